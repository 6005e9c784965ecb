import { describe, expect, it } from 'vitest';
import {
  clampFutureDate,
  defaultDisabledColumns,
  defaultTableState,
  dropZeroParameterFilters,
  isFilterable,
  isValidColumnSelection,
  sanitizeStoredSettings,
  toQueryArgs,
  toSavedSettings,
  toggleColumn,
  visibleColumns,
  type ColumnMeta,
  type SavedFilter,
  type TableState,
} from './tableQuery';

const col = (key: string, extra: Partial<ColumnMeta> = {}): ColumnMeta => ({
  key,
  title: key,
  type: 'string',
  ...extra,
});
/** 10 columns: the fixed name first, 9 others. */
const columns: ColumnMeta[] = [
  col('measurementName', { fixed: true }),
  col('measurementValue', { type: 'number' }),
  col('measurementUnit'),
  col('parameter.id', { type: 'enum' }),
  col('sampleCreationDate', { type: 'date' }),
  col('location', { type: 'other' }),
  col('testStripLotNumber'),
  col('cardLotNumber'),
  col('comment'),
  col('id', { type: 'number', sortable: false }),
];

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

describe('operators', () => {
  it('makes columns of type other unfilterable', () => {
    expect(isFilterable(col('x', { type: 'other' }))).toBe(false);
    expect(isFilterable(col('x', { type: 'other', filterable: true }))).toBe(false);
    expect(isFilterable(col('x', { filterable: false }))).toBe(false);
    expect(isFilterable(col('x'))).toBe(true);
  });
});

describe('visible columns', () => {
  it('shows the first 8 columns by default', () => {
    expect(defaultDisabledColumns(columns)).toEqual(['comment', 'id']);
    expect(visibleColumns(columns, defaultDisabledColumns(columns))).toHaveLength(8);
  });

  it('keeps fixed columns visible even past the 8th place', () => {
    const late = [...columns.slice(1), col('name', { fixed: true })];
    const disabled = defaultDisabledColumns(late);
    expect(disabled).not.toContain('name');
    expect(visibleColumns(late, disabled).map((c) => c.key)).toContain('name');
    expect(visibleColumns(late, disabled)).toHaveLength(8);
  });

  it('never hides a fixed column', () => {
    expect(visibleColumns(columns, ['measurementName', 'comment']).map((c) => c.key)).toContain(
      'measurementName',
    );
  });

  it('accepts 1 to 8 visible columns without a fixed one disabled', () => {
    const allButName = columns.slice(1).map((c) => c.key);
    expect(isValidColumnSelection(columns, allButName)).toBe(true);
    expect(isValidColumnSelection(columns, ['comment'])).toBe(false); // 9 visible
    expect(isValidColumnSelection(columns, ['comment', 'id'])).toBe(true);
    expect(isValidColumnSelection(columns, ['measurementName', 'comment', 'id'])).toBe(false);
    const noFixed = columns.map((c) => ({ ...c, fixed: false }));
    expect(
      isValidColumnSelection(
        noFixed,
        noFixed.map((c) => c.key),
      ),
    ).toBe(false); // 0 visible
  });

  it('toggles a column only within the rules', () => {
    expect(toggleColumn(columns, ['comment', 'id'], 'measurementUnit')).toEqual([
      'comment',
      'id',
      'measurementUnit',
    ]);
    expect(toggleColumn(columns, ['comment', 'id', 'measurementUnit'], 'comment')).toEqual([
      'id',
      'measurementUnit',
    ]);
    expect(toggleColumn(columns, ['comment', 'id'], 'comment')).toBeNull(); // would be 9
    expect(toggleColumn(columns, ['comment', 'id'], 'measurementName')).toBeNull(); // fixed
    const allButName = columns.slice(1).map((c) => c.key);
    expect(
      toggleColumn(
        columns.map((c) => ({ ...c, fixed: false })),
        allButName,
        'measurementName',
      ),
    ).toBeNull(); // 0
  });
});

describe('dropZeroParameterFilters', () => {
  it('drops parameter and citation filters whose value is 0', () => {
    const kept = [
      filter('parameter.id', 'enum', 'eq', 1),
      filter('measurementValue', 'number', 'eq', 0),
    ];
    const dropped = [
      filter('parameter.id', 'enum', 'eq', 0),
      filter('parameter.citationFormula', 'enum', 'eq', '0'),
      filter('parameterId', 'enum', 'ne', 0),
      filter('citationForm', 'string', 'eq', 0),
    ];
    expect(dropZeroParameterFilters([...dropped, ...kept])).toEqual(kept);
  });
});

describe('clampFutureDate', () => {
  const now = 1_700_000_000;
  it('resets a future date to now for greater than and greater than/equals', () => {
    expect(clampFutureDate('gt', now + 60, now)).toEqual({ value: now, clamped: true });
    expect(clampFutureDate('gte', now + 1, now)).toEqual({ value: now, clamped: true });
  });
  it('keeps past dates and other operators', () => {
    expect(clampFutureDate('gt', now - 60, now)).toEqual({ value: now - 60, clamped: false });
    expect(clampFutureDate('gte', now, now)).toEqual({ value: now, clamped: false });
    expect(clampFutureDate('lt', now + 60, now)).toEqual({ value: now + 60, clamped: false });
    expect(clampFutureDate('lte', now + 60, now)).toEqual({ value: now + 60, clamped: false });
  });
});

describe('sanitizeStoredSettings', () => {
  const defaults = defaultTableState(columns);

  it('gives the defaults for missing or invalid JSON', () => {
    expect(sanitizeStoredSettings(null, columns)).toEqual(defaults);
    expect(sanitizeStoredSettings('', columns)).toEqual(defaults);
    expect(sanitizeStoredSettings('{not json', columns)).toEqual(defaults);
    expect(sanitizeStoredSettings('[1,2]', columns)).toEqual(defaults);
    expect(defaults).toEqual({
      page: 1,
      itemsPerPage: 20,
      search: '',
      order: null,
      filters: [],
      disabledColumns: ['comment', 'id'],
    });
  });

  it('restores every stored setting', () => {
    const filters = [
      filter('parameter.id', 'enum', 'eq', 1),
      filter('measurementUnit', 'string', 'eq', 'mg/l'),
    ];
    const json = JSON.stringify({
      filters,
      itemsPerPage: 100,
      search: 'tap',
      disabledColumns: ['measurementUnit', 'comment'],
      order: { field: 'sampleCreationDate', direction: 'desc' },
    });
    expect(sanitizeStoredSettings(json, columns)).toEqual({
      page: 1,
      itemsPerPage: 80,
      search: 'tap',
      order: { field: 'sampleCreationDate', direction: 'desc' },
      filters,
      disabledColumns: ['measurementUnit', 'comment'],
    });
  });

  it('discards a disabled list that leaves more than 8 visible', () => {
    const json = JSON.stringify({ filters: [], itemsPerPage: 20, disabledColumns: ['comment'] });
    expect(sanitizeStoredSettings(json, columns).disabledColumns).toEqual(['comment', 'id']);
  });

  it('discards a disabled list that hides the fixed name column', () => {
    const json = JSON.stringify({
      filters: [],
      itemsPerPage: 20,
      disabledColumns: ['measurementName', 'comment', 'id'],
    });
    expect(sanitizeStoredSettings(json, columns).disabledColumns).toEqual(['comment', 'id']);
  });

  it('ignores unknown column keys and checks the rest', () => {
    const json = JSON.stringify({
      filters: [],
      itemsPerPage: 20,
      disabledColumns: ['gone', 'comment', 'id', 'cardLotNumber'],
    });
    expect(sanitizeStoredSettings(json, columns).disabledColumns).toEqual([
      'comment',
      'id',
      'cardLotNumber',
    ]);
  });

  it('skips invalid filters and parameter filters with value 0', () => {
    const good = filter('measurementValue', 'number', 'gte', 5);
    const json = JSON.stringify({
      filters: [
        good,
        filter('parameter.id', 'enum', 'eq', 0),
        filter('x', 'string', 'gt', 'a'),
        'junk',
      ],
      itemsPerPage: 20,
      disabledColumns: [],
    });
    expect(sanitizeStoredSettings(json, columns).filters).toEqual([good]);
  });

  it('drops an order on an unknown or unsortable column, keeping the default order', () => {
    const byId = JSON.stringify({
      filters: [],
      itemsPerPage: 20,
      disabledColumns: [],
      order: { field: 'id', direction: 'asc' },
    });
    const bad = JSON.stringify({ order: { field: 'measurementName', direction: 'up' } });
    const fallback = { field: 'sampleCreationDate', direction: 'desc' } as const;
    expect(sanitizeStoredSettings(byId, columns).order).toBeNull();
    expect(sanitizeStoredSettings(bad, columns, { order: fallback }).order).toEqual(fallback);
  });

  it('maps the stored page size with the given default', () => {
    expect(
      sanitizeStoredSettings('{"itemsPerPage":50}', columns, { itemsPerPage: 10 }).itemsPerPage,
    ).toBe(40);
    expect(
      sanitizeStoredSettings('{"itemsPerPage":7}', columns, { itemsPerPage: 10 }).itemsPerPage,
    ).toBe(10);
  });
});

describe('toQueryArgs', () => {
  const state: TableState = { ...defaultTableState(columns), page: 3, itemsPerPage: 40 };

  it('sends only page, size and pagination for a plain state', () => {
    expect(toQueryArgs(state)).toEqual({ page: 3, itemsPerPage: 40, pagination: true });
  });

  it('sends the trimmed search, the order as field:direction and the filters as JSON text', () => {
    const args = toQueryArgs(
      {
        ...state,
        search: '  tap ',
        order: { field: 'parameter.name', direction: 'asc' },
        filters: [filter('measurementValue', 'number', 'gt', 5)],
      },
      [{ field: 'discardedResult', operator: 'eq', value: true }],
    );
    expect(args).toEqual({
      page: 3,
      itemsPerPage: 40,
      pagination: true,
      search: 'tap',
      order: 'parameter.name:asc',
      filter: JSON.stringify([
        { field: 'discardedResult', operator: 'eq', value: true },
        { field: 'measurementValue', operator: 'gt', value: 5 },
      ]),
    });
  });

  it('always sends the fixed filters', () => {
    expect(
      toQueryArgs(state, [{ field: 'discardedResult', operator: 'eq', value: false }]).filter,
    ).toBe('[{"field":"discardedResult","operator":"eq","value":false}]');
  });
});

describe('toSavedSettings', () => {
  it('stores filters, page size, search, disabled columns and order (not the page)', () => {
    const filters = [filter('measurementUnit', 'string', 'li', 'mg')];
    const state: TableState = {
      page: 4,
      itemsPerPage: 80,
      search: 'lake',
      order: { field: 'sampleCreationDate', direction: 'desc' },
      filters,
      disabledColumns: ['comment'],
    };
    expect(toSavedSettings(state)).toEqual({
      filters,
      itemsPerPage: 80,
      search: 'lake',
      disabledColumns: ['comment'],
      order: { field: 'sampleCreationDate', direction: 'desc' },
    });
  });

  it('round-trips through sanitizeStoredSettings', () => {
    const state: TableState = {
      page: 1,
      itemsPerPage: 10,
      search: 'x',
      order: { field: 'measurementValue', direction: 'asc' },
      filters: [filter('sampleCreationDate', 'date', 'lt', 1_600_000_000)],
      disabledColumns: ['comment', 'id', 'cardLotNumber'],
    };
    expect(sanitizeStoredSettings(JSON.stringify(toSavedSettings(state)), columns)).toEqual(state);
  });
});
