/**
 * Whether a row value passes one filter of a table query (the operators of the contract's
 * TableFilter): numbers compare as numbers (a date given as text as epoch seconds), booleans as
 * booleans, text case-insensitively; a list (an enumLike column) matches when one of its values
 * does.
 */
import type { TableFilter } from '@/api';

export type FilterOperator = TableFilter['operator'];

function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    if (!Number.isNaN(n)) return n;
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? NaN : Math.floor(ms / 1000);
  }
  return NaN;
}

function toBool(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  return null;
}

/** A value as text for a case-insensitive comparison. */
export const lower = (v: unknown) => String(v).toLowerCase();

/** Equality of a row value and a filter value (numbers, booleans, case-insensitive text). */
function equals(rowValue: unknown, value: unknown): boolean {
  if (rowValue === null || rowValue === undefined) return false;
  if (typeof rowValue === 'number') return rowValue === toNumber(value);
  if (typeof rowValue === 'boolean') return rowValue === toBool(value);
  return lower(rowValue).trim() === lower(value).trim();
}

function compare(rowValue: unknown, value: unknown): number {
  if (typeof rowValue === 'number') return rowValue - toNumber(value);
  return lower(rowValue).localeCompare(lower(value));
}

/** Does a row value satisfy one filter? Lists (enumLike) match when any element matches. */
export function matches(rowValue: unknown, op: FilterOperator, value: unknown): boolean {
  const list = Array.isArray(rowValue) ? (rowValue as unknown[]) : null;
  switch (op) {
    case 'eq':
      return list ? list.some((v) => equals(v, value)) : equals(rowValue, value);
    case 'ne':
      return list ? !list.some((v) => equals(v, value)) : !equals(rowValue, value);
    case 'li':
      return (list ?? [rowValue]).some((v) => v != null && lower(v).includes(lower(value).trim()));
    case 'con':
    case 'ncon': {
      const found = list
        ? list.some((v) => equals(v, value))
        : rowValue != null && lower(rowValue).includes(lower(value).trim());
      return op === 'con' ? found : !found;
    }
    default: {
      if (rowValue === null || rowValue === undefined || list) return false;
      const d = compare(rowValue, value);
      if (Number.isNaN(d)) return false;
      if (op === 'gt') return d > 0;
      if (op === 'gte') return d >= 0;
      if (op === 'lt') return d < 0;
      return d <= 0;
    }
  }
}
