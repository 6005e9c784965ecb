/**
 * The mock's stored state is checked on start: damaged data (a missing table, a table of the
 * wrong type, a parameter list that no longer matches the results) or a database at another
 * version is reset with a notice, never a blank page; login works afterwards.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, login, open, sessionPerTest } from './browser';

const s = sessionPerTest();

/** Changes the stored state in IndexedDB as devtools (or an older app) could. */
function damage(page: Page, how: 'missingTable' | 'wrongType' | 'danglingParameter') {
  return page.evaluate(async (kind) => {
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('strip-dashboard-mock', 1);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const store = () => idb.transaction('state', 'readwrite').objectStore('state');
    const state = await new Promise<{ data: Record<string, unknown> }>((resolve) => {
      const req = store().get('db');
      req.onsuccess = () => resolve(req.result);
    });
    if (kind === 'missingTable') delete state.data.analyses;
    if (kind === 'wrongType') state.data.users = 'nobody';
    if (kind === 'danglingParameter') state.data.parameters = [];
    await new Promise<void>((resolve) => {
      const req = store().put(state, 'db');
      req.onsuccess = () => resolve();
    });
    idb.close();
  }, how);
}

async function loginWorks(page: Page) {
  await login(page, 'user@example.com');
  await page.waitForURL(`${BASE_URL}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ state: 'attached' });
}

describe('the mock store on start', () => {
  it.each(['missingTable', 'wrongType', 'danglingParameter'] as const)(
    'resets damaged data (%s) with a notice; login works',
    async (how) => {
      const { page } = s;
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await open(page, '/login');
      await damage(page, how);
      await open(page, '/login');
      expect(warnings.some((w) => w.includes('stored demo data was damaged'))).toBe(true);
      await page.getByRole('button', { name: 'Mock server controls' }).click();
      await page.getByText(/The stored demo data was damaged and has been reset/).waitFor();
      await page.keyboard.press('Escape');
      await loginWorks(page);
      expect(s.errors).toEqual([]);
    },
  );

  it('recreates a database at another version', async () => {
    const { page } = s;
    await open(page, '/login');
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
    await loginWorks(page);
    expect(s.errors).toEqual([]);
  });
});
