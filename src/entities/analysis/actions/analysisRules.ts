/**
 * The rules of the analysis actions on result lists (spec 2 sections 4 and 5, spec 3 result
 * lists): a name blank after trimming cannot be submitted, 'Analysis name already taken.' shows
 * on the field, the add button reads 'Add {{amount}} result(s) to Analysis', and adding reports
 * how many results were added and how many were already in the analysis.
 */
import { httpStatusOf, violationsOf, type Analysis } from '@/api';
import { maxLengths } from '@/api';
import { ANALYSIS_MESSAGES } from '@/domain/messages';
import type { TableFilter, TableQueryArgs } from '@/shared/lib/tableQuery';

export const NAME_TAKEN_MESSAGE = ANALYSIS_MESSAGES.nameTaken;
/** Page size of the analysis search in the add-to-analysis popup (spec 3 section 9). */
export const ANALYSIS_SEARCH_PAGE_SIZE = 5;
/** The server's longest analysis name. */
export const MAX_ANALYSIS_NAME_LENGTH = maxLengths.AnalysisCreate.name;

/** Where the results of a new analysis come from: selected rows or the whole current query. */
export type NewAnalysisSource =
  | { fromQuery: false; resultIds: number[] }
  | { fromQuery: true; filters: TableFilter[]; search?: string };

export const isBlankName = (name: string | null | undefined) => !name || name.trim() === '';

/** 'Add {{amount}} result(s) to Analysis' with the amount filled in. */
export const addResultsLabel = (amount: number) => `Add ${amount} result(s) to Analysis`;

/** The report after adding results (wording ours; the spec only says it reports counts). */
export const addedReport = (added: number, skipped: number) =>
  `${added} result(s) added, ${skipped} already in the analysis`;

/** The analysis source of a table's current query (its filters and search, not the paging). */
export function querySource(query: Pick<TableQueryArgs, 'filter' | 'search'>): NewAnalysisSource {
  let filters: TableFilter[] = [];
  if (query.filter) {
    const parsed: unknown = JSON.parse(query.filter);
    if (Array.isArray(parsed)) filters = parsed as TableFilter[];
  }
  return { fromQuery: true, filters, ...(query.search ? { search: query.search } : {}) };
}

export const selectionSource = (ids: readonly (number | string)[]): NewAnalysisSource => ({
  fromQuery: false,
  resultIds: ids.map(Number),
});

/**
 * The failed call as the name field should show it: the server's conflict on the name (a 422)
 * reads 'Analysis name already taken.'; other failures stay as they are.
 */
export function withNameTakenText(error: unknown): unknown {
  if (httpStatusOf(error) !== 422) return error;
  const violations = violationsOf(error).map((v) =>
    v.propertyPath === 'name' ? { ...v, message: NAME_TAKEN_MESSAGE } : v,
  );
  return { ...(error as object), data: { violations } };
}

/**
 * Whose analyses an admin may fill with the results of these owners: the admin's own (an admin's
 * analysis may hold any user's results) and, when every result is one other user's, that user's
 * (a user's analysis holds only the user's own results). A user's picker needs no owners.
 */
export function fillableOwners(me: number, resultOwners: readonly number[]): number[] {
  const others = [...new Set(resultOwners)].filter((id) => id !== me);
  return others.length === 1 ? [me, others[0]] : [me];
}

/**
 * An option of the analysis picker: the name and its count, and, where the picker lists analyses
 * of several owners (`me` given), whose it is: 'yours' or the owner's display name.
 */
export function pickerOptionLabel(
  a: Pick<Analysis, 'name' | 'countOfResults' | 'user'>,
  me?: number,
): string {
  const base = `${a.name} (${a.countOfResults} result(s))`;
  if (me === undefined) return base;
  return `${base} · ${a.user.id === me ? 'yours' : a.user.displayName}`;
}
