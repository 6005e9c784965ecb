import type { Meta, StoryObj } from '@storybook/react-vite';
import { useGetAnalysisQuery } from '@/api';
import { QueryState } from '@/shared/ui/QueryState';
import { AnalysisView } from './AnalysisView';

/** The analysis body loaded for a story; `shared` is the read-only mode of the share views. */
function LoadedAnalysisView({ id, shared }: { id: number; shared: boolean }) {
  const query = useGetAnalysisQuery({ id });
  return (
    <div style={{ padding: 24 }}>
      <QueryState isLoading={query.isLoading} error={query.error}>
        {query.data && <AnalysisView analysis={query.data} shared={shared} />}
      </QueryState>
    </div>
  );
}

const meta = {
  title: 'Analyses/AnalysisView',
  component: LoadedAnalysisView,
  args: { id: 2, shared: true },
  parameters: { router: { url: '/analyses/2' } },
} satisfies Meta<typeof LoadedAnalysisView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only: no back link, no edit or delete icons, no result selection or removal. */
export const SharedReadOnly: Story = {};

/** The owner's view of the same analysis. */
export const Owner: Story = { args: { shared: false } };
