/**
 * The analyses list's table for a session: AnalysesTable draws it (/analyses, and /admin/analyses
 * with the owner column) and the /analyses route's prefetch asks for its first page
 * (../prefetch.ts), with the same columns and default order.
 */
import type { Analysis, ParameterListItem } from '@/api';
import type { SettingsList } from '@/entities/list-settings/settingsList';
import { analysisColumns } from '../components/analysisColumns';

/** `showUser`: the owner column of the admin's list of every user's analyses. */
export const analysesList = (
  parameters: readonly ParameterListItem[],
  showUser: boolean,
): SettingsList<Analysis> => ({
  list: 'analysis',
  columns: analysisColumns(
    parameters.map((p) => ({ label: p.name, value: p.id })),
    showUser,
  ),
  defaultOrder: { field: 'creationDate', direction: 'desc' },
});
