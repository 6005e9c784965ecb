import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectShownDialog } from '@tests/stories/shown';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { AdminDashboardPage } from './AdminDashboardPage';
import { UsersListPage } from './UsersListPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

/** The admin home and the registered-users list, as admin@example.com. */
const meta = {
  title: 'Admin/Home and users',
  tags: ['screen', 'admin', 'autodocs'],
  component: AdminDashboardPage,
  parameters: { session: 'admin@example.com', router: { url: '/admin/dashboard' } },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /^Analyses [\d,]+$/ }),
    ).toBeVisible();
  },
};
/** The counts show '-' while they load. */
export const DashboardLoading: Story = {
  parameters: { msw: { handlers: loadingHandlers('getAdminDashboard') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Registered Users -' }),
    ).toBeVisible();
  },
};
/** A new installation: only the administrator's account, no results, no analyses. */
export const DashboardEmpty: Story = {
  beforeEach: () => {
    const d = db();
    d.users = d.users.filter((u) => u.roles.includes('ROLE_ADMIN'));
    d.results = [];
    d.analyses = [];
    d.shares = [];
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Registered Users 1' }),
    ).toBeVisible();
  },
};
export const DashboardError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'getAdminDashboard') } },
};
/** The warning before the users list. */
export const UsersWarning: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('link', { name: /^Registered Users / }),
    );
    await expectShownDialog(canvasElement, /Registered Users Data/);
  },
};
/** The warning before the newsletter export. */
export const NewsletterWarning: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Export Newsletter Data/ }),
    );
    await expectShownDialog(canvasElement, /Export Newsletter Data/);
  },
};

export const Users: Story = {
  render: () => <UsersListPage />,
  parameters: { router: { url: '/admin/users' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Registered users' });
    await expect((await within(table).findAllByRole('link')).length).toBeGreaterThan(0);
  },
};
export const UsersLoading: Story = {
  render: () => <UsersListPage />,
  parameters: { router: { url: '/admin/users' }, msw: { handlers: loadingHandlers('listUsers') } },
};
/** No one is registered (yet): 'No Data'. */
export const UsersEmpty: Story = {
  render: () => <UsersListPage />,
  parameters: { router: { url: '/admin/users' } },
  beforeEach: () => {
    const d = db();
    d.users = d.users.filter((u) => u.roles.includes('ROLE_ADMIN'));
  },
};
export const UsersError: Story = {
  render: () => <UsersListPage />,
  parameters: {
    router: { url: '/admin/users' },
    msw: { handlers: errorHandlers(500, 'listUsers') },
  },
};

/** The admin's home on a phone: the compact back-office (below 434 px). */
export const DashboardPhone: Story = {
  ...Dashboard,
  name: 'Dashboard on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
/** The users list on a phone: the table scrolls inside its card. */
export const UsersPhone: Story = {
  ...Users,
  name: 'Users on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Paula Neumann'),
};
