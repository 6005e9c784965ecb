import { operatorsFor } from '@/domain/tableRules';
import {
  dropZeroParameterFilters,
  isFilterable,
  type ColumnMeta,
  type FilterOperator,
  type FilterValue,
  type SavedFilter,
} from '@/shared/lib/tableQuery';

/** A filter being edited in the modal: any part may still be missing. */
export interface FilterDraft {
  id: number;
  field?: string;
  operator?: FilterOperator;
  value?: FilterValue | null;
  /**
   * The label the filter was saved under, kept while its field is unchanged: the dashboard saves
   * its parameter filter on the 'Parameter' column's field under the label 'Citation'.
   */
  label?: string;
}

export const toDrafts = (filters: readonly SavedFilter[]): FilterDraft[] =>
  filters.map((f, i) => ({
    id: i + 1,
    field: f.selectedParameter.name,
    operator: f.selectedFilter as FilterOperator,
    value: f.filterValue,
    label: f.selectedParameter.label,
  }));

const hasValue = (v: FilterValue | null | undefined): v is FilterValue =>
  v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');

/**
 * The fields a filter can use: the filterable columns, plus fields of saved filters that have no
 * column (e.g. the range filter the dashboard stores), under their saved label.
 */
export function filterFields<C extends ColumnMeta>(
  columns: readonly C[],
  saved: readonly SavedFilter[],
): (C | ColumnMeta)[] {
  const fields: (C | ColumnMeta)[] = columns.filter(isFilterable);
  for (const { selectedParameter: p } of saved) {
    if (!columns.some((c) => c.key === p.name) && !fields.some((f) => f.key === p.name)) {
      fields.push({ key: p.name, title: p.label, type: p.type });
    }
  }
  return fields;
}

/**
 * The filters to apply: complete drafts on known fields with an operator of the field type;
 * parameter/citation filters with value 0 are dropped.
 */
export function fromDrafts(
  drafts: readonly FilterDraft[],
  fields: readonly ColumnMeta[],
): SavedFilter[] {
  const out: SavedFilter[] = [];
  for (const d of drafts) {
    const field = fields.find((c) => c.key === d.field);
    if (
      !field ||
      !d.operator ||
      !hasValue(d.value) ||
      !operatorsFor(field.type).includes(d.operator)
    )
      continue;
    out.push({
      selectedFilter: d.operator,
      filterValue: d.value,
      selectedParameter: { label: d.label ?? field.title, name: field.key, type: field.type },
    });
  }
  return dropZeroParameterFilters(out);
}
