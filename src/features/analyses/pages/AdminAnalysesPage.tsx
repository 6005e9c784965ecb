import { ListPage } from '@/shared/ui/ListPage';
import { AnalysesTable } from '../components/AnalysesTable';

/**
 * /admin/analyses: every user's analyses, with the owner column linking to their profile.
 * Admins create analyses from the admin result lists, not here.
 */
export function AdminAnalysesPage() {
  return (
    <ListPage title="Analyses">
      <AnalysesTable showUser allowCreate={false} />
    </ListPage>
  );
}
