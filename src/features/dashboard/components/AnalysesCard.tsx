/** Your Analyses: the latest analyses (name linking to the analysis, date MM/DD/YYYY). */
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { useListAnalysisInfoQuery, type AnalysisInfo } from '@/api';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { QueryState } from '@/shared/ui/QueryState';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';

export const LATEST_ANALYSES = 5;

const columns: ColumnsType<AnalysisInfo> = [
  {
    key: 'name',
    title: 'Analysis Name',
    render: (_, a) => <Link to={paths.analysisDetail(a.id)}>{a.name}</Link>,
    ellipsis: true,
  },
  {
    key: 'date',
    title: 'Date',
    width: 130,
    render: (_, a) => formatDate(a.creationDate),
  },
];

export function AnalysesCard() {
  const { data, isLoading, error, refetch } = useDeferredQuery(useListAnalysisInfoQuery());
  const rows = [...(data?.['hydra:member'] ?? [])]
    .sort((a, b) => b.creationDate - a.creationDate || b.id - a.id)
    .slice(0, LATEST_ANALYSES);
  return (
    <QueryState
      isLoading={isLoading}
      error={error}
      onRetry={refetch}
      isEmpty={rows.length === 0}
      minHeight={120}
    >
      <Table<AnalysisInfo>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
      />
    </QueryState>
  );
}
