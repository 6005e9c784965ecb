import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResettingFallbackPage } from './ResettingFallbackPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

const meta = {
  title: 'Accounts/Reset link fallback',
  tags: ['screen', 'autodocs'],
  component: ResettingFallbackPage,
  parameters: { session: null, router: { url: '/resetting/unknown' } },
} satisfies Meta<typeof ResettingFallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any /resetting/* path that is neither the request nor a reset link. */
export const Default: Story = {};

/** On a phone. */
export const Phone: Story = { tags: ['phone'], ...onAPhone, play: looksRightOnAPhone() };
