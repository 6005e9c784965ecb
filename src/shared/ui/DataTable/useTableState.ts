import { useMemo, useState } from 'react';
import { mapItemsPerPage } from '@/domain/tableRules';
import {
  defaultTableState,
  sanitizeStoredSettings,
  type ColumnMeta,
  type SavedFilter,
  type SortOrder,
  type StateDefaults,
  type TableState,
} from '@/shared/lib/tableQuery';
import type { PersistMode } from './types';

export const localSettingsKey = (key: string) => `dataTable.${key}.itemsPerPage`;

export function readLocalItemsPerPage(
  key: string | undefined,
  fallback?: number,
): number | undefined {
  if (!key) return undefined;
  try {
    const raw = localStorage.getItem(localSettingsKey(key));
    return raw === null ? undefined : mapItemsPerPage(Number(raw), fallback);
  } catch {
    return undefined;
  }
}

export interface InitialStateSource {
  columns: readonly ColumnMeta[];
  mode: PersistMode;
  settingsKey?: string;
  storedSettings?: string | null;
  defaults: StateDefaults;
}

/** The state a table starts with: restored from the stored settings or local storage, else the defaults. */
export function initialTableState({
  columns,
  mode,
  settingsKey,
  storedSettings,
  defaults,
}: InitialStateSource): TableState {
  if (mode === 'stored') return sanitizeStoredSettings(storedSettings, columns, defaults);
  const state = defaultTableState(columns, defaults);
  if (mode !== 'local') return state;
  return {
    ...state,
    itemsPerPage: readLocalItemsPerPage(settingsKey, state.itemsPerPage) ?? state.itemsPerPage,
  };
}

/** Table state with setters; changing search, order, filters or page size goes back to page 1. */
export function useTableState(init: () => TableState) {
  const [state, setState] = useState(init);
  const actions = useMemo(
    () => ({
      setPage: (page: number, itemsPerPage: number) =>
        setState((s) => ({ ...s, page: itemsPerPage === s.itemsPerPage ? page : 1, itemsPerPage })),
      setSearch: (search: string) =>
        setState((s) => (s.search === search ? s : { ...s, search, page: 1 })),
      setOrder: (order: SortOrder | null) => setState((s) => ({ ...s, order, page: 1 })),
      setFilters: (filters: SavedFilter[]) => setState((s) => ({ ...s, filters, page: 1 })),
      setDisabledColumns: (disabledColumns: string[]) =>
        setState((s) => ({ ...s, disabledColumns })),
    }),
    [],
  );
  return [state, actions] as const;
}
