import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { AnalysesTable } from './AnalysesTable';

/** The admin-style list: the same table with a User column linking to /profile/{userId}. */
const meta = {
  title: 'Admin/Cards/Analyses table',
  tags: ['admin'],
  component: AnalysesTable,
  args: { showUser: true, allowCreate: false },
  parameters: { session: 'admin@example.com', router: { url: '/admin/analyses' } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof AnalysesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every user's live analyses with the owner column. */
export const AdminLoaded: Story = {};

export const AdminLoading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listAnalyses') } },
};

export const AdminError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listAnalyses') } },
};

/** The user-facing variant for comparison (no User column, with Create analysis). */
export const UserVariant: Story = {
  args: { showUser: false, allowCreate: true },
  parameters: { session: 'user@example.com', router: { url: '/analyses' } },
};
