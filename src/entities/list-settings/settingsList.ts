/**
 * What decides the requests of a signed-in list's table (SettingsDataTable): the list's table
 * and the settings saved on the user's record, which the table starts from. Its first request is
 * then known as soon as the session has answered, and its route's prefetch asks for it with
 * these same functions (settingsListPrefetch.ts).
 */
import type { ListName, User } from '@/api';
import { LIST_SETTINGS_FIELD } from '@/domain/tableRules';
import { firstListArgs, type DataTableProps } from '@/shared/ui/DataTable';

/**
 * What decides a signed-in list's requests besides the user's saved settings: the page passes
 * it to SettingsDataTable and its route's prefetch to settingsListPrefetch, so the two agree.
 */
export type SettingsList<Row, Extra extends object = Record<never, never>> = Pick<
  DataTableProps<Row, Extra>,
  'columns' | 'queryArgs' | 'fixedFilters' | 'defaultOrder' | 'defaultItemsPerPage'
> & {
  /** The list whose settings the signed-in user's record keeps. */
  list: ListName;
};

/** Where a list's table keeps its settings: on the user's record, which it starts from. */
export const storedTableProps = (user: User, list: ListName) =>
  ({ persist: 'stored', storedSettings: user[LIST_SETTINGS_FIELD[list]] }) as const;

/** The arguments of the list's first request for `user`, as its SettingsDataTable asks. */
export const settingsListArgs = <Row, Extra extends object>(
  user: User,
  table: SettingsList<Row, Extra>,
) => firstListArgs({ ...table, ...storedTableProps(user, table.list) });
