/**
 * How a story picks its account and data (see mocks/controls/storySession.ts and
 * .storybook/preview.tsx): `parameters.session` and `parameters.scenario`. The probe shows what
 * the app sees. It lives with the app, not the mock: the mock imports no app code.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions } from 'antd';
import { useListResultsQuery } from '@/api';
import { useSession } from '@/entities/session';

function SessionProbe() {
  const session = useSession();
  const results = useListResultsQuery({}, { skip: session.userId === null });
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      style={{ maxWidth: 480, margin: 24 }}
      items={[
        { key: 'status', label: 'Session', children: session.status },
        { key: 'email', label: 'User', children: session.user?.email ?? '-' },
        { key: 'admin', label: 'Admin', children: session.isAdmin ? 'yes' : 'no' },
        { key: 'parameters', label: 'Parameters', children: session.parameters.length },
        {
          key: 'results',
          label: 'Results',
          children: results.isError ? 'error' : (results.data?.['hydra:totalItems'] ?? '-'),
        },
      ]}
    />
  );
}

const meta = {
  title: 'Developers/Story session',
  tags: ['!dev'],
  component: SessionProbe,
} satisfies Meta<typeof SessionProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No parameters: user@example.com on the default data. */
export const AsUser: Story = {};

export const AsAdmin: Story = { tags: ['admin'], parameters: { session: 'admin@example.com' } };

export const LoggedOut: Story = { parameters: { session: null } };

/** user@example.com without results and analyses. */
export const EmptyData: Story = { parameters: { scenario: 'empty' } };
