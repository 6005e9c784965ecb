/**
 * The query parameters of a table request, read and checked (400 with a violation on the
 * parameter when one is invalid): `filter` (JSON text of TableFilter[]), `search`, `order`,
 * `page` / `itemsPerPage` / `pagination=false`. The engine that runs them is
 * mocks/lib/tableQuery.ts.
 */
import { validationError, violation } from '../lib/errors';
import type { FilterOperator } from '../lib/tableFilter';
import { parseOrder, type TableFilter, type TableQuery } from '../lib/tableQuery';
import { FILTER_OPERATORS } from '@/domain/tableRules';

const bad = (field: string, message: string) => validationError([violation(field, message)], 400);

/** Parses and validates the filter JSON text (400 violation on 'filter' when invalid). */
export function parseFilters(text: string | null): TableFilter[] {
  if (text === null || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw bad('filter', 'The filter is not valid JSON.');
  }
  if (!Array.isArray(parsed)) throw bad('filter', 'The filter must be a list of filters.');
  return parsed.map((f) => parseFilter(f));
}

/** Validates one filter object (also used for filters sent in request bodies). */
export function parseFilter(f: unknown, path = 'filter'): TableFilter {
  if (typeof f !== 'object' || f === null)
    throw bad(path, 'Each filter needs field, operator and value.');
  const { field, operator, value } = f as Record<string, unknown>;
  if (typeof field !== 'string' || field === '') throw bad(path, 'Each filter needs a field.');
  if (!FILTER_OPERATORS.includes(operator as FilterOperator)) {
    throw bad(path, `Unknown filter operator "${String(operator)}".`);
  }
  if (!['string', 'number', 'boolean'].includes(typeof value)) {
    throw bad(path, 'A filter value must be a string, a number or a boolean.');
  }
  return { field, operator: operator as FilterOperator, value: value as TableFilter['value'] };
}

function intParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw bad(name, `This value should be an integer between ${min} and ${max}.`);
  }
  return n;
}

/** Reads the table query parameters of a request (400 with a violation when one is invalid). */
export function parseTableQuery(query: URLSearchParams, defaultItemsPerPage = 20): TableQuery {
  const pagination = query.get('pagination');
  if (pagination !== null && pagination !== 'true' && pagination !== 'false') {
    throw bad('pagination', 'This value should be true or false.');
  }
  return {
    filters: parseFilters(query.get('filter')),
    search: (query.get('search') ?? '').trim(),
    order: parseOrder(query.get('order')),
    page: intParam(query, 'page', 1, 1, Number.MAX_SAFE_INTEGER),
    itemsPerPage: intParam(query, 'itemsPerPage', defaultItemsPerPage, 1, 1000),
    pagination: pagination !== 'false',
  };
}
