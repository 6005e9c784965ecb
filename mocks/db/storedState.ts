/**
 * The check a stored state passes before the mock server uses it. IndexedDB may hold data
 * written by an earlier version of the app, by hand in the browser's devtools, or cut short:
 * anything that does not fit the current store shape makes the mock reseed instead of crash.
 * Checked, in this order: every table is there and is a list of records, each with the id its
 * record type declares (a positive integer, or a non-empty string for shares and sessions; a
 * record type without an id, like a refused login, has none to check); every field of every record has the type its record type
 * declares (the JSON Schema generated from the types, mocks/generated/recordSchema.json, by
 * scripts/record-schema.mjs); the references between tables hold (results to their user and
 * parameter, analyses to their user and results, shares to their owner, sessions to their user,
 * FAQ items to their category, packages to their user); the settings have their types.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import recordSchema from '../generated/recordSchema.json';
import { contractAjv } from '../lib/contractAjv';
import type { DbData, MockSettings } from './types';

type TableSchema = { type?: unknown; items?: { $ref?: string } };
type RecordSchema = { properties?: { id?: { type?: unknown } } };
const properties = recordSchema.properties as Record<string, TableSchema>;
const definitions = recordSchema.$defs as Record<string, RecordSchema>;
/** The tables of the store (its lists); one added later may be absent from older data. */
const TABLES = Object.keys(properties).filter((name) => properties[name].type === 'array');
const REQUIRED = new Set<string>(recordSchema.required);

/**
 * The id each table's records carry, as their record type declares it: the check and the code
 * that writes the records read the same declaration, so a record kind without an id (a refused
 * login) is never taken for a damaged one.
 */
const ID_KINDS = new Map(
  TABLES.map((name) => {
    const record = definitions[properties[name].items?.$ref?.split('/').pop() ?? ''];
    const type = record?.properties?.id?.type;
    return [name, type === 'number' ? 'number' : type === 'string' ? 'string' : null] as const;
  }),
);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
const isKey = (v: unknown) => typeof v === 'string' && v !== '';

let validate: ValidateFunction | null = null;

/** `/users/0/roles` -> `users[0].roles`. */
const pathOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );

function problemOf(error: ErrorObject): string {
  const at = pathOf(error.instancePath);
  if (error.keyword === 'required') {
    const field = (error.params as { missingProperty: string }).missingProperty;
    return `${at ? `${at}.` : ''}${field} is missing`;
  }
  return `${at || 'the stored state'} ${error.message ?? 'is not valid'}`;
}

/** The fields whose type is not the one their record type declares. */
function fieldProblems(value: unknown): string[] {
  // the generated schema is checked against the meta-schema by the unit suite
  validate ??= contractAjv({ checkSchemas: false }).compile(recordSchema);
  if (validate(value)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const error of validate.errors ?? []) {
    if (['anyOf', 'oneOf', 'if'].includes(error.keyword)) continue;
    const text = problemOf(error);
    if (!seen.has(text)) out.push(text);
    seen.add(text);
  }
  return out;
}

/** The problems of a stored state, at most `limit` of them; none means it may be used. */
export function storedStateProblems(value: unknown, limit = 10): string[] {
  const problems: string[] = [];
  const add = (p: string) => problems.length < limit && problems.push(p);
  if (!isRecord(value)) return ['the stored state is not an object'];
  const d = value as Record<string, unknown>;
  for (const t of TABLES) {
    const table = d[t];
    if (table === undefined && !REQUIRED.has(t)) continue;
    if (!Array.isArray(table)) {
      add(`table ${t} is missing or not a list`);
      continue;
    }
    const idKind = ID_KINDS.get(t);
    table.forEach((row, i) => {
      if (!isRecord(row)) add(`${t}[${i}] is not a record`);
      else if (idKind && !(idKind === 'number' ? isId(row.id) : isKey(row.id)))
        add(`${t}[${i}] has no valid id`);
    });
  }
  if (problems.length) return problems;
  for (const p of fieldProblems(value)) add(p);
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

/**
 * The longest latency the mock adds to an answer: a minute is more than any slow network a QA
 * person wants to see, and a longer one (or a typo) would only leave every answer hanging.
 */
export const MAX_LATENCY_MS = 60_000;

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
      Number.isInteger(s.latency) &&
      (s.latency as number) >= 0 &&
      (s.latency as number) <= MAX_LATENCY_MS
        ? (s.latency as number)
        : defaults.latency,
    failures: isRecord(s.failures) ? (s.failures as MockSettings['failures']) : defaults.failures,
    countryCode: typeof s.countryCode === 'string' ? s.countryCode : defaults.countryCode,
  };
}
