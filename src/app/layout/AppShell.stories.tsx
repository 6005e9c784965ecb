import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Typography } from 'antd';
import { paths } from '@/shared/config/paths';
import { AppShell } from './AppShell';
import { NotificationBellView } from './NotificationBell';

/** The signed-in shell without data access; AppLayout feeds it from the session. */
const meta = {
  title: 'App/Layout/AppShell',
  component: AppShell,
  parameters: { router: { url: paths.results } },
  args: {
    isAdmin: false,
    displayName: 'Jane Doe',
    onLogout: () => {},
    bell: <NotificationBellView unreadCount={3} />,
    children: (
      <Card title="Page">
        <Typography.Paragraph>The routed page renders here.</Typography.Paragraph>
      </Card>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsUser: Story = {};

export const AsAdmin: Story = {
  args: { isAdmin: true, displayName: 'Admin', bell: undefined },
  parameters: { router: { url: paths.adminParameters } },
};
