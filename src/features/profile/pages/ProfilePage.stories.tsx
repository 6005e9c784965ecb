import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { ProfilePage } from './ProfilePage';
import { fitsTheWindowOnce } from '@tests/stories/layoutChecks';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

const meta = {
  title: 'Accounts/Profile',
  tags: ['screen', 'autodocs'],
  component: ProfilePage,
  parameters: { router: { url: '/profile' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** user@example.com: a complete profile, achievements, two phones and this browser. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('14 of 14 fields filled')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('getUser') } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'getUser') } },
};

/** new@example.com: few fields, no achievements, no devices besides the story session. */
export const NewUser: Story = { parameters: { session: 'new@example.com' } };

/** pending@example.com: registered two hours ago and not confirmed yet. */
export const NotValidated: Story = {
  parameters: { session: 'pending@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your account has not been validated yet!'),
    ).toBeInTheDocument();
  },
};

/** The restricted kind: no Delete Account. */
export const Restricted: Story = {
  tags: ['restricted'],
  parameters: { session: 'restricted@example.com' },
};

/** An admin on another user's profile: Delete User, no password, newsletter read-only. */
export const AdminViewingUser: Story = {
  tags: ['admin'],
  parameters: {
    session: 'admin@example.com',
    router: { url: '/profile/1', path: '/profile/:id' },
  },
};

/** An admin on an account that pending's confirmation still waits for. */
export const AdminViewingNotValidatedUser: Story = {
  tags: ['admin'],
  parameters: {
    session: 'admin@example.com',
    router: { url: '/profile/5', path: '/profile/:id' },
  },
};

/** 10,000-character first, last and company names: cut, the page keeps its width. */
export const LongValues: Story = {
  parameters: { scenario: 'longText' },
  play: fitsTheWindowOnce(/Company-x{20}/),
};

/** On a phone: the cards in one column, their titles and actions within the card. */
export const Phone: Story = {
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Anna Becker'),
};
