import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import type { DataTableColumn, EnumOption } from '@/shared/ui/DataTable';
import type { Analysis } from '@/api';

/**
 * Columns of the analyses list: the name (fixed, links to the analysis), the date, the
 * parameters and the result counts; `showUser` adds the owner linking to the profile (admin).
 */
export function analysisColumns(
  parameterOptions: EnumOption[],
  showUser: boolean,
): DataTableColumn<Analysis>[] {
  const columns: DataTableColumn<Analysis>[] = [
    {
      key: 'name',
      title: 'Analysis Name',
      type: 'string',
      fixed: true,
      render: (a) => <Link to={paths.analysisDetail(a.id)}>{a.name}</Link>,
    },
    {
      key: 'creationDate',
      title: 'Date',
      type: 'date',
      render: (a) => formatDateTime(a.creationDate),
    },
    {
      key: 'parameters',
      title: 'Parameters',
      type: 'enumLike',
      sortable: false,
      enumOptions: parameterOptions,
      render: (a) => a.parameters.map((p) => p.name).join(', ') || '-',
    },
    { key: 'countOfResults', title: 'Results', type: 'number' },
    { key: 'countOfResultsWithDiscarded', title: 'Results incl. discarded', type: 'number' },
  ];
  if (showUser) {
    columns.splice(1, 0, {
      key: 'user.displayName',
      title: 'User',
      type: 'string',
      render: (a) => <Link to={paths.profileOf(a.user.id)}>{a.user.displayName}</Link>,
    });
  }
  return columns;
}
