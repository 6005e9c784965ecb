/**
 * The store's state in memory: the data every handler reads and changes (handed out through a
 * view that notes the tables reached, tableTracking.ts) and the mock's settings. store.ts loads
 * it, keeps it stored and shares it between tabs; this module only holds it.
 */
import { seed } from './seed';
import { trackTables } from './tableTracking';
import type { DbData, MockSettings } from './types';

export const defaultSettings = (): MockSettings => ({
  scenario: 'default',
  clockOffset: 0,
  latency: 0,
  failures: {},
  countryCode: 'de',
});

let data: DbData | null = null;
/** `data` as db() hands it out: the tables reached through it are compared by the next write */
let view: DbData | null = null;
let settings: MockSettings = defaultSettings();

export function setData(next: DbData): DbData {
  data = next;
  view = trackTables(next);
  return next;
}

/** The data itself (not the tracked view), or null before anything was loaded or seeded. */
export const rawData = (): DbData | null => data;

/** The live data. Handlers read and change it, then the route wrapper persists it. */
export function db(): DbData {
  if (!data) setData(seed(settings.scenario));
  return view!;
}

export function getSettings(): MockSettings {
  return settings;
}

export function setSettings(next: MockSettings) {
  settings = next;
}

/** Next id of a table (sequences survive deletes, like a real database). */
export function nextId(table: string): number {
  const d = db();
  const next = (d.sequences[table] ?? 0) + 1;
  d.sequences[table] = next;
  return next;
}

/**
 * Runs `run` with a copy of the data kept aside: when it throws, the data is put back as it was,
 * so a refused request leaves nothing behind (the copy costs a clone of the store, so only
 * requests already known to be suspect use it).
 */
export async function undoOnThrow<T>(run: () => Promise<T>): Promise<T> {
  db();
  const before = structuredClone(data!);
  try {
    return await run();
  } catch (e) {
    setData(before);
    throw e;
  }
}
