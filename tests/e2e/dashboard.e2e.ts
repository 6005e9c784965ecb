/**
 * Home dashboard journeys against the build:demo app: log in and see every card filled; 'View
 * ... measurement' lands on the results list already filtered; add a package and find it after a
 * reload; an admin never sees /dashboard. Each screen is checked with axe and kept as a screenshot.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, login, open, openAs, sessionPerTest } from './browser';
import { expectAccessible, shot } from './screens';

const s = sessionPerTest();

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Waits for the dashboard's data: the Overview card's first figure. */
const overviewLoaded = (page: Page) =>
  card(page, 'Overview').getByText('Total tests performed').waitFor();

/** The dashboard opened logged in (the first journey reaches it through the login form). */
async function openDashboard(page: Page, email = 'user@example.com') {
  await openAs(page, email, '/dashboard');
  await overviewLoaded(page);
}

describe('dashboard journeys', () => {
  it('shows every card filled after login', async () => {
    await login(s.page, 'user@example.com');
    await s.page.waitForURL(`${BASE_URL}/dashboard`);
    await overviewLoaded(s.page);
    const p = s.page;
    await card(p, 'Welcome')
      .getByRole('heading', { name: /^Welcome back, .+!$/ })
      .waitFor();
    await card(p, 'Welcome').getByText("What's New: Achievements").waitFor();
    await card(p, 'Your Achievements').getByText('Results in total').waitFor();
    expect(await card(p, 'Your Achievements').getByRole('listitem').count()).toBeGreaterThanOrEqual(
      6,
    );
    await card(p, 'Your Analyses').getByRole('row').nth(1).waitFor();
    await card(p, 'Weekly Performance').locator('canvas').first().waitFor();
    await card(p, 'Package Counter').getByText('64 / 100').waitFor();
    await card(p, 'Recently Measured Parameter')
      .getByRole('button', { name: 'View pH measurement' })
      .waitFor();
    // Learn more opens the broadcast
    await card(p, 'Welcome').getByRole('button', { name: 'Learn more' }).click();
    await p.getByRole('dialog', { name: "What's New: Achievements" }).waitFor();
    await expectAccessible(p, "the What's New dialog");
    await p.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await p.getByRole('dialog').waitFor({ state: 'hidden' });
    await expectAccessible(p, 'dashboard');
    await shot(p, 'dashboard-user');
    expect(s.errors).toEqual([]);
  });

  it('shows overview numbers that match the lists they link to', async () => {
    await openDashboard(s.page);
    const p = s.page;
    /** The visible lines of one overview tile: title, number, (note,) View more. */
    const tile = async (name: string) => {
      const group = card(p, 'Overview').getByRole('group', { name });
      await group.getByText(/^\d[\d,]*$/).waitFor();
      return (await group.innerText())
        .split('\n')
        .map((t) => t.trim())
        .filter(Boolean);
    };
    const total = await tile('Total tests performed');
    const counted = Number(total[1].replace(/,/g, ''));
    const listed = await p.evaluate(async () => {
      const res = await fetch('/api/results?itemsPerPage=1', { headers: { Pragma: 'no-cache' } });
      return (await res.json())['hydra:totalItems'] as number;
    });
    expect(counted).toBeGreaterThan(600);
    // the list also holds the discarded results: the tile says how many it leaves out
    expect(total[2]).toBe(`${listed - counted} discarded results in the list not counted`);

    const tested = Number((await tile('No. of parameters tested'))[1]);
    const recent = card(p, 'Recently Measured Parameter');
    await recent
      .getByRole('button', { name: /^View .+ measurement$/ })
      .first()
      .waitFor();
    expect(await recent.getByRole('button', { name: /^View .+ measurement$/ }).count()).toBe(
      tested,
    );
    await shot(p, 'dashboard-overview');
  });

  it("'View ... measurement' opens the results list already filtered", async () => {
    await openDashboard(s.page);
    const p = s.page;
    await card(p, 'Recently Measured Parameter')
      .getByRole('button', { name: 'View Nitrate measurement' })
      .click();
    await p.waitForURL(`${BASE_URL}/results`);
    await p.getByRole('button', { name: 'Filters (3)' }).waitFor();
    await p.locator('tbody tr[data-row-key]').first().waitFor();
    const saved = await p.evaluate(async () => {
      const res = await fetch('/api/users/1', { headers: { Pragma: 'no-cache' } });
      return JSON.parse((await res.json()).resultListmetaData).filters as {
        filterValue: unknown;
        selectedParameter: { name: string };
      }[];
    });
    expect(saved.map((f) => [f.selectedParameter.name, f.filterValue])).toEqual([
      ['parameter.id', 2],
      ['parameter.parameterRange', '0-500'],
      ['measurementUnit', 'mg/l'],
    ]);
    expect(s.errors).toEqual([]);
  });

  it('adds a package and finds it after a reload', async () => {
    await openDashboard(s.page, 'new@example.com');
    const p = s.page;
    const packages = card(p, 'Package Counter');
    await packages.getByText('No Data', { exact: true }).waitFor();
    await packages.getByRole('button', { name: /Add parameter/ }).click();
    const dialog = p.getByRole('dialog', { name: 'Add parameter' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Parameter is required').waitFor();
    await dialog.getByLabel('Lot number').fill('AB12');
    await dialog.getByLabel('Test strips left').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/^Please make sure that your entered lot number/).waitFor();
    await dialog.getByText(/^Test strips left has to be more than/).waitFor();
    await expectAccessible(p, 'package dialog with errors');
    await shot(p, 'dashboard-package-dialog');
    await dialog.getByRole('combobox', { name: 'Parameter' }).click();
    await p.getByTitle('Nitrate (0-500 mg/l)').click();
    await dialog.getByLabel('Lot number').fill('HC654321');
    await dialog.getByLabel('Test strips left').fill('75');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await packages.getByText('75 / 100').waitFor();
    await p.reload();
    await card(p, 'Package Counter').getByText('75 / 100').waitFor();
    await card(p, 'Package Counter').getByText('Lot number: HC654321').waitFor();
    await shot(p, 'dashboard-new');
    expect(s.errors).toEqual([]);
  });

  it('never shows /dashboard to an admin', async () => {
    // an admin's app started at /dashboard, logged in through the mock's control
    await open(s.page, '/dashboard?mockLogin=admin@example.com');
    await s.page.waitForURL(`${BASE_URL}/admin/dashboard`);
    expect(await s.page.getByRole('region', { name: 'Package Counter' }).count()).toBe(0);
  });
});
