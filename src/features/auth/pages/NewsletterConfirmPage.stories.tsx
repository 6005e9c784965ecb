import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingHandlers } from '@mocks/scenarios';
import { NewsletterConfirmPage } from './NewsletterConfirmPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

const meta = {
  title: 'Accounts/Newsletter confirmation',
  tags: ['screen', 'autodocs'],
  component: NewsletterConfirmPage,
  parameters: {
    session: null,
    router: { url: '/confirm/newsletter/story-token', path: '/confirm/newsletter/:token' },
    msw: { handlers: loadingHandlers('confirmNewsletter') },
    // the confirmation never answers: each story shows the screen still confirming
    loading: true,
  },
} satisfies Meta<typeof NewsletterConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Confirm newsletter activation' while the call runs (the only state the screen shows: on
 * success or failure it goes to base at once).
 */
export const Confirming: Story = {};

/** The same for a logged-in user whose newsletter is not active yet. */
export const ConfirmingLoggedIn: Story = { parameters: { session: 'new@example.com' } };

/** On a phone. */
export const Phone: Story = { tags: ['phone'], ...onAPhone, play: looksRightOnAPhone() };
