import { describe, expect, it } from 'vitest';
import { seed } from './seed';
import { freshSeed } from './seedCopies';

describe('freshSeed', () => {
  it('holds the seed, table by table', () => {
    const copy = freshSeed('default');
    expect(Object.keys(copy)).toEqual(Object.keys(seed('default')));
    expect(structuredClone(copy)).toEqual(seed('default'));
    expect(JSON.parse(JSON.stringify(copy))).toEqual(JSON.parse(JSON.stringify(seed('default'))));
  });

  it('gives each copy tables of its own: a change stays in its copy', () => {
    const first = freshSeed('default');
    const result = first.results[0];
    result.comment = 'changed in the first copy';
    first.users.push({ ...first.users[0], id: 9999 });
    first.analyses = [];
    expect(first.results[0].comment).toBe('changed in the first copy');
    expect(first.analyses).toEqual([]);

    const second = freshSeed('default');
    expect(second.results[0].comment).toBe(seed('default').results[0].comment);
    expect(second.users).toHaveLength(seed('default').users.length);
    expect(second.analyses).toHaveLength(seed('default').analyses.length);
    expect(second.results[0]).not.toBe(result);
  });

  it('hands out the same table on every read of one copy', () => {
    const copy = freshSeed('default');
    expect(copy.results).toBe(copy.results);
    expect({ ...copy }.shares).toBe(copy.shares);
  });
});
