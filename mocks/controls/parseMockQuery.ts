/**
 * Parses the QA query parameters of the mock (`?mockScenario=large&mockFail=getUser:500` ...)
 * into a plan, without touching the store. `applyMockQuery` (query.ts) carries the plan out.
 *
 * Supported parameters (all optional, unknown values are reported in `errors` and skipped):
 * - mockReset=1                      reseed the store (keeps the scenario unless mockScenario is given)
 * - mockScenario=default|large       reseed with this scenario when it differs from the current one
 * - mockLatency=1000                 artificial latency in ms (0 turns it off; at most a minute)
 * - mockFail=getUser:500,listResults:network   forced failures (500, 401, network, malformed);
 *                                    `*` = every operation; the kind defaults to 500;
 *                                    `mockFail=none` (or empty) clears them
 * - mockClock=+1d|+31d|+2h|+15m|+1w  the clock offset from the reference date (absolute, so a
 *                                    reload with the same URL lands on the same time); 0 or reset = none
 * - mockCountry=us|de                the country code the companies search reports
 * - mockPanel=open                   open the mock controls panel on start
 * - mockLogin=user@example.com       start logged in as this demo account (the server's session
 *                                    and the app's stored user id, as a login would leave them)
 */
import { operations } from '@/api/generated/operations';
import { DAY, HOUR, MINUTE } from '../db/clock';
import { MAX_LATENCY_MS } from '../db/storedState';
import type { ForcedFailure, ScenarioName } from '../db/types';

export const MOCK_QUERY_KEYS = [
  'mockReset',
  'mockScenario',
  'mockLatency',
  'mockFail',
  'mockClock',
  'mockCountry',
  'mockPanel',
  'mockLogin',
] as const;

export const SCENARIO_NAMES: readonly ScenarioName[] = ['default', 'large'];
export const FAILURE_KINDS: readonly ForcedFailure[] = ['500', '401', 'network', 'malformed'];

export interface MockQueryPlan {
  reset: boolean;
  scenario?: ScenarioName;
  latency?: number;
  failures?: Record<string, ForcedFailure>;
  clockOffset?: number;
  countryCode?: string;
  panelOpen: boolean;
  /** the e-mail of the account to log in */
  login?: string;
  errors: string[];
}

const UNIT_SECONDS: Record<string, number> = { m: MINUTE, h: HOUR, d: DAY, w: 7 * DAY };

/** `+1d` -> 86400; `+2h`, `+15m`, `+1w`; `0` / `reset` -> 0; anything else -> null. */
export function parseClockOffset(value: string): number | null {
  const v = value.trim().toLowerCase();
  if (v === '0' || v === 'reset') return 0;
  const m = /^\+?(\d+)([mhdw])$/.exec(v);
  return m ? Number(m[1]) * UNIT_SECONDS[m[2]] : null;
}

/** `1000` -> 1000: whole milliseconds from 0 to MAX_LATENCY_MS; anything else -> null. */
export function latencyOf(value: unknown): number | null {
  const ms = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return Number.isInteger(ms) && (ms as number) >= 0 && (ms as number) <= MAX_LATENCY_MS
    ? (ms as number)
    : null;
}

function isOperation(id: string): boolean {
  return id === '*' || Object.prototype.hasOwnProperty.call(operations, id);
}

/** `getUser:500,listResults:network` -> { getUser: '500', listResults: 'network' }. */
export function parseFailures(value: string, errors: string[]): Record<string, ForcedFailure> {
  const failures: Record<string, ForcedFailure> = {};
  const v = value.trim();
  if (v === '' || v === 'none') return failures;
  for (const part of v.split(',')) {
    const [rawId, rawKind = '500'] = part.split(':').map((s) => s.trim());
    if (!rawId) continue;
    if (!isOperation(rawId)) {
      errors.push(`mockFail: unknown operation "${rawId}"`);
      continue;
    }
    if (!(FAILURE_KINDS as readonly string[]).includes(rawKind)) {
      errors.push(`mockFail: unknown failure "${rawKind}" (use 500, 401, network or malformed)`);
      continue;
    }
    failures[rawId] = rawKind as ForcedFailure;
  }
  return failures;
}

export function parseMockQuery(search: string): MockQueryPlan {
  const q = new URLSearchParams(search);
  const plan: MockQueryPlan = { reset: false, panelOpen: false, errors: [] };
  const { errors } = plan;

  const reset = q.get('mockReset');
  if (reset !== null) plan.reset = reset === '' || reset === '1' || reset === 'true';

  const scenario = q.get('mockScenario');
  if (scenario !== null) {
    if ((SCENARIO_NAMES as readonly string[]).includes(scenario))
      plan.scenario = scenario as ScenarioName;
    else errors.push(`mockScenario: unknown scenario "${scenario}"`);
  }

  const latency = q.get('mockLatency');
  if (latency !== null) {
    const ms = latencyOf(latency);
    if (ms !== null) plan.latency = ms;
    else
      errors.push(
        `mockLatency: "${latency}" is not a number of milliseconds from 0 to ${MAX_LATENCY_MS}`,
      );
  }

  const fail = q.get('mockFail');
  if (fail !== null) plan.failures = parseFailures(fail, errors);

  const clock = q.get('mockClock');
  if (clock !== null) {
    const offset = parseClockOffset(clock);
    if (offset === null) errors.push(`mockClock: "${clock}" is not like +15m, +2h, +1d or +1w`);
    else plan.clockOffset = offset;
  }

  const country = q.get('mockCountry');
  if (country !== null) {
    const code = country.trim().toLowerCase();
    if (/^[a-z]{2}$/.test(code)) plan.countryCode = code;
    else errors.push(`mockCountry: "${country}" is not a two-letter country code`);
  }

  plan.panelOpen = q.get('mockPanel') === 'open';

  const login = q.get('mockLogin');
  if (login !== null) {
    const email = login.trim().toLowerCase();
    if (/^[^\s@]+@[^\s@]+$/.test(email)) plan.login = email;
    else errors.push(`mockLogin: "${login}" is not an e-mail address`);
  }
  return plan;
}

/** The search string without the mock parameters (`?a=1` or ''), to tidy the address bar. */
export function stripMockQuery(search: string): string {
  const q = new URLSearchParams(search);
  MOCK_QUERY_KEYS.forEach((k) => q.delete(k));
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}
