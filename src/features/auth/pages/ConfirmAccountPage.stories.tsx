import type { Meta, StoryObj } from '@storybook/react-vite';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { ConfirmAccountPage } from './ConfirmAccountPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

/** pending@example.com's confirmation link carries this token in every story. */
const TOKEN = 'story-confirmation-token';
const pendingWithToken = (patch: { isActivated?: boolean } = {}) => {
  const u = db().users.find((x) => x.email === 'pending@example.com');
  if (u) Object.assign(u, { confirmationToken: TOKEN }, patch);
};

const meta = {
  title: 'Accounts/Confirm account',
  tags: ['screen', 'autodocs'],
  component: ConfirmAccountPage,
  parameters: {
    session: null,
    router: { url: `/register/confirm/${TOKEN}`, path: '/register/confirm/:token' },
  },
  beforeEach: () => pendingWithToken(),
} satisfies Meta<typeof ConfirmAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Confirming account' while the server answers. */
export const Confirming: Story = {
  parameters: { msw: { handlers: loadingHandlers('confirmRegistration') } },
};

/** Confirmed by a visitor: the welcome text and 'Back to login'. */
export const ConfirmedVisitor: Story = {};

/** Confirmed by the logged-in new user: 'Proceed to dashboard'. */
export const ConfirmedLoggedIn: Story = { parameters: { session: 'pending@example.com' } };

/** The link was used before. */
export const AlreadyConfirmed: Story = {
  beforeEach: () => pendingWithToken({ isActivated: true }),
};

/** An unknown or expired token. */
export const WrongLink: Story = {
  parameters: { router: { url: '/register/confirm/nope', path: '/register/confirm/:token' } },
};

/** Someone else is logged in in this browser. */
export const MismatchOfAccounts: Story = { parameters: { session: 'user@example.com' } };

/** Any other failure. */
export const UnknownError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'confirmRegistration') } },
};

/** On a phone: the confirmation a visitor sees. */
export const Phone: Story = {
  ...ConfirmedVisitor,
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
