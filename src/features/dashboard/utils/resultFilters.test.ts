import { describe, expect, it } from 'vitest';
import { parameterFilters, withFilters } from './resultFilters';

const nitrate = { id: 2, parameterRange: '0-500', unit: 'mg/l' };

describe('parameterFilters', () => {
  it('builds the three spec filters', () => {
    expect(parameterFilters(nitrate)).toEqual([
      {
        selectedFilter: 'eq',
        filterValue: 2,
        selectedParameter: { label: 'Citation', name: 'parameter.id', type: 'enum' },
      },
      {
        selectedFilter: 'eq',
        filterValue: '0-500',
        selectedParameter: { label: 'Range', name: 'parameter.parameterRange', type: 'string' },
      },
      {
        selectedFilter: 'eq',
        filterValue: 'mg/l',
        selectedParameter: { label: 'Unit', name: 'measurementUnit', type: 'string' },
      },
    ]);
  });
});

describe('withFilters', () => {
  const filters = parameterFilters(nitrate);

  it('uses the defaults when nothing is stored or the text is broken', () => {
    const expected = { filters, itemsPerPage: 20, disabledColumns: [] };
    expect(withFilters(null, filters)).toEqual(expected);
    expect(withFilters('{not json', filters)).toEqual(expected);
    expect(withFilters('[1,2]', filters)).toEqual(expected);
  });

  it('keeps page size, columns and order, replaces the filters and clears the search', () => {
    const stored = JSON.stringify({
      filters: [
        {
          selectedFilter: 'li',
          filterValue: 'x',
          selectedParameter: { label: 'Name', name: 'measurementName', type: 'string' },
        },
      ],
      itemsPerPage: 40,
      search: 'well',
      disabledColumns: ['comment', 3],
      order: { field: 'measurementValue', direction: 'asc' },
    });
    expect(withFilters(stored, filters)).toEqual({
      filters,
      itemsPerPage: 40,
      disabledColumns: ['comment'],
      order: { field: 'measurementValue', direction: 'asc' },
    });
  });

  it('maps stored page sizes the server would refuse', () => {
    expect(withFilters('{"itemsPerPage":50}', filters).itemsPerPage).toBe(40);
    expect(withFilters('{"itemsPerPage":100}', filters).itemsPerPage).toBe(80);
    expect(withFilters('{"itemsPerPage":7}', filters).itemsPerPage).toBe(20);
  });

  it('keeps a null order and drops a malformed one', () => {
    expect(withFilters('{"order":null}', filters).order).toBeNull();
    expect(withFilters('{"order":{"field":"x","direction":"up"}}', filters)).not.toHaveProperty(
      'order',
    );
  });
});
