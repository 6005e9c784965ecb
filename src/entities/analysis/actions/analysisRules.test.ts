import { describe, expect, it } from 'vitest';
import {
  withNameTakenText,
  addResultsLabel,
  addedReport,
  fillableOwners,
  isBlankName,
  pickerOptionLabel,
  querySource,
  selectionSource,
} from './analysisRules';

describe('analysis action rules', () => {
  it('offers an admin the own analyses, and the owner’s when all results are one user’s', () => {
    expect(fillableOwners(9, [])).toEqual([9]);
    expect(fillableOwners(9, [1, 1, 1])).toEqual([9, 1]);
    expect(fillableOwners(9, [1, 9])).toEqual([9, 1]);
    expect(fillableOwners(9, [1, 2])).toEqual([9]);
    expect(fillableOwners(9, [9])).toEqual([9]);
  });

  it('names the owner of an option only where the picker lists several owners', () => {
    const mine = { name: 'Wells', countOfResults: 3, user: { id: 9, displayName: 'Ada' } };
    const theirs = { ...mine, user: { id: 1, displayName: 'Anna Becker' } };
    expect(pickerOptionLabel(mine)).toBe('Wells (3 result(s))');
    expect(pickerOptionLabel(mine, 9)).toBe('Wells (3 result(s)) · yours');
    expect(pickerOptionLabel(theirs, 9)).toBe('Wells (3 result(s)) · Anna Becker');
  });

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

  it('reads a conflict on the name (422) as "Analysis name already taken."', () => {
    const taken = {
      status: 422,
      data: { violations: [{ propertyPath: 'name', message: 'This value is already used.' }] },
    };
    expect(withNameTakenText(taken)).toEqual({
      status: 422,
      data: { violations: [{ propertyPath: 'name', message: 'Analysis name already taken.' }] },
    });
    const tooLong = {
      status: 400,
      data: { violations: [{ propertyPath: 'name', message: 'This value is too long.' }] },
    };
    expect(withNameTakenText(tooLong)).toBe(tooLong);
    expect(withNameTakenText(null)).toBeNull();
  });
});
