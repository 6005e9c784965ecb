/**
 * Fresh copies of the deterministic seed for tests and stories, which reseed the store before
 * every case. Each scenario is seeded once; a copy then clones a table only when something
 * first reads or replaces it. Most cases reach a few tables: the 1,576 results of the default
 * seed (nine tenths of the store) were cloned for every test and every story, whether it read
 * them or not. A copy behaves as a plain object of tables: reading a table (also through
 * Object.keys, a spread, JSON or structuredClone) gives the table's own clone, which the case
 * may change freely; the seed itself is never handed out.
 */
import { seed } from './seed';
import type { DbData, ScenarioName } from './types';

const seeded = new Map<ScenarioName, DbData>();

/** A table of `target` that is cloned from `source` on first use. */
function cloneOnFirstUse<T extends object>(target: T, source: T, key: keyof T & string) {
  const own = (value: unknown) =>
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = structuredClone(source[key]);
      own(value);
      return value;
    },
    set: own,
  });
}

/** A fresh store of `scenario`'s seed; its tables are cloned as they are first used. */
export function freshSeed(scenario: ScenarioName): DbData {
  let source = seeded.get(scenario);
  if (!source) seeded.set(scenario, (source = seed(scenario)));
  const copy = {} as DbData;
  for (const key of Object.keys(source) as (keyof DbData & string)[])
    cloneOnFirstUse(copy, source, key);
  return copy;
}
