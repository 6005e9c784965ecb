/**
 * 'View ... measurement' of a recently measured parameter (spec 2 sections 4 and 5): the results
 * list settings with the filters replaced by the three spec filters (Citation, Range, Unit),
 * keeping the user's page size, columns and order. An earlier search is cleared: it would
 * silently narrow the list to fewer measurements than the parameter has.
 */
import { DEFAULT_ITEMS_PER_PAGE, mapItemsPerPage } from '@/domain/tableRules';
import type { SavedFilter, TableSettings } from '@/shared/lib/tableQuery';
import type { ParameterListItem } from '@/api';

type Parameter = Pick<ParameterListItem, 'id' | 'parameterRange' | 'unit'>;

/** parameter.id eq id (enum, 'Citation'); parameter.parameterRange eq range; measurementUnit eq unit. */
export function parameterFilters(p: Parameter): SavedFilter[] {
  return [
    {
      selectedFilter: 'eq',
      filterValue: p.id,
      selectedParameter: { label: 'Citation', name: 'parameter.id', type: 'enum' },
    },
    {
      selectedFilter: 'eq',
      filterValue: p.parameterRange,
      selectedParameter: { label: 'Range', name: 'parameter.parameterRange', type: 'string' },
    },
    {
      selectedFilter: 'eq',
      filterValue: p.unit,
      selectedParameter: { label: 'Unit', name: 'measurementUnit', type: 'string' },
    },
  ];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function storedOrder(raw: unknown): TableSettings['order'] | undefined {
  if (raw === null) return null;
  if (!isRecord(raw) || typeof raw.field !== 'string') return undefined;
  return raw.direction === 'asc' || raw.direction === 'desc'
    ? { field: raw.field, direction: raw.direction }
    : undefined;
}

/** The user's stored result-list settings (JSON text) with `filters` replaced and no search. */
export function withFilters(
  stored: string | null | undefined,
  filters: SavedFilter[],
): TableSettings {
  let raw: unknown;
  try {
    raw = stored ? JSON.parse(stored) : null;
  } catch {
    raw = null;
  }
  const s = isRecord(raw) ? raw : {};
  const settings: TableSettings = {
    filters,
    itemsPerPage: mapItemsPerPage(s.itemsPerPage, DEFAULT_ITEMS_PER_PAGE),
    disabledColumns: Array.isArray(s.disabledColumns)
      ? s.disabledColumns.filter((c): c is string => typeof c === 'string')
      : [],
  };
  const order = storedOrder(s.order);
  if (order !== undefined) settings.order = order;
  return settings;
}
