/**
 * The mock controls over HTTP, under `/__mock` (a path the contract does not use): the same
 * operations as the controls panel (mocks/controls/actions.ts), for a test or a person driving
 * the server. Every change runs as a write transaction, like a request to the API.
 *
 *   GET    /__mock                 the state: scenario, clock, latency, failures, country, notice
 *   POST   /__mock/reset           reseed; body {"scenario": "large"} optional
 *   POST   /__mock/scenario        reseed with {"scenario": "default" | "large"}
 *   POST   /__mock/clock           {"offset": "+31d"} from the reference date ("0" resets), or
 *                                  {"move": "+1d"} from the current time
 *   POST   /__mock/latency         {"ms": 1000} (at most 60000)
 *   GET    /__mock/faults          the forced failures
 *   POST   /__mock/faults          {"operationId": "getUser" | "*",
 *                                    "kind": "500" | "401" | "network" | "malformed"}
 *   DELETE /__mock/faults[/<id>]   all of them, or one operation's
 *   POST   /__mock/country         {"countryCode": "us"}
 *   GET    /__mock/outbox          the mails the server "sent", newest first
 *   POST   /__mock/login           {"email": "user@example.com"}: logs the caller in (a session
 *                                  cookie) as the login does, without password and captcha
 * A change answers the state after it (the login its {"userId"}); a bad value gets 400.
 */
import {
  addFailure,
  clearFailures,
  moveClock,
  removeFailure,
  resetClock,
  resetData,
  setCountry,
  setLatency,
  switchScenario,
} from '../controls/actions';
import {
  FAILURE_KINDS,
  latencyOf,
  parseClockOffset,
  SCENARIO_NAMES,
} from '../controls/parseMockQuery';
import { now } from '../db/clock';
import { db, getSettings, inTransaction, storeNotice } from '../db/store';
import { MAX_LATENCY_MS } from '../db/storedState';
import type { ForcedFailure, ScenarioName } from '../db/types';
import { findUserByEmail } from '../model/users/accounts';
import { startSession } from '../model/users/sessions';
import { operations } from '@/api/generated/operations';

export const CONTROLS_PATH = '/__mock';

class BadControl extends Error {}

const noReload = () => {};

function state() {
  const settings = getSettings();
  return {
    ...settings,
    now: new Date(now() * 1000).toISOString(),
    notice: storeNotice(),
  };
}

function scenarioOf(value: unknown): ScenarioName {
  if ((SCENARIO_NAMES as readonly unknown[]).includes(value)) return value as ScenarioName;
  throw new BadControl(`scenario: one of ${SCENARIO_NAMES.join(', ')}`);
}

function secondsOf(value: unknown, field: string): number {
  const seconds = typeof value === 'string' ? parseClockOffset(value) : null;
  if (seconds === null) throw new BadControl(`${field}: like "+15m", "+2h", "+1d" or "+1w"`);
  return seconds;
}

async function changeClock(body: Record<string, unknown>) {
  if (body.move !== undefined) return moveClock(secondsOf(body.move, 'move'));
  const offset = secondsOf(body.offset, 'offset');
  if (offset === 0) return resetClock();
  moveClock(offset - getSettings().clockOffset);
}

function latency(value: unknown): number {
  const ms = typeof value === 'number' ? latencyOf(value) : null;
  if (ms !== null) return ms;
  throw new BadControl(`ms: a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}`);
}

function addFault(body: Record<string, unknown>) {
  const id = body.operationId;
  if (typeof id !== 'string' || (id !== '*' && !Object.hasOwn(operations, id)))
    throw new BadControl('operationId: an operationId of openapi.yaml, or "*"');
  const kind = body.kind ?? '500';
  if (!(FAILURE_KINDS as readonly unknown[]).includes(kind))
    throw new BadControl(`kind: one of ${FAILURE_KINDS.join(', ')}`);
  addFailure(id, kind as ForcedFailure);
}

function countryOf(value: unknown): string {
  const code = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (/^[a-z]{2}$/.test(code)) return code;
  throw new BadControl('countryCode: a two-letter country code');
}

/** Logs the caller in as a demo account, as the login operation does (captcha and password aside). */
function login(email: unknown, request: Request) {
  const user = typeof email === 'string' ? findUserByEmail(email) : undefined;
  if (!user) throw new BadControl('email: the e-mail of an account');
  startSession(user, request);
  return { userId: user.id };
}

type Body = Record<string, unknown>;
type Control = (body: Body, rest: string, request: Request) => unknown;

/** method + path (below /__mock) -> what it does: what it returns, or else the new state. */
const CONTROLS: Record<string, Control> = {
  'GET ': () => state(),
  'POST /reset': (body) =>
    body.scenario === undefined
      ? resetData(noReload)
      : switchScenario(scenarioOf(body.scenario), noReload),
  'POST /scenario': (body) => switchScenario(scenarioOf(body.scenario), noReload),
  'POST /clock': (body) => changeClock(body),
  'POST /latency': (body) => setLatency(latency(body.ms)),
  'GET /faults': () => getSettings().failures,
  'POST /faults': (body) => addFault(body),
  'DELETE /faults': (_, rest) => (rest ? removeFailure(rest) : clearFailures()),
  'POST /country': (body) => setCountry(countryOf(body.countryCode), noReload),
  'GET /outbox': () => [...db().outbox].sort((a, b) => b.sentAt - a.sentAt || b.id - a.id),
  'POST /login': (body, _, request) => login(body.email, request),
};

async function bodyOf(request: Request): Promise<Body> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Body;
  } catch {
    // answered below
  }
  throw new BadControl('the body must be a JSON object');
}

/** The answer to a request under /__mock (its session cookie is handled by the caller). */
export async function controlResponse(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(CONTROLS_PATH.length).replace(/\/$/, '');
  const [, first = '', rest = ''] = /^(\/[^/]*)?(?:\/(.*))?$/.exec(path) ?? [];
  const control = CONTROLS[`${request.method} ${first}`];
  if (!control)
    return Response.json(
      { message: `No control ${request.method} ${CONTROLS_PATH}${path}` },
      { status: 404 },
    );
  const read = request.method === 'GET';
  try {
    const body = read ? {} : await bodyOf(request);
    const answer = await inTransaction(!read, async () =>
      control(body, decodeURIComponent(rest), request),
    );
    return Response.json(answer ?? state());
  } catch (e) {
    if (e instanceof BadControl) return Response.json({ message: e.message }, { status: 400 });
    throw e;
  }
}
