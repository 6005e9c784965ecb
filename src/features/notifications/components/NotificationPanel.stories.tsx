import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { now } from '@mocks/db/clock';
import { db, nextId } from '@mocks/db/store';
import { loadingHandlers, scenarios } from '@mocks/scenarios';
import { NotificationPanel } from './NotificationPanel';
import { popoverFrame } from '../testing/storyFrame';

/** The panel of user@example.com against the mock server (2 new, 2 previous notifications). */
const meta = {
  title: 'Home/Cards/Notification panel',
  component: NotificationPanel,
  decorators: [popoverFrame],
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewAndPrevious: Story = {};

/** No broadcast sent yet: both sections show their empty texts. */
export const Empty: Story = {
  beforeEach: () => {
    db().broadcasts = [];
  },
};

/** Everything read: only 'Previous notifications' has items. */
export const NothingNew: Story = {
  beforeEach: () => {
    db().broadcasts.forEach((b) => b.readBy.push(1));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listNotifications') } },
};

export const LoadError: Story = {
  beforeEach: () => scenarios.failing('listNotifications'),
};

/** Opening a notification with an image shows its detail and marks it read. */
export const DetailWithImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Nitrite test strips now available' }),
    );
    await expect(
      await canvas.findByRole('img', { name: 'Nitrite test strips now available' }),
    ).toBeInTheDocument();
  },
};

const RICH_TITLE = 'Rich content with a script';

/** Server HTML goes through DOMPurify: the formatting stays, the script does not. */
export const DetailWithRichHtml: Story = {
  beforeEach: () => {
    db().broadcasts.push({
      id: nextId('broadcasts'),
      type: 'broadcast',
      title: RICH_TITLE,
      content:
        '<h3>Heading</h3><p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text, NO<sup>3</sup> and m<sup>2</sup>.</p><ol><li>First</li><li>Second</li></ol><p><a href="https://example.com">A link</a></p><script>window.__pwned = true;</script>',
      image: null,
      creationDate: now() - 60,
      sentDate: now() - 30,
      ownerId: 2,
      readBy: [],
      deletedAt: null,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: RICH_TITLE }));
    const article = await canvas.findByRole('article', { name: RICH_TITLE });
    await expect(within(article).getByText('bold')).toBeInTheDocument();
    await expect(article.querySelector('script')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
