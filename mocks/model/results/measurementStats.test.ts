/** Measurement counts, levels and usage per parameter, from the store's results. */
import { REFERENCE_SECONDS } from '../../db/clock';
import { db, resetDbSync } from '../../db/store';
import type { ResultRecord } from '../../db/types';
import { levelFor, measurementStats, parameterUsage } from './measurementStats';

let nextId = 1_000_000;
/** A measurement of user 4 (who has none in the seed), made from a seeded result. */
const m = (over: Partial<ResultRecord> = {}): ResultRecord => ({
  ...structuredClone(db().results[0]),
  id: nextId++,
  userId: 4,
  parameterId: 1,
  discardedResult: false,
  deletedAt: null,
  ...over,
});
const hourly = (n: number) => Array.from({ length: n }, () => m());

describe('levels', () => {
  it.each([
    [0, 1, 'Beginner', 5],
    [4, 1, 'Beginner', 1],
    [5, 2, 'Novice', 5],
    [24, 3, 'Apprentice', 1],
    [99, 5, 'Analyst', 1],
    [100, 6, 'Specialist', 150],
    [647, 8, 'Master', 353],
    [9999, 11, 'Legend', 1],
    [10000, 12, 'Icon', 0],
    [25000, 12, 'Icon', 0],
  ])('%i measurements -> level %i %s, %i to go', (count, level, rank, till) => {
    expect(levelFor(count)).toEqual({
      actualMeasurementLevel: level,
      actualMeasurementLevelRank: rank,
      measurementsTillNextLevel: till,
    });
  });
});

describe('stats from the store', () => {
  beforeEach(() => resetDbSync('default'));

  it('counts measurements without discarded and deleted ones, all without deleted', () => {
    db().results.push(
      ...hourly(6),
      m({ discardedResult: true }),
      m({ deletedAt: REFERENCE_SECONDS }),
      m({ userId: 5 }),
    );
    expect(measurementStats(4)).toEqual({
      countOfMeasurements: 6,
      actualMeasurementLevel: 2,
      actualMeasurementLevelRank: 'Novice',
      measurementsTillNextLevel: 4,
      listAllMeasurementCount: 7,
    });
  });

  it('counts usage per parameter', () => {
    db().results.push(
      ...hourly(3),
      m({ parameterId: 2 }),
      m({ parameterId: 2, discardedResult: true }),
    );
    expect([...parameterUsage(4)]).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
});
