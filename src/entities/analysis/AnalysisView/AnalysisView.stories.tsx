import type { Meta, StoryObj } from '@storybook/react-vite';
import { useGetAnalysisQuery } from '@/api';
import { paths } from '@/shared/config/paths';
import { QueryState } from '@/shared/ui/QueryState';
import { AnalysisView } from './AnalysisView';

/** The owner's analysis loaded for a story, shown as its owner or as a share view shows it. */
function LoadedAnalysisView({ id, shared }: { id: number; shared: boolean }) {
  const query = useGetAnalysisQuery({ id });
  return (
    <div style={{ padding: 24 }}>
      <QueryState isLoading={query.isLoading} error={query.error}>
        {query.data && (
          <AnalysisView
            analysis={query.data}
            source={{ kind: 'own', id }}
            resultPath={paths.resultDetail}
            onBack={shared ? undefined : () => undefined}
          />
        )}
      </QueryState>
    </div>
  );
}

const meta = {
  title: 'Analyses/Cards/Analysis view',
  component: LoadedAnalysisView,
  args: { id: 2, shared: false },
  parameters: { router: { url: '/analyses/2' } },
} satisfies Meta<typeof LoadedAnalysisView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The view's own parts without the owner's slots (actions, removal, share panel). */
export const Owner: Story = {};
