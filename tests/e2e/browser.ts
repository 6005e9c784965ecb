/**
 * Shared e2e helpers: Debian's Chromium driven by playwright-core, a fresh browser context per
 * test (fresh IndexedDB, so the mock starts from its deterministic seed), and a login that reads
 * the captcha code from the canvas' data-code attribute (present only in mock builds).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
export const PASSWORD = 'Password1';

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = null;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A fresh context and page at 1440x900; collects uncaught page errors. */
export async function newSession(): Promise<Session> {
  const b = await launchBrowser();
  const context = await b.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Opens a path of the app and waits until the mock worker and the app have started. */
export async function open(page: Page, path: string) {
  await page.goto(`${BASE_URL}${path}`);
  await page.waitForSelector('#root > *', { timeout: 30000 });
}

/** Logs in through the real login form (captcha code read from data-code). */
export async function login(page: Page, email: string, password = PASSWORD) {
  await open(page, '/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const code = await page.locator('canvas[data-code]').getAttribute('data-code');
  if (!code) throw new Error('captcha code not found: is this a build:demo app?');
  await page.getByLabel('Captcha', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
