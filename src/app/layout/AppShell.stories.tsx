import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { expectShownDialog } from '@tests/stories/shown';
import { ManageParametersPage } from '@/features/parameters/pages/ManageParametersPage';
import { ResultsPage } from '@/features/results/pages/ResultsPage';
import { paths } from '@/shared/config/paths';
import { AppShell } from './AppShell';
import { NotificationBellView } from './NotificationBell';

/**
 * The signed-in shell without data access (AppLayout feeds it from the session), around a real
 * page: the results list for a user, Manage Parameters for an admin.
 */
const meta = {
  title: 'Components/Layout/AppShell',
  tags: ['autodocs'],
  component: AppShell,
  parameters: {
    docs: { story: { inline: false, iframeHeight: 420 } },
    router: { url: paths.results },
  },
  args: {
    isAdmin: false,
    displayName: 'Jane Doe',
    onLogout: () => {},
    bell: <NotificationBellView unreadCount={3} />,
    children: <ResultsPage />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsUser: Story = {};

export const AsAdmin: Story = {
  tags: ['admin'],
  args: {
    isAdmin: true,
    displayName: 'Admin',
    bell: undefined,
    children: <ManageParametersPage />,
  },
  parameters: { session: 'admin@example.com', router: { url: paths.adminParameters } },
};

const onPhone = { viewport: { value: 'phone', isRotated: false } };

/** On a phone: the hamburger instead of the side navigation, and the small-screen notice. */
export const PhoneUser: Story = { tags: ['!autodocs'], globals: onPhone };

/** On a phone, the menu opened from the hamburger. */
export const PhoneMenuOpen: Story = {
  tags: ['phone', '!autodocs'],
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
    await expectShownDialog(canvasElement, 'Menu');
  },
};
