import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { REFERENCE_SECONDS } from '@mocks/db/clock';
import { NotificationDetail } from './NotificationDetail';
import { popoverFrame } from '../testing/storyFrame';

/** The detail view alone; the image comes from the mock's /api/broadcast-image/2. */
const meta = {
  title: 'Pages/Home/Notifications/Notification detail',
  component: NotificationDetail,
  decorators: [popoverFrame],
  args: { onBack: fn() },
} satisfies Meta<typeof NotificationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: {
    notification: {
      id: 2,
      type: 'broadcast',
      title: 'Nitrite test strips now available',
      content:
        '<p>You can now measure <strong>Nitrite (NO<sup>2</sup>)</strong> with the app.</p><p>Find the new strips in our shop.</p>',
      image: true,
      sentDate: REFERENCE_SECONDS - 75 * 86400,
      creationDate: REFERENCE_SECONDS - 76 * 86400,
      isRead: true,
    },
  },
};

/** Rich HTML with a <script>: it does not reach the page. */
export const RichHtmlWithScript: Story = {
  args: {
    notification: {
      id: 99,
      type: 'broadcast',
      title: 'Rich content with a script',
      content:
        '<h3>Heading</h3><p>Some <strong>bold</strong>, <em>italic</em> text, NO<sup>3</sup> and m<sup>2</sup>.</p><ul><li>One</li><li>Two</li></ul><p><a href="https://example.com">A link</a></p><script>alert("not shown")</script>',
      image: false,
      sentDate: REFERENCE_SECONDS - 3600,
      creationDate: REFERENCE_SECONDS - 7200,
      isRead: false,
    },
  },
};
