/**
 * The results list's table for a session: ResultsPage draws it and its route's prefetch asks for
 * its first page (../prefetch.ts), with the same columns and default order.
 */
import type { ParameterListItem, Result } from '@/api';
import type { SettingsList } from '@/entities/list-settings/settingsList';
import { resultColumns } from '@/entities/result/resultColumns';

const DEFAULT_ORDER = { field: 'sampleCreationDate', direction: 'desc' } as const;

/** /results: the user's results (an admin sees the admin's columns). */
export const resultsList = (
  parameters: readonly ParameterListItem[],
  isAdmin: boolean,
): SettingsList<Result> => ({
  list: 'result',
  columns: resultColumns(parameters, isAdmin),
  defaultOrder: DEFAULT_ORDER,
});
