/**
 * What the browser's mock store keeps: nothing written is lost to a refused login (its record is
 * one the store's check knows), a write the browser could not store (its storage full) is not
 * applied, so a retry is a first try, and a damaged stored revision is reset with a notice at
 * once, never silently by a later start after a write was answered. And the mock answers all of
 * /api, /api itself too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, open, openAs, sessionPerTest } from './browser';

const s = sessionPerTest();

/** Renames the analysis the page shows, through its Edit dialog. */
async function rename(page: Page, name: string) {
  await page.getByRole('button', { name: 'Edit analysis' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Analysis' });
  await edit.getByLabel('Analysis Name').fill(name);
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

const damageNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: /stored demo data was damaged/ });

describe('the browser store', () => {
  it('keeps everything after a refused login: a new start and a second tab find the new name', async () => {
    const { page, context } = s;
    await open(page, '/login');
    await login(page, 'user@example.com', 'Wrong-password1');
    await page.getByText('Invalid credentials.').waitFor();
    // the app starts again on what the refusal stored
    await openAs(page, 'user@example.com', '/analyses/1');
    await rename(page, 'After a wrong password');
    const second = await context.newPage();
    await open(second, '/analyses/1');
    await second.getByRole('heading', { level: 1, name: 'After a wrong password' }).waitFor();
    expect(await damageNotice(page).count()).toBe(0);
    expect(await damageNotice(second).count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it('applies no write it could not store: created again once there is room, it is new', async () => {
    const { page } = s;
    await openAs(page, 'user@example.com', '/results');
    const rows = page.getByRole('table', { name: 'Results' }).locator('tbody tr[data-row-key]');
    await rows.first().waitFor();
    // /api itself is the API's 404 too, never passed on to the web server behind
    const bare = await page.evaluate(async () => {
      const res = await fetch('/api');
      return [res.status, await res.json()] as const;
    });
    expect(bare).toEqual([404, { code: 404, message: 'Not Found' }]);
    await rows.nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create analysis' }).click();
    const create = page.getByRole('dialog', { name: 'Create Analysis' });
    await create.getByLabel('Analysis Name').fill('Stored once');
    // the origin's storage is full: IndexedDB refuses every write as a full storage does
    // (Chromium's quota override changes only the quota it reports, not what it stores)
    await page.evaluate(() => {
      const put = IDBObjectStore.prototype.put;
      const w = window as unknown as { storeFull?: boolean; restorePut?: () => void };
      IDBObjectStore.prototype.put = function refused() {
        throw new DOMException('The storage is full.', 'QuotaExceededError');
      };
      w.restorePut = () => (IDBObjectStore.prototype.put = put);
    });
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Internal Server Error').first().waitFor();
    await page.evaluate(() => (window as unknown as { restorePut(): void }).restorePut());
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/analyses\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Stored once' }).waitFor();
  });

  it('resets a stored revision of the wrong type with a notice at once; writes then last', async () => {
    const { page } = s;
    await open(page, '/login');
    await page.evaluate(async () => {
      const idb = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('strip-dashboard-mock', 1);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = idb.transaction('state', 'readwrite');
      tx.objectStore('state').put('seven', 'revision');
      await new Promise<void>((resolve) => (tx.oncomplete = () => resolve()));
      idb.close();
    });
    await openAs(page, 'user@example.com', '/analyses/2');
    await damageNotice(page).filter({ hasText: 'the stored revision is damaged' }).waitFor();
    await rename(page, 'Kept after the reset');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Kept after the reset' }).waitFor();
    expect(await damageNotice(page).count()).toBe(0);
    expect(s.errors).toEqual([]);
  });
});
