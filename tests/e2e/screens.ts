/**
 * What e2e journeys check on a screen: a page settled (nothing busy loading), an accessibility
 * check with axe-core, and (with E2E_SHOTS) a screenshot of every screen a journey passes.
 */
import { mkdirSync } from 'node:fs';
import axeCore, { type AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { AXE_TAGS, DIALOG_SELECTOR, describeViolations, failingViolations } from './axeRules';
import { timed } from './timing';

/**
 * Where journeys put their screenshots and downloads, for people to look at (never diffed), or
 * null: they are taken only when E2E_SHOTS is set (`npm run e2e:shots` puts them in
 * test-results/screenshots/; E2E_SHOTS=<folder> elsewhere). `npm test` leaves them out: nobody
 * looks at them in CI.
 */
export const SHOTS_DIR = shotsDir('test-results/screenshots');

/** The folder E2E_SHOTS names ('1': the given default), or null when it is not set. */
export function shotsDir(fallback: string): string | null {
  const value = process.env.E2E_SHOTS;
  if (!value) return null;
  return value === '1' ? fallback : value;
}

/**
 * Waits until nothing on the page is busy loading (charts and maps included), then takes a
 * full-page screenshot when screenshots are on (SHOTS_DIR).
 */
export async function shot(page: Page, name: string) {
  await settled(page);
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await timed('screenshot', () =>
    page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true, animations: 'disabled' }),
  );
}

/** Waits until no region of the page says it is busy (aria-busy) and no spinner is shown. */
export async function settled(page: Page) {
  await timed('settled', async () => {
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
  });
}

/**
 * axe-core with the WCAG 2.1 A and AA rules, run in the page itself. Its 0.5 MB script is put
 * into a document once and reused by every later check of that document (a journey that moves
 * through the running app checks several screens in one document); @axe-core/playwright would
 * inject and compile it again for every check, and finish each one in a new blank page. Only
 * violations are collected in full: the passing nodes' details were built and never read. The
 * app has no frames, so one run of the top document covers the whole screen. The rules and the
 * failing impacts are those of axeRules.ts, which Storybook's a11y panel uses too.
 */
async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(
    ({ include, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = include ? { include: [include] } : document;
      return axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
    },
    { include, tags: AXE_TAGS },
  );
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and fails on any violation
 * of serious or critical impact, naming the rule and the first nodes.
 */
export async function expectAccessible(page: Page, screen: string) {
  await settled(page);
  const result = await timed('axe', () => analyze(page));
  const bad = failingViolations(result);
  if (bad.length === 0) return;
  throw new Error(`Accessibility violations on ${screen}:\n${describeViolations(bad)}`);
}

async function analyze(page: Page) {
  // While a dialog is open only the dialogs are checked (DIALOG_SELECTOR in axeRules.ts).
  if (!(await page.getByRole('dialog').filter({ visible: true }).count())) return runAxe(page);
  // a dialog that was closing when counted is gone by now: check the page itself instead
  return runAxe(page, DIALOG_SELECTOR).catch(async (error: Error) => {
    if (!/No elements found for include/.test(error.message)) throw error;
    return runAxe(page);
  });
}

/** Checks the screen with axe, then keeps a screenshot of it under `name`. */
export async function checkScreen(page: Page, name: string) {
  await expectAccessible(page, name);
  await shot(page, name);
}
