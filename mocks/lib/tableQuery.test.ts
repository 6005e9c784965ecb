import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { parseFilters, parseTableQuery } from '../http/tableQueryParams';
import { matches } from './tableFilter';
import {
  dtoFields,
  filterAndSort,
  firstInOrder,
  getPath,
  runTableQuery,
  type ListConfig,
  type TableQuery,
} from './tableQuery';

interface Row {
  id: number;
  name: string;
  value: number | null;
  date: number;
  done: boolean;
  tags: string[];
  owner: { name: string };
}

const rows: Row[] = [
  {
    id: 1,
    name: 'Garden well',
    value: 7.2,
    date: 1_700_000_000,
    done: true,
    tags: ['pH', 'Nitrate'],
    owner: { name: 'Anna' },
  },
  {
    id: 2,
    name: 'Aquarium',
    value: 6.5,
    date: 1_700_100_000,
    done: false,
    tags: ['pH'],
    owner: { name: 'Ben' },
  },
  {
    id: 3,
    name: 'Lake Constance',
    value: null,
    date: 1_700_200_000,
    done: true,
    tags: [],
    owner: { name: 'carla' },
  },
  {
    id: 4,
    name: 'garden pond',
    value: 8,
    date: 1_700_300_000,
    done: false,
    tags: ['Nitrate'],
    owner: { name: 'Dora' },
  },
];

const config: ListConfig<Row> = {
  fields: dtoFields(['id', 'name', 'value', 'date', 'done', 'tags', 'owner.name'], (r: Row) => r),
  searchFields: ['name', 'owner.name'],
  defaultOrder: 'id:asc',
};

const q = (over: Partial<TableQuery> = {}): TableQuery => ({
  filters: [],
  search: '',
  order: null,
  page: 1,
  itemsPerPage: 20,
  pagination: true,
  ...over,
});

const ids = (over: Partial<TableQuery>) =>
  runTableQuery(rows, q(over), config).items.map((r) => r.id);
const f = (
  field: string,
  operator: TableQuery['filters'][number]['operator'],
  value: string | number | boolean,
) => ({
  filters: [{ field, operator, value }],
});

function violationOf(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    const err = e as HttpError;
    expect(err.status).toBe(400);
    return (err.body.violations as { propertyPath: string; message: string }[])[0];
  }
  throw new Error('expected a 400');
}

describe('filters', () => {
  it('eq / ne on numbers (numeric text too), text (case-insensitive) and booleans', () => {
    expect(ids(f('value', 'eq', 8))).toEqual([4]);
    expect(ids(f('value', 'eq', '6.5'))).toEqual([2]);
    expect(ids(f('name', 'eq', 'AQUARIUM'))).toEqual([2]);
    expect(ids(f('done', 'eq', true))).toEqual([1, 3]);
    expect(ids(f('done', 'eq', 'false'))).toEqual([2, 4]);
    expect(ids(f('value', 'ne', 8))).toEqual([1, 2, 3]);
    expect(ids(f('name', 'ne', 'aquarium'))).toEqual([1, 3, 4]);
  });

  it('gt / gte / lt / lte on numbers and on dates as seconds (ISO text converted)', () => {
    expect(ids(f('value', 'gt', 7.2))).toEqual([4]);
    expect(ids(f('value', 'gte', 7.2))).toEqual([1, 4]);
    expect(ids(f('value', 'lt', 7.2))).toEqual([2]);
    expect(ids(f('value', 'lte', 7.2))).toEqual([1, 2]);
    expect(ids(f('date', 'gte', 1_700_200_000))).toEqual([3, 4]);
    expect(ids(f('date', 'lt', new Date(1_700_100_000_000).toISOString()))).toEqual([1]);
  });

  it('li is a case-insensitive contains', () => {
    expect(ids(f('name', 'li', 'GARDEN'))).toEqual([1, 4]);
    expect(ids(f('owner.name', 'li', 'a'))).toEqual([1, 3, 4]);
  });

  it('con / ncon test list membership (enumLike) and text containment', () => {
    expect(ids(f('tags', 'con', 'nitrate'))).toEqual([1, 4]);
    expect(ids(f('tags', 'ncon', 'pH'))).toEqual([3, 4]);
    expect(ids(f('name', 'con', 'lake'))).toEqual([3]);
    expect(ids(f('name', 'ncon', 'lake'))).toEqual([1, 2, 4]);
  });

  it('combines filters with AND and free-text search over the configured fields', () => {
    expect(
      ids({
        filters: [
          { field: 'done', operator: 'eq', value: false },
          { field: 'name', operator: 'li', value: 'garden' },
        ],
      }),
    ).toEqual([4]);
    expect(ids({ search: 'CARLA' })).toEqual([3]);
    expect(ids({ search: 'garden' })).toEqual([1, 4]);
    expect(ids({ search: 'nothing like this' })).toEqual([]);
  });

  it('matches() leaves empty values out of comparisons', () => {
    expect(matches(null, 'gt', 1)).toBe(false);
    expect(matches(undefined, 'eq', 'x')).toBe(false);
    expect(matches(null, 'ne', 'x')).toBe(true);
    expect(matches(5, 'gt', 'not a number')).toBe(false);
  });
});

describe('order and paging', () => {
  it('orders by a field in both directions; empty values last', () => {
    expect(ids({ order: { field: 'value', direction: 'asc' } })).toEqual([2, 1, 4, 3]);
    expect(ids({ order: { field: 'value', direction: 'desc' } })).toEqual([4, 1, 2, 3]);
    expect(ids({ order: { field: 'owner.name', direction: 'asc' } })).toEqual([1, 2, 3, 4]);
    expect(ids({ order: { field: 'name', direction: 'desc' } })).toEqual([3, 1, 4, 2]);
  });

  it('uses the default order and pages; pagination=false returns all', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    const page2 = runTableQuery(rows, q({ page: 2, itemsPerPage: 3 }), config);
    expect(page2).toEqual({ items: [rows[3]], total: 4 });
    expect(runTableQuery(rows, q({ page: 9, itemsPerPage: 3 }), config).items).toEqual([]);
    expect(
      runTableQuery(rows, q({ itemsPerPage: 1, pagination: false }), config).items,
    ).toHaveLength(4);
  });

  it('a first page of a long list is the start of the whole order (ties, empty values)', () => {
    // 2,000 rows with few distinct values, some empty: ties keep the stored order
    const many: Row[] = Array.from({ length: 2000 }, (_, i) => ({
      ...rows[i % 4],
      id: i + 1,
      value: i % 7 === 0 ? null : (i * 37) % 11,
      name: `Row ${(i * 13) % 50}`,
    }));
    for (const order of [
      { field: 'value', direction: 'asc' as const },
      { field: 'value', direction: 'desc' as const },
      { field: 'name', direction: 'asc' as const },
    ])
      for (const page of [1, 2, 5]) {
        const whole = filterAndSort(many, q({ order }), config);
        const paged = runTableQuery(many, q({ order, page, itemsPerPage: 25 }), config);
        expect(paged.items).toEqual(whole.slice((page - 1) * 25, page * 25));
        expect(paged.total).toBe(2000);
      }
  });

  it('firstInOrder keeps the first items of the order without sorting the rest', () => {
    const items = [5, 3, 9, 1, 7, 3, 8, 2];
    const byValue = (a: number, b: number) => a - b;
    expect(firstInOrder(items, 3, byValue)).toEqual([1, 2, 3]);
    expect(firstInOrder(items, 20, byValue)).toEqual([...items].sort(byValue));
    expect(firstInOrder(items, 0, byValue)).toEqual([]);
  });

  it('answers 400 for unknown fields', () => {
    expect(
      violationOf(() =>
        runTableQuery(rows, q({ order: { field: 'secret', direction: 'asc' } }), config),
      ),
    ).toEqual({
      propertyPath: 'order',
      message: 'Unknown field "secret".',
    });
    expect(
      violationOf(() => runTableQuery(rows, q(f('secret', 'eq', 1)), config)).propertyPath,
    ).toBe('filter');
  });
});

describe('parseTableQuery', () => {
  it('reads every parameter', () => {
    const params = new URLSearchParams({
      filter: JSON.stringify([{ field: 'name', operator: 'li', value: 'x' }]),
      search: '  well ',
      order: 'parameter.name:desc',
      page: '3',
      itemsPerPage: '40',
      pagination: 'false',
    });
    expect(parseTableQuery(params)).toEqual({
      filters: [{ field: 'name', operator: 'li', value: 'x' }],
      search: 'well',
      order: { field: 'parameter.name', direction: 'desc' },
      page: 3,
      itemsPerPage: 40,
      pagination: false,
    });
    expect(parseTableQuery(new URLSearchParams())).toMatchObject({
      page: 1,
      itemsPerPage: 20,
      pagination: true,
      order: null,
      filters: [],
    });
  });

  it('answers 400 with a violation for invalid values', () => {
    expect(violationOf(() => parseFilters('[{'))).toEqual({
      propertyPath: 'filter',
      message: 'The filter is not valid JSON.',
    });
    expect(violationOf(() => parseFilters('{"field":"a"}')).propertyPath).toBe('filter');
    expect(
      violationOf(() => parseFilters('[{"field":"a","operator":"like","value":1}]')).message,
    ).toBe('Unknown filter operator "like".');
    expect(
      violationOf(() => parseFilters('[{"field":"a","operator":"eq","value":null}]')).propertyPath,
    ).toBe('filter');
    expect(
      violationOf(() => parseTableQuery(new URLSearchParams({ order: 'name' }))).propertyPath,
    ).toBe('order');
    expect(
      violationOf(() => parseTableQuery(new URLSearchParams({ page: '0' }))).propertyPath,
    ).toBe('page');
    expect(
      violationOf(() => parseTableQuery(new URLSearchParams({ itemsPerPage: '1001' })))
        .propertyPath,
    ).toBe('itemsPerPage');
    expect(
      violationOf(() => parseTableQuery(new URLSearchParams({ pagination: 'no' }))).propertyPath,
    ).toBe('pagination');
  });
});

describe('getPath', () => {
  it('follows dotted paths and maps over lists', () => {
    expect(getPath({ a: { b: 2 } }, 'a.b')).toBe(2);
    expect(getPath({ a: [{ b: 1 }, { b: 2 }] }, 'a.b')).toEqual([1, 2]);
    expect(getPath({ a: null }, 'a.b')).toBeUndefined();
  });
});
