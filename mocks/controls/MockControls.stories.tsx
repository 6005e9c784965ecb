import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DAY, HOUR, now } from '../db/clock';
import { db, nextId } from '../db/store';
import type { OutboxMail } from '../db/types';
import { scenarios } from '../scenarios';
import { MockControls } from './MockControls';

function sendMail(mail: Omit<OutboxMail, 'id'>) {
  db().outbox.push({ id: nextId('outbox'), ...mail });
}

function fillOutbox() {
  const t = now();
  sendMail({
    kind: 'confirmation',
    to: 'pending@example.com',
    subject: 'Please confirm your registration',
    body: 'Click the link to confirm your e-mail address.',
    link: '/register/confirm/3f2a9c',
    sentAt: t - 2 * HOUR,
  });
  sendMail({
    kind: 'reset',
    to: 'user@example.com',
    subject: 'Reset your password',
    body: 'Click the link to choose a new password.',
    link: '/password/reset/8d41e0',
    sentAt: t - DAY,
  });
  sendMail({
    kind: 'share',
    to: 'admin@example.com',
    subject: 'A measurement was shared with you',
    body: 'user@example.com shared an analysis with you.',
    link: '/shared/5b7c0d1e2f3a4b5c',
    sentAt: t - 10 * 60,
  });
}

const meta = {
  title: 'Developers/Mock controls',
  tags: ['!dev'],
  component: MockControls,
  args: { defaultOpen: true, reload: fn(), openLink: fn() },
  parameters: { session: null },
} satisfies Meta<typeof MockControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel open on the settings tab, with three mails in the outbox. */
export const Open: Story = {
  beforeEach: () => fillOutbox(),
};

/** Two forced failures and a slow server: the button shows their count. */
export const WithFailures: Story = {
  beforeEach: () => {
    fillOutbox();
    scenarios.failing('listResults', '500');
    scenarios.failing('getUser', 'network');
    scenarios.slow(1000);
  },
};

/** Closed: only the floating button at the bottom left. */
export const Closed: Story = {
  args: { defaultOpen: false },
};
