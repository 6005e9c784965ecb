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

/** /admin/analyses: every user's analyses, with the owner column linking to their profile. */
export function AdminAnalysesPage() {
  return (
    <ListPage title="Analyses">
      <AnalysesTable showUser allowCreate={false} />
    </ListPage>
  );
}
