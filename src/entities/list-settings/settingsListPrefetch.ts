/**
 * A signed-in list's first page, asked for before its page renders: the route's prefetch waits
 * for the session's reads already in flight, derives the arguments the list's table will ask
 * for with the functions the table starts from (settingsList.ts) and starts the read into the
 * one RTK Query cache, where the table's query finds it in flight or answered (one request).
 */
import { storedSession, type StoredSession } from '@/entities/session/storedSession';
import type { PagePrefetch, StartedRead } from '@/shared/config/featureRoute';
import type { TableQueryArgs } from '@/shared/lib/tableQuery';
import type { AppDispatch } from '@/shared/store/hooks';
import type { SettingsList } from './settingsList';

/** How a list page's route asks for the list's first page (settingsListPrefetch). */
export interface SettingsListPrefetch<Tables, Row, Extra extends object> {
  /**
   * The module defining the list's table (its page imports it too), loaded beside the session
   * and the page's code, as the functions deriving the arguments are: they stay out of the
   * signed-in shell every page loads.
   */
  tables: () => Promise<Tables>;
  /** The list the page draws for the session. */
  table: (tables: Tables, session: StoredSession) => SettingsList<Row, Extra>;
  /** The list endpoint's read (`initiate`) with the table's arguments. */
  start: (dispatch: AppDispatch, args: TableQueryArgs & Extra) => StartedRead;
}

/**
 * A list page's prefetch: once the stored session has answered, the list's first page with the
 * arguments its table will ask for. Nothing when no user is stored, the session failed or the
 * table's module did not load: the page then asks itself.
 */
export function settingsListPrefetch<Tables, Row, Extra extends object>({
  tables,
  table,
  start,
}: SettingsListPrefetch<Tables, Row, Extra>): PagePrefetch {
  return async ({ dispatch, userId }) => {
    if (userId === null) return [];
    const [loaded, session] = await Promise.all([
      Promise.all([import('./settingsList'), tables()]).catch(() => null),
      storedSession(dispatch, userId),
    ]);
    if (!loaded || !session) return [];
    const [{ settingsListArgs }, definitions] = loaded;
    return [start(dispatch, settingsListArgs(session.user, table(definitions, session)))];
  };
}
