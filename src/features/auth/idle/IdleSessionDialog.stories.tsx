import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { IdleSessionDialog } from './IdleSessionDialog';
import { IdleSessionWatcher } from './IdleSessionWatcher';
import { IdleSettingsProvider } from './idleSettings';

const meta = {
  title: 'Accounts/Dialogs/Idle session',
  tags: ['dialog'],
  component: IdleSessionDialog,
  args: { open: true, seconds: 20, onStillHere: () => {} },
} satisfies Meta<typeof IdleSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just prompted: 20 seconds before the automatic logout. */
export const Prompted: Story = {};

/** The last seconds of the countdown. */
export const LastSeconds: Story = { args: { seconds: 3 } };

/**
 * The real watcher with short timings: the dialog appears after 5 s without activity and
 * counts down from 10; moving the mouse before it appears restarts the wait.
 */
export const Live: Story = {
  render: () => (
    <IdleSettingsProvider value={{ timeout: 15_000, promptBefore: 10_000 }}>
      <Typography.Paragraph style={{ padding: 24 }}>
        Stay still for 5 seconds to see the prompt.
      </Typography.Paragraph>
      <IdleSessionWatcher />
    </IdleSettingsProvider>
  ),
};
