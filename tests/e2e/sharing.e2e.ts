/**
 * Sharing journeys against the build:demo app. The mock's store lives in the browser, so a
 * visitor of a new link is the same browser after logout; the seeded links have fixed ids
 * (README), so a seeded link also opens in a brand-new browser.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEEDED_SHARES } from '../../mocks/db/seedData/shares';
import { logout, navigate, open, openAs, sessionPerTest } from './browser';
import { dismissNotifications } from './pageInput';
import { checkScreen, settled } from './screens';

const s = sessionPerTest();

/** Shares what the page shows through the panel's dialog; returns the link's app path. */
async function share(page: Page, kind: 'Snapshot' | 'Dynamic Share', recipients: string[] = []) {
  // the page's charts and lists load after its title: share once nothing is loading any more
  await settled(page);
  await page.getByRole('button', { name: kind, exact: false }).first().click();
  const title = kind === 'Snapshot' ? 'Share Snapshot' : 'Share Dynamic';
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  for (const [i, email] of recipients.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: /Add recipient/ }).click();
    await dialog.getByRole('textbox', { name: `Recipient ${i + 1}` }).fill(email);
  }
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  return new URL(link).pathname;
}

describe('sharing', () => {
  it('a seeded snapshot link opens read-only in a new browser with no session', async () => {
    const { page } = s;
    await open(page, `/share/snapshot/results/${SEEDED_SHARES.resultSnapshot}`);
    const view = page.getByTestId('result-view');
    await view.getByText('Creator').waitFor();
    expect(await view.getByRole('button', { name: 'Edit result' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Manage Shares/ }).count()).toBe(0);
    // the public shell: its footer, no account menu
    await page.getByRole('navigation', { name: 'Footer' }).waitFor();
    expect(await page.getByLabel(/^Account menu of /).count()).toBe(0);
    await checkScreen(page, 'share-result-visitor');
    expect(s.errors).toEqual([]);
  });

  it("a shared analysis's downloads sit side by side, sized as on a result", async () => {
    const { page } = s;
    const widthsOf = async () =>
      Promise.all(
        [/Excel$/, /CSV$/, /ZIP$/].map(async (name) =>
          page.getByRole('button', { name }).boundingBox(),
        ),
      );
    await open(page, `/share/snapshot/results/${SEEDED_SHARES.resultSnapshot}`);
    await page.getByTestId('result-view').getByText('Creator').waitFor();
    const [onResult] = await widthsOf();
    await navigate(page, `/share/dynamic/analyses/${SEEDED_SHARES.analysisDynamic}`);
    await page.getByRole('heading', { level: 1, name: 'Well 3 nitrate monitoring' }).waitFor();
    const boxes = await widthsOf();
    expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1); // one row, ZIP included
    // not stretched across the wide card: no wider than in the result's narrow column
    for (const b of boxes) expect(b!.width).toBeLessThanOrEqual(onResult!.width + 1);
  });

  it('share a result as a snapshot, log out, open it; 31 days later it is gone', async () => {
    const { page } = s;
    await openAs(page, 'user@example.com', '/results/1');
    await page.getByRole('heading', { level: 1, name: 'Aquarium – pH' }).waitFor();
    const link = await share(page, 'Snapshot', ['lab@example.net']);
    expect(link).toMatch(/^\/share\/snapshot\/results\/[0-9a-f]{32}$/);
    await page.getByRole('button', { name: /\(1\) Manage Shares$/ }).waitFor();
    await logout(page);

    await navigate(page, link);
    await page.getByTestId('result-view').getByText('Creator').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Aquarium – pH' }).waitFor();

    await open(page, `${link}?mockClock=%2B31d`);
    await page.getByText('Page not found!').waitFor();
    expect(s.errors).toEqual([]);
  });

  it('a dynamic analysis link shows changes; revoked from Manage Links it dies', async () => {
    const { page } = s;
    await openAs(page, 'user@example.com', '/analyses/2');
    await page.getByRole('heading', { level: 1, name: 'Aquarium pH' }).waitFor();
    const link = await share(page, 'Dynamic Share');

    // the owner renames the analysis; the link shows the new name
    await page.getByRole('button', { name: 'Edit analysis' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Analysis' });
    await edit.getByLabel('Analysis Name').fill('Aquarium pH (shared)');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Analysis was successfully updated.').waitFor();
    await navigate(page, link);
    // the owner's page (same name, with its Edit button) gives way to the link's read-only view
    await page.getByRole('button', { name: 'Edit analysis' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Aquarium pH (shared)' }).waitFor();
    await checkScreen(page, 'share-analysis-dynamic');

    // revoke it from Manage Links
    await navigate(page, '/manage-share-links/dynamic');
    const table = page.getByRole('table', { name: 'Shared dynamic links' });
    await table.getByRole('link', { name: 'Aquarium pH (shared)' }).waitFor();
    await checkScreen(page, 'manage-links-shared-dynamic');
    await dismissNotifications(page);
    await table.getByRole('button', { name: 'Revoke Aquarium pH (shared)' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect
      .poll(() => table.getByRole('link', { name: 'Aquarium pH (shared)' }).count())
      .toBe(0);
    await open(page, link);
    await page.getByText('Page not found!').waitFor();
    expect(s.errors).toEqual([]);
  });

  it("the recipient's Received Links lists what was shared with them", async () => {
    const { page } = s;
    await openAs(page, 'user@example.com', '/results/1');
    await page.getByRole('heading', { level: 1, name: 'Aquarium – pH' }).waitFor();
    await share(page, 'Dynamic Share', ['restricted@example.com']);
    await logout(page);

    await openAs(page, 'restricted@example.com', '/manage-share-links-menu/dynamic');
    const table = page.getByRole('table', { name: 'Received dynamic links' });
    const row = table.getByRole('row').filter({ hasText: 'Aquarium – pH' });
    await row.getByText('user@example.com').waitFor();
    await checkScreen(page, 'manage-links-received');
    expect(s.errors).toEqual([]);
  });

  it('the restricted user has no share panel', async () => {
    const { page } = s;
    await openAs(page, 'restricted@example.com', '/results');
    await page.getByRole('table', { name: 'Results' }).getByRole('link').first().click();
    await page.getByTestId('result-view').waitFor();
    expect(await page.getByRole('button', { name: /Snapshot/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Manage Shares/ }).count()).toBe(0);
    // Manage Links: what was shared with them, no list of their own with Revoke
    await page.getByRole('link', { name: 'Manage Links' }).click();
    await page.waitForURL(/\/manage-share-links-menu\/snapshot$/);
    await page.getByRole('tab', { name: 'Received Links' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Shared Links' }).count()).toBe(0);
  });
});
