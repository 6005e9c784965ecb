import { Card } from 'antd';
import { AnalysesTable } from '../components/AnalysesTable';
import { PageTitle } from '@/shared/ui/PageTitle';

/** /analyses: the user's own analyses. */
export function AnalysesListPage() {
  return (
    <>
      <PageTitle style={{ marginBottom: 16 }}>Analyses</PageTitle>
      <Card>
        <AnalysesTable />
      </Card>
    </>
  );
}
