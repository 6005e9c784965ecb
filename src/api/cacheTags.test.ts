import { describe, expect, it } from 'vitest';
import {
  list,
  many,
  one,
  record,
  resultTable,
  SEARCHED_RESULT_LISTS,
  shareLinks,
} from './cacheTags';
import type { Share } from './generated/endpoints';

const LIST_OF_RESULTS = { type: 'Result', id: 'LIST' };

describe('cache tag helpers', () => {
  it('one: the id of the argument, or the one found; none without an id', () => {
    expect(one('Result')({ id: 5 }, undefined)).toEqual([{ type: 'Result', id: 5 }]);
    const fromAnswer = one('Analysis', (_arg: unknown, a: { id: number } | undefined) => a?.id);
    expect(fromAnswer({}, { id: 7 })).toEqual([{ type: 'Analysis', id: 7 }]);
    expect(fromAnswer({}, undefined)).toEqual([]);
  });

  it('record: the record query of the id, apart from the views of the record', () => {
    expect(record('Result')({ id: 5 }, undefined)).toEqual([{ type: 'Result', id: 'record 5' }]);
  });

  it('many: the views and the record query of each id', () => {
    const tags = many('Result', (arg: { ids: number[] }) => arg.ids)({ ids: [1, 2] }, undefined);
    expect(tags).toEqual([
      { type: 'Result', id: 1 },
      { type: 'Result', id: 'record 1' },
      { type: 'Result', id: 2 },
      { type: 'Result', id: 'record 2' },
    ]);
  });

  it('list: LIST and each record, from a collection or an array; LIST alone on failure', () => {
    const hydra = { 'hydra:member': [{ id: 1 }, { id: 2 }], 'hydra:totalItems': 2 };
    expect(list('Result')(undefined, hydra)).toEqual([
      LIST_OF_RESULTS,
      { type: 'Result', id: 1 },
      { type: 'Result', id: 2 },
    ]);
    expect(list('HowTo')(undefined, [{ id: 3 }])).toEqual([
      { type: 'HowTo', id: 'LIST' },
      { type: 'HowTo', id: 3 },
    ]);
    expect(list('Result')(undefined, undefined)).toEqual([LIST_OF_RESULTS]);
  });

  it('share links: each link and the analysis or result it shows the name of', () => {
    const link = (id: string, resourceType: Share['resourceType'], resourceId: number) =>
      ({ id, resourceType, resourceId }) as Share;
    const answer = { totalItems: 2, shares: [link('a1', 'analysis', 4), link('r1', 'result', 9)] };
    expect(shareLinks(undefined, answer)).toEqual([
      { type: 'Share', id: 'LIST' },
      { type: 'Share', id: 'a1' },
      { type: 'Analysis', id: 4 },
      { type: 'Share', id: 'r1' },
      { type: 'Result', id: 9 },
    ]);
  });

  it.each([
    [{}, false],
    [{ order: 'sampleCreationDate:desc' }, false],
    [{ filter: JSON.stringify([{ field: 'parameter.id', operator: 'eq', value: 1 }]) }, false],
    [{ search: 'tap water' }, true],
    [{ order: 'measurementName:asc' }, true],
    [{ order: 'updatedAt:desc' }, true],
    [{ filter: JSON.stringify([{ field: 'comment', operator: 'li', value: 'x' }]) }, true],
    [{ filter: 'not json' }, true],
  ])('a result table %j is searched by edited fields: %s', (arg, searched) => {
    const tags = resultTable(arg, { 'hydra:member': [{ id: 1 }] });
    expect(tags).toContainEqual({ type: 'Result', id: 1 });
    expect(tags.some((t) => t === SEARCHED_RESULT_LISTS)).toBe(searched);
  });
});
