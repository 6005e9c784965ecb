import { ListPage } from '@/shared/ui/ListPage';
import { AnalysesTable } from '../components/AnalysesTable';

/** /analyses: the user's own analyses. */
export function AnalysesListPage() {
  return (
    <ListPage title="Analyses">
      <AnalysesTable />
    </ListPage>
  );
}
