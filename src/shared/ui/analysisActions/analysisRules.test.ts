import { describe, expect, it } from 'vitest';
import {
  addResultsLabel,
  addedReport,
  fieldViolation,
  isBlankName,
  querySource,
  selectionSource,
} from './analysisRules';

describe('analysis action rules', () => {
  it('treats names that are blank after trimming as missing', () => {
    expect(isBlankName('')).toBe(true);
    expect(isBlankName('   \t')).toBe(true);
    expect(isBlankName(undefined)).toBe(true);
    expect(isBlankName(' a ')).toBe(false);
  });

  it('fills the amount into the add button and reports the counts', () => {
    expect(addResultsLabel(3)).toBe('Add 3 result(s) to Analysis');
    expect(addedReport(2, 1)).toBe('2 result(s) added, 1 already in the analysis');
  });

  it('takes the filters and search of a query, not its paging', () => {
    const filter = [{ field: 'parameter.id', operator: 'eq', value: 2 }];
    expect(querySource({ filter: JSON.stringify(filter), search: 'Well' } as never)).toEqual({
      fromQuery: true,
      filters: filter,
      search: 'Well',
    });
    expect(querySource({})).toEqual({ fromQuery: true, filters: [] });
    expect(selectionSource([3, '5'])).toEqual({ fromQuery: false, resultIds: [3, 5] });
  });

  it('finds the violation of a field in a failed call', () => {
    const error = {
      status: 422,
      data: { violations: [{ propertyPath: 'name', message: 'Analysis name already taken.' }] },
    };
    expect(fieldViolation(error, 'name')).toBe('Analysis name already taken.');
    expect(fieldViolation(error, 'filters')).toBeNull();
    expect(fieldViolation({ status: 500, data: { message: 'x' } }, 'name')).toBeNull();
    expect(fieldViolation(null, 'name')).toBeNull();
  });
});
