/**
 * The check a stored state passes before the mock server uses it. IndexedDB may hold data
 * written by an earlier version of the app, by hand in the browser's devtools, or cut short:
 * anything that does not fit the current store shape makes the mock reseed instead of crash.
 * Checked: every table is there and is a list of records, ids are positive integers (share ids
 * strings), the settings have their types, and the references between tables hold (results to
 * their user and parameter, analyses to their user and results, shares to their owner,
 * sessions to their user, FAQ items to their category, packages to their user).
 */
import type { DbData, MockSettings } from './types';

const TABLES = [
  'users',
  'sessions',
  'parameters',
  'results',
  'analyses',
  'shares',
  'broadcasts',
  'packages',
  'faqCategories',
  'faqItems',
  'howToItems',
  'outbox',
] as const satisfies readonly (keyof DbData)[];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown) => Number.isInteger(v) && (v as number) > 0;

/** The problems of a stored state, at most `limit` of them; none means it may be used. */
export function storedStateProblems(value: unknown, limit = 10): string[] {
  const problems: string[] = [];
  const add = (p: string) => problems.length < limit && problems.push(p);
  if (!isRecord(value)) return ['the stored state is not an object'];
  const d = value as Record<string, unknown>;
  for (const t of TABLES) {
    const table = d[t];
    if (!Array.isArray(table)) {
      add(`table ${t} is missing or not a list`);
      continue;
    }
    table.forEach((row, i) => {
      if (!isRecord(row)) add(`${t}[${i}] is not a record`);
      else if (t === 'shares' ? typeof row.id !== 'string' : t !== 'sessions' && !isId(row.id))
        add(`${t}[${i}] has no valid id`);
    });
  }
  if (!isRecord(d.sequences)) add('sequences is missing');
  if (d.cookieSession !== null && typeof d.cookieSession !== 'string')
    add('cookieSession is neither a session id nor null');
  if (problems.length) return problems;

  const data = value as unknown as DbData;
  const users = new Set(data.users.map((u) => u.id));
  const parameters = new Set(data.parameters.map((p) => p.id));
  const results = new Set(data.results.map((r) => r.id));
  const categories = new Set(data.faqCategories.map((c) => c.id));
  for (const r of data.results) {
    if (!users.has(r.userId)) add(`result ${r.id} belongs to a user that does not exist`);
    if (!parameters.has(r.parameterId)) add(`result ${r.id} has a parameter that does not exist`);
  }
  for (const a of data.analyses) {
    if (!users.has(a.userId)) add(`analysis ${a.id} belongs to a user that does not exist`);
    if (!Array.isArray(a.resultIds) || a.resultIds.some((id) => !results.has(id)))
      add(`analysis ${a.id} lists results that do not exist`);
  }
  for (const s of data.shares)
    if (!users.has(s.userId)) add(`share ${s.id} belongs to a user that does not exist`);
  for (const s of data.sessions)
    if (!users.has(s.userId)) add(`a session belongs to a user that does not exist`);
  for (const i of data.faqItems)
    if (!categories.has(i.faqCategory))
      add(`FAQ item ${i.id} is in a category that does not exist`);
  for (const p of data.packages)
    if (!users.has(p.userId)) add(`package ${p.id} belongs to a user that does not exist`);
  return problems;
}

/** Stored settings that fit, merged over the defaults; anything of the wrong type is dropped. */
export function storedSettings(value: unknown, defaults: MockSettings): MockSettings {
  if (!isRecord(value)) return defaults;
  const s = value;
  const scenarios: string[] = ['default', 'large'];
  return {
    scenario: scenarios.includes(s.scenario as string)
      ? (s.scenario as MockSettings['scenario'])
      : defaults.scenario,
    clockOffset: Number.isFinite(s.clockOffset) ? (s.clockOffset as number) : defaults.clockOffset,
    latency:
      Number.isFinite(s.latency) && (s.latency as number) >= 0
        ? (s.latency as number)
        : defaults.latency,
    failures: isRecord(s.failures) ? (s.failures as MockSettings['failures']) : defaults.failures,
    countryCode: typeof s.countryCode === 'string' ? s.countryCode : defaults.countryCode,
  };
}
