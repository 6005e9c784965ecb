/**
 * The rules of every server-driven table that the screens and the server both apply:
 * - the filter operators each column type offers: number eq, ne, gt, gte, lt, lte; text eq, ne,
 *   li; date gt, gte, lt, lte; enumLike eq, ne, con, ncon; enum eq, ne; other none;
 * - a saved filter is well formed: a label, a field path, a known column type, an operator of
 *   that type and a value that is a non-blank text, a number or a boolean;
 * - page sizes 10, 20, 40 and 80 (20 by default); earlier versions stored 50 and 100, which
 *   stay valid and show as 40 and 80;
 * - between 1 and 8 columns are visible;
 * - the field of the user's record that keeps each list's saved settings.
 */
import type { components } from '@/api/generated/schema';

type Schemas = components['schemas'];
export type SavedFilter = Schemas['SavedFilter'];
export type FilterOperator = Schemas['TableFilter']['operator'];
export type ColumnType = SavedFilter['selectedParameter']['type'];

const OPERATORS: Record<ColumnType, readonly FilterOperator[]> = {
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'],
  string: ['eq', 'ne', 'li'],
  date: ['gt', 'gte', 'lt', 'lte'],
  enumLike: ['eq', 'ne', 'con', 'ncon'],
  enum: ['eq', 'ne'],
  other: [],
};

/** Every operator a filter may use. */
export const FILTER_OPERATORS: readonly FilterOperator[] = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'li',
  'con',
  'ncon',
];
export const COLUMN_TYPES = Object.keys(OPERATORS) as ColumnType[];

export const operatorsFor = (type: ColumnType): readonly FilterOperator[] => OPERATORS[type] ?? [];

const FIELD_PATTERN = /^[A-Za-z0-9_.]+$/;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A well-formed saved filter whose operator belongs to its column type. */
export function isValidSavedFilter(f: unknown): f is SavedFilter {
  if (!isRecord(f) || !isRecord(f.selectedParameter)) return false;
  const { label, name, type } = f.selectedParameter;
  if (typeof label !== 'string' || typeof name !== 'string' || !FIELD_PATTERN.test(name))
    return false;
  if (!COLUMN_TYPES.includes(type as ColumnType)) return false;
  if (!operatorsFor(type as ColumnType).includes(f.selectedFilter as FilterOperator)) return false;
  const v = f.filterValue;
  return (
    (typeof v === 'string' && v.trim() !== '') ||
    typeof v === 'boolean' ||
    (typeof v === 'number' && Number.isFinite(v))
  );
}

export const PAGE_SIZE_OPTIONS = [10, 20, 40, 80] as const;
export const DEFAULT_ITEMS_PER_PAGE = 20;
/** Page sizes earlier versions stored, and the size each shows as. */
const STORED_PAGE_SIZES: Readonly<Record<number, number>> = { 50: 40, 100: 80 };

/** A page size the stored settings may hold: an option, or one an earlier version stored. */
export const isStoredPageSize = (n: unknown): n is number =>
  (PAGE_SIZE_OPTIONS as readonly unknown[]).includes(n) ||
  (typeof n === 'number' && n in STORED_PAGE_SIZES);

/** A stored page size as shown: 10/20/40/80 stay, 50 -> 40, 100 -> 80, else the fallback. */
export function mapItemsPerPage(n: unknown, fallback: number = DEFAULT_ITEMS_PER_PAGE): number {
  if (!isStoredPageSize(n)) return fallback;
  return STORED_PAGE_SIZES[n] ?? n;
}

export const MIN_VISIBLE_COLUMNS = 1;
export const MAX_VISIBLE_COLUMNS = 8;

/**
 * The field of the user record that keeps each list's settings, as JSON text (the odd spelling
 * of `resultListmetaData` is the API's).
 */
export const LIST_SETTINGS_FIELD = {
  result: 'resultListmetaData',
  analysis: 'analysisListMetaData',
  notification: 'notificationListMetaData',
  user: 'userListMetaData',
  successfulResult: 'successfulResultListMetaData',
  discardedResult: 'discardedResultListMetaData',
} as const satisfies Record<Schemas['ListName'], keyof Schemas['User']>;
