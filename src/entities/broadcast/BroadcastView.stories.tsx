import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REFERENCE_SECONDS } from '@mocks/db/clock';
import { BroadcastView } from './BroadcastView';

/**
 * One broadcast as its readers see it, in the three frames that show it: the administrators'
 * detail page, the bell's narrow panel and the What's New dialog's body. The picture comes from
 * the mock's /api/broadcast-image/2.
 */
const meta = {
  title: 'Components/BroadcastView',
  component: BroadcastView,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    broadcast: {
      id: 2,
      title: 'Nitrite test strips now available',
      content:
        '<p>You can now measure <strong>Nitrite (NO<sub>2</sub><sup>-</sup>)</strong> with the app.</p><p>Find the new strips in our shop.</p>',
      image: true,
      sentDate: REFERENCE_SECONDS - 75 * 86400,
    },
  },
} satisfies Meta<typeof BroadcastView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the administrators' detail page: a level 2 heading; the page shows the dates. */
export const OnAPage: Story = { args: { headingLevel: 2 } };

/** In the bell's panel: a small heading, when it was sent, a smaller picture. */
export const InThePanel: Story = {
  args: { headingLevel: 5, showSent: true, compact: true },
  decorators: [
    (Story) => (
      <div style={{ width: 356 }}>
        <Story />
      </div>
    ),
  ],
};

/** The What's New dialog's body: the dialog's title bar shows the title. */
export const InADialog: Story = { args: { showSent: true } };

/** Rich HTML with a <script> and an event handler: neither reaches the page. */
export const RichHtmlWithScript: Story = {
  args: {
    headingLevel: 5,
    showSent: true,
    broadcast: {
      id: 99,
      title: 'Rich content with a script',
      content:
        '<h3>Heading</h3><p>Some <strong>bold</strong>, <em>italic</em> text, NO<sup>3</sup> and m<sup>2</sup>.</p><ul><li>One</li><li>Two</li></ul><p onclick="alert(1)"><a href="https://example.com">A link</a></p><script>alert("not shown")</script>',
      image: false,
      sentDate: REFERENCE_SECONDS - 3600,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('bold').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
  },
};
