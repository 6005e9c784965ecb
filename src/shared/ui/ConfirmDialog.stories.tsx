import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  tags: ['autodocs'],
  component: ConfirmDialog,
  // a dialog covers the window it opens in: on the docs page each story has a frame of its own,
  // so its dialog stays inside its preview instead of stacking over the page
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
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
  tags: ['dialog'],
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
  tags: ['dialog'],
  args: {
    title: 'Send notification',
    okText: 'Send',
    danger: false,
    question: 'The notification goes to every user at once and can no longer be edited afterwards.',
  },
};
/** While the action runs. */
export const Busy: Story = { tags: ['dialog'], args: { busy: true } };
