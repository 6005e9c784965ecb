import { Card, Typography } from 'antd';
import { AnalysesTable } from '../components/AnalysesTable';

/** /analyses: the user's own analyses. */
export function AnalysesListPage() {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Analyses
      </Typography.Title>
      <Card>
        <AnalysesTable />
      </Card>
    </>
  );
}
