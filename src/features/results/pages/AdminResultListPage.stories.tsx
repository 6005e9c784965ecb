import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { AdminResultListPage } from './AdminResultListPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

/** The admin result lists, as admin@example.com (every user's results, pseudonymous creators). */
const meta = {
  title: 'Admin/Result lists',
  tags: ['screen', 'admin', 'autodocs'],
  component: AdminResultListPage,
  parameters: { session: 'admin@example.com', router: { url: '/admin/result-list/successful' } },
} satisfies Meta<typeof AdminResultListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Successful: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Successful Result List' }),
    ).toBeVisible();
  },
};
export const Discarded: Story = {
  parameters: { router: { url: '/admin/result-list/discarded' } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listResults') } },
};
export const Empty: Story = {
  parameters: { router: { url: '/admin/result-list/discarded' } },
  beforeEach: () => {
    for (const r of db().results) r.discardedResult = false;
  },
};
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listResults') } },
};

/**
 * On a phone: the table scrolling inside its card; the toolbar as the results list's, with the
 * admin's 'All parameter' on a third line.
 */
export const Phone: Story = {
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Well 3 – Nitrate', { toolbarLines: 3 }),
};
