/**
 * Applies the mock's QA query parameters (see parseMockQuery.ts for the list) before the app
 * renders. Called by mocks/browser.ts after loadDb():
 *
 *   await applyMockQuery(window.location.search, { replaceUrl: true, onLogin: app.onLogin });
 *
 * A reset or a scenario switch reseeds the store first (awaited), then the other settings are
 * applied on top, so `?mockReset=1&mockLatency=1000` ends with a fresh store that is slow. A
 * login (mockLogin) comes last, so `?mockReset=1&mockLogin=user@example.com` opens the app
 * logged in on a fresh store.
 */
import { getSettings, persist, resetDb, updateSettings } from '../db/store';
import type { MockSettings } from '../db/types';
import { findUserByEmail, loginRefusal } from '../model/users/accounts';
import { requestPanelOpen } from './panelRequest';
import { parseMockQuery, stripMockQuery, type MockQueryPlan } from './parseMockQuery';
import { startStorySession, type StorySessionInfo } from './storySession';

const REFUSALS = {
  unconfirmed: 'unconfirmed more than 24 hours after registering',
  passwordRequested: 'a new password was requested and is not set yet',
};

export interface AppliedMockQuery {
  /** the scenario the store was reseeded with, when it was */
  reseeded?: MockSettings['scenario'];
  /** the settings that were changed */
  settings: Partial<MockSettings>;
  panelOpen: boolean;
  /** the account logged in by mockLogin, when it was */
  loggedIn?: string;
  /** parameters that could not be understood (also logged as warnings) */
  errors: string[];
}

export interface ApplyOptions {
  /** remove the mock parameters from the address bar afterwards (history.replaceState) */
  replaceUrl?: boolean;
  /**
   * the app's side of a mockLogin: given the id of the user the server now has a session for
   * (the app stores what its session bootstrap reads on start); the mock knows nothing of it
   */
  onLogin?: (userId: number) => void;
}

function settingsPatch(plan: MockQueryPlan): Partial<MockSettings> {
  const patch: Partial<MockSettings> = {};
  if (plan.latency !== undefined) patch.latency = plan.latency;
  if (plan.failures !== undefined) patch.failures = plan.failures;
  if (plan.clockOffset !== undefined) patch.clockOffset = plan.clockOffset;
  if (plan.countryCode !== undefined) patch.countryCode = plan.countryCode;
  return patch;
}

export async function applyMockQuery(
  search: string,
  options: ApplyOptions = {},
): Promise<AppliedMockQuery> {
  const plan = parseMockQuery(search);
  const result: AppliedMockQuery = { settings: {}, panelOpen: plan.panelOpen, errors: plan.errors };

  const scenarioChanges = plan.scenario !== undefined && plan.scenario !== getSettings().scenario;
  if (plan.reset || scenarioChanges) {
    const scenario = plan.scenario ?? getSettings().scenario;
    await resetDb(scenario);
    result.reseeded = scenario;
  }

  const patch = settingsPatch(plan);
  if (Object.keys(patch).length > 0) {
    updateSettings(patch);
    await persist();
    result.settings = patch;
  }

  if (plan.login !== undefined) {
    let session: StorySessionInfo | null = null;
    // the control starts only sessions the login would start: an account the login refuses
    // gets none (the console says why, with the other ignored parameters)
    const account = findUserByEmail(plan.login);
    const refusal = account && loginRefusal(account);
    if (refusal)
      result.errors.push(`mockLogin: the login refuses "${plan.login}" (${REFUSALS[refusal]})`);
    else {
      try {
        session = startStorySession(plan.login);
      } catch {
        result.errors.push(`mockLogin: no demo account "${plan.login}"`);
      }
    }
    if (session) {
      await persist();
      options.onLogin?.(session.userId);
      result.loggedIn = session.email;
    }
  }

  if (plan.panelOpen) requestPanelOpen();
  if (plan.errors.length) console.warn('[mock] ignored query parameters:', plan.errors);

  if (options.replaceUrl && typeof window !== 'undefined') {
    const { pathname, search: current, hash } = window.location;
    const cleaned = stripMockQuery(current);
    if (cleaned !== current)
      window.history.replaceState(window.history.state, '', `${pathname}${cleaned}${hash}`);
  }
  return result;
}
