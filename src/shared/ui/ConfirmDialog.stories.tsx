import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  tags: ['autodocs'],
  component: ConfirmDialog,
  args: {
    title: 'Delete Analysis',
    okText: 'Delete',
    danger: true,
    question: "Do you really want to delete the analysis 'Garden well 2026'?",
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  args: {
    children: (
      <Typography.Paragraph type="secondary">
        The results stay in your result list. Share links of the deleted analysis stop working.
      </Typography.Paragraph>
    ),
  },
};
/** An action that destroys nothing: the OK button is the primary one. */
export const Action: Story = {
  args: {
    title: 'Send notification',
    okText: 'Send',
    danger: false,
    question: 'The notification goes to every user at once and can no longer be edited afterwards.',
  },
};
/** While the action runs. */
export const Busy: Story = { args: { busy: true } };
