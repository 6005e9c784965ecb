/**
 * What the panel's buttons do, kept apart from the markup. Changes that the app only reads at
 * start (a reseed, the country code) are persisted first and then reload the page.
 */
import { configureClock } from '../db/clock';
import { getSettings, persist, resetDb, updateSettings } from '../db/store';
import type { ForcedFailure, ScenarioName } from '../db/types';

export type Reload = () => void;

export const browserReload: Reload = () => window.location.reload();

export async function resetData(reload: Reload) {
  await resetDb();
  reload();
}

export async function switchScenario(scenario: ScenarioName, reload: Reload) {
  await resetDb(scenario);
  reload();
}

export function moveClock(seconds: number) {
  updateSettings({ clockOffset: getSettings().clockOffset + seconds });
}

/** Back to the reference date: no offset, and the ticking restarts from now. */
export function resetClock() {
  configureClock({ startedAtMs: Date.now() });
  updateSettings({ clockOffset: 0 });
}

export function setLatency(ms: number) {
  updateSettings({ latency: ms });
}

export function addFailure(operationId: string, kind: ForcedFailure) {
  updateSettings({ failures: { ...getSettings().failures, [operationId]: kind } });
}

export function removeFailure(operationId: string) {
  const failures = { ...getSettings().failures };
  delete failures[operationId];
  updateSettings({ failures });
}

export function clearFailures() {
  updateSettings({ failures: {} });
}

export async function setCountry(countryCode: string, reload: Reload) {
  updateSettings({ countryCode });
  await persist();
  reload();
}
