import {
  isStoredPageSize,
  isValidSavedFilter,
  mapItemsPerPage,
  operatorsFor,
  type SavedFilter,
} from './tableRules';

const filter = (
  name: string,
  type: SavedFilter['selectedParameter']['type'],
  op: string,
  value: SavedFilter['filterValue'],
): SavedFilter => ({
  selectedFilter: op,
  filterValue: value,
  selectedParameter: { label: name, name, type },
});

describe('operatorsFor', () => {
  it('gives exactly the operators of each column type', () => {
    expect(operatorsFor('number')).toEqual(['eq', 'ne', 'gt', 'gte', 'lt', 'lte']);
    expect(operatorsFor('string')).toEqual(['eq', 'ne', 'li']);
    expect(operatorsFor('date')).toEqual(['gt', 'gte', 'lt', 'lte']);
    expect(operatorsFor('enumLike')).toEqual(['eq', 'ne', 'con', 'ncon']);
    expect(operatorsFor('enum')).toEqual(['eq', 'ne']);
    expect(operatorsFor('other')).toEqual([]);
  });
});

describe('mapItemsPerPage', () => {
  it.each([
    [10, 10],
    [20, 20],
    [40, 40],
    [80, 80],
    [50, 40],
    [100, 80],
    [30, 20],
    [0, 20],
    ['20', 20],
    [undefined, 20],
    [null, 20],
  ])('maps %s to %s', (input, expected) => {
    expect(mapItemsPerPage(input)).toBe(expected);
  });

  it('uses the given default for unknown values', () => {
    expect(mapItemsPerPage(33, 10)).toBe(10);
    expect(mapItemsPerPage(50, 10)).toBe(40);
  });
});

describe('isStoredPageSize', () => {
  it('takes the options and the 50 and 100 of earlier versions, nothing else', () => {
    for (const n of [10, 20, 40, 80, 50, 100]) expect(isStoredPageSize(n), String(n)).toBe(true);
    for (const n of [0, 1, 30, 60, 1000, '20', null])
      expect(isStoredPageSize(n), String(n)).toBe(false);
  });
});

describe('isValidSavedFilter', () => {
  it('accepts a well-formed filter with an operator of its type', () => {
    expect(isValidSavedFilter(filter('measurementValue', 'number', 'gte', -2.5))).toBe(true);
    expect(isValidSavedFilter(filter('discardedResult', 'enum', 'eq', true))).toBe(true);
    expect(isValidSavedFilter(filter('parameters.name', 'enumLike', 'ncon', 'pH'))).toBe(true);
    expect(isValidSavedFilter(filter('measurementValue', 'number', 'li', 2))).toBe(false);
    expect(isValidSavedFilter(filter('location', 'other', 'eq', 'x'))).toBe(false);
    expect(isValidSavedFilter(filter('measurementValue', 'number', 'eq', Infinity))).toBe(false);
    expect(isValidSavedFilter(filter('x', 'color' as 'enum', 'eq', 'x'))).toBe(false);
    expect(isValidSavedFilter(filter('measurementUnit', 'string', 'li', 'mg'))).toBe(true);
    expect(isValidSavedFilter(filter('measurementUnit', 'string', 'gt', 'mg'))).toBe(false);
    expect(isValidSavedFilter(filter('sampleCreationDate', 'date', 'eq', 1))).toBe(false);
    expect(isValidSavedFilter(filter('measurementUnit', 'string', 'eq', ''))).toBe(false);
    expect(isValidSavedFilter(filter('a b', 'string', 'eq', 'x'))).toBe(false);
    expect(isValidSavedFilter({ selectedFilter: 'eq', filterValue: 1 })).toBe(false);
    expect(isValidSavedFilter(null)).toBe(false);
  });
});
