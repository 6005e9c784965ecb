/**
 * The mock's stored state is checked on start: damaged data (a missing table, a table of the
 * wrong type, a field of the wrong type, a parameter list that no longer matches the results),
 * a database at another version or without the mock's object store is reset with a notice on
 * the page (once), never a blank page; login works afterwards.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, login, logout, navigate, open, sessionPerTest } from './browser';

const s = sessionPerTest();

/** Changes the stored state in IndexedDB as devtools (or an older app) could. */
function damage(
  page: Page,
  how: 'missingTable' | 'wrongType' | 'danglingParameter' | 'notJson' | 'userWithoutRoles',
) {
  return page.evaluate(async (kind) => {
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('strip-dashboard-mock', 1);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    // each table is stored in chunks, each chunk's JSON text under `table:<name>:<chunk>` (mocks/db/persistence)
    const store = idb.transaction('state', 'readwrite').objectStore('state');
    if (kind === 'missingTable') store.delete('table:analyses:0');
    if (kind === 'wrongType') store.put(JSON.stringify('nobody'), 'table:users:0');
    if (kind === 'danglingParameter') store.put('[]', 'table:parameters:0');
    if (kind === 'notJson') store.put('[{"id": 1,', 'table:results:0');
    if (kind === 'userWithoutRoles') {
      const users = await new Promise<string>((resolve) => {
        const req = store.get('table:users:0');
        req.onsuccess = () => resolve(req.result as string);
      });
      const rows = JSON.parse(users) as { roles: unknown }[];
      rows[0].roles = null;
      store.put(JSON.stringify(rows), 'table:users:0');
    }
    await new Promise<void>((resolve) => (store.transaction.oncomplete = () => resolve()));
    idb.close();
  }, how);
}

/**
 * A document of the app's origin where the app does not run, to replace its database from: a
 * running app opens the database with each request (to read what another tab stored first),
 * and between the deletion and the replacement it would create the database afresh itself.
 */
async function leaveTheApp(page: Page) {
  await page.goto(`${BASE_URL}/logo.svg`);
}

/** The reset notice at the top of the page; closed, it does not come back. */
async function noticeOnPage(page: Page, text: RegExp) {
  const notice = page.getByRole('alert').filter({ hasText: text });
  await notice.waitFor();
  await notice.getByRole('button', { name: 'Close the notice' }).click();
  await notice.waitFor({ state: 'detached' });
}

async function loginWorks(page: Page) {
  await login(page, 'user@example.com');
  await page.waitForURL(`${BASE_URL}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ state: 'attached' });
}

describe('the mock store on start', () => {
  it.each([
    'missingTable',
    'wrongType',
    'danglingParameter',
    'notJson',
    'userWithoutRoles',
  ] as const)('resets damaged data (%s) with a notice; login works', async (how) => {
    const { page } = s;
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await open(page, '/login');
    await damage(page, how);
    await open(page, '/login');
    expect(warnings.some((w) => w.includes('stored demo data was damaged'))).toBe(true);
    await noticeOnPage(page, /The stored demo data was damaged and has been reset/);
    await loginWorks(page);
    expect(s.errors).toEqual([]);
  });

  it('recreates a database at another version', async () => {
    const { page } = s;
    await leaveTheApp(page);
    await page.evaluate(async () => {
      await new Promise<void>((resolve) => {
        const req = indexedDB.deleteDatabase('strip-dashboard-mock');
        req.onsuccess = () => resolve();
      });
      await new Promise<void>((resolve) => {
        const req = indexedDB.open('strip-dashboard-mock', 7);
        req.onupgradeneeded = () => req.result.createObjectStore('other');
        req.onsuccess = () => {
          req.result.close();
          resolve();
        };
      });
    });
    await open(page, '/login');
    await noticeOnPage(page, /came from another version of the mock database/);
    await loginWorks(page);
    expect(s.errors).toEqual([]);
  });

  it('recreates a database without the object store the mock keeps its data in', async () => {
    const { page } = s;
    await leaveTheApp(page);
    await page.evaluate(async () => {
      await new Promise<void>((resolve) => {
        const req = indexedDB.deleteDatabase('strip-dashboard-mock');
        req.onsuccess = () => resolve();
      });
      await new Promise<void>((resolve) => {
        const req = indexedDB.open('strip-dashboard-mock', 1);
        req.onsuccess = () => {
          req.result.close();
          resolve();
        };
      });
    });
    await open(page, '/login');
    await noticeOnPage(page, /the database has no store for it/);
    await loginWorks(page);
    expect(s.errors).toEqual([]);
  });
});

describe("the mock's service worker", () => {
  it('answers the API calls; the app loads its own files past it, from the network', async () => {
    const { page } = s;
    const served: { path: string; byWorker: boolean }[] = [];
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      served.push({ path: pathname, byWorker: r.fromServiceWorker() });
    });
    // the dashboard's chunks load after the login, with the worker long in control
    await loginWorks(page);
    const api = served.filter((r) => r.path.startsWith('/api/'));
    const assets = served.filter((r) => r.path.startsWith('/assets/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((r) => !r.byWorker)).toEqual([]);
    expect(assets.length).toBeGreaterThan(10);
    expect(assets.filter((r) => r.byWorker)).toEqual([]);
  });
});

describe('one store for every tab', () => {
  it('writes from two tabs both survive a reload', async () => {
    const { page, context } = s;
    await loginWorks(page);
    const second = await context.newPage();
    await open(second, '/analyses/2');
    await second.getByRole('heading', { level: 1, name: 'Aquarium pH' }).waitFor();

    // tab 1 renames an analysis, tab 2 (opened before) then renames another one
    await navigate(page, '/analyses/1');
    await page.getByRole('button', { name: 'Edit analysis' }).click();
    await page
      .getByRole('dialog', { name: 'Edit Analysis' })
      .getByLabel('Analysis Name')
      .fill('Tab one');
    await page
      .getByRole('dialog', { name: 'Edit Analysis' })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Tab one' }).waitFor();

    await second.getByRole('button', { name: 'Edit analysis' }).click();
    await second
      .getByRole('dialog', { name: 'Edit Analysis' })
      .getByLabel('Analysis Name')
      .fill('Tab two');
    await second
      .getByRole('dialog', { name: 'Edit Analysis' })
      .getByRole('button', { name: 'Save' })
      .click();
    await second.getByRole('heading', { level: 1, name: 'Tab two' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tab one' }).waitFor();
    await navigate(page, '/analyses/2');
    await page.getByRole('heading', { level: 1, name: 'Tab two' }).waitFor();
    await second.close();
    expect(s.errors).toEqual([]);
  });

  it('a logout in one tab sends the other to login on its next action', async () => {
    const { page, context } = s;
    await loginWorks(page);
    const second = await context.newPage();
    await open(second, '/results');
    await second.getByRole('heading', { level: 1, name: 'Results' }).waitFor();
    await logout(page);
    await second.getByRole('link', { name: 'Analyses' }).first().click();
    await second.waitForURL(`${BASE_URL}/login`);
    await second.close();
  });
});

// The e2e tests of a file share one browser tab, emptied before each test (sessionPerTest): the
// first test leaves state behind and proves it is there, the second finds none of it.
describe('every test starts in an empty browser', () => {
  it('leaves a renamed analysis, a session, storage and a second tab behind', async () => {
    const { page, context } = s;
    await loginWorks(page);
    await navigate(page, '/analyses/1');
    await page.getByRole('button', { name: 'Edit analysis' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Analysis' });
    await edit.getByLabel('Analysis Name').fill('Left behind');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Left behind' }).waitFor();
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await context.newPage();

    // all of it outlives a reload: the rename is stored, the session and storage are kept
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Left behind' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Left behind');
    expect(
      await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')]),
    ).toEqual(['behind', 'behind']);
    expect(context.pages()).toHaveLength(2);
    expect(s.errors).toEqual([]);
  });

  it('finds the seed, no session, empty storage and one tab', async () => {
    const { page, context } = s;
    expect(context.pages()).toHaveLength(1);
    await open(page, '/analyses/1');
    await page.waitForURL(`${BASE_URL}/login`); // logged out
    expect(
      await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')]),
    ).toEqual([null, null]);
    await loginWorks(page);
    await navigate(page, '/analyses/1');
    await page.getByRole('button', { name: 'Edit analysis' }).waitFor();
    // the seed's name of analysis 1, whether or not the test before renamed it
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Garden well 2026');
  });
});
