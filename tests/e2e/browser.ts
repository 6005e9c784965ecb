/**
 * Shared e2e helpers: Debian's Chromium driven by playwright-core, a browser tab emptied before
 * every test (no cookies, storage or IndexedDB, so the mock starts from its deterministic seed),
 * the app opened at a path (logged in or not) and moved without a reload, and a login that reads
 * the captcha code from the canvas' data-code attribute (present only in mock builds). What a
 * journey checks on a screen (axe, screenshots) is in screens.ts, what it does on a page besides
 * clicks in pageInput.ts.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeEach } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../utils/chromium';
import { dismissNotifications } from './pageInput';
import { reportTimings, timed } from './timing';

export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
export const PASSWORD = 'Password1';

let browser: Browser | null = null;

/** E2E_HEADED=1 shows the browser window (for watching a journey; it needs a display). */
const HEADED = Boolean(process.env.E2E_HEADED);

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: HEADED ? CHROMIUM_PATH : HEADLESS_SHELL_PATH,
    headless: !HEADED,
    args: [...(HEADED ? [] : ['--headless']), ...CHROMIUM_FLAGS],
  });
  return browser;
}

/** Closes the file's browser (every file ends so) and prints its timings (E2E_PROFILE=1). */
export async function closeBrowser() {
  await browser?.close();
  browser = null;
  reportTimings();
}

export interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

type Viewport = { width: number; height: number };
const DESKTOP: Viewport = { width: 1440, height: 900 };

/**
 * The worker's tab. It outlives a file, with its browser (the worker keeps this module: isolate:
 * false), so the next file's first app start finds the scripts cached and compiled instead of
 * launching a browser and loading everything cold; a file that closes the browser
 * (closeBrowser) leaves the next one to start a new tab. The browser goes with the worker
 * process: it quits when the process that drives it ends, however that ends.
 */
let shared: Session | null = null;

/**
 * The worker's tab, emptied as if it were a new browser and set to `viewport`: the other tabs a
 * test opened are closed, the app is unloaded, and the origin's cookies, localStorage,
 * sessionStorage, IndexedDB (the mock's store, so the next start seeds afresh) and service
 * worker registration are deleted; the listeners a test added go, the page-error list starts
 * empty. What stays is what a browser keeps and no test reads: the HTTP cache and the compiled
 * scripts, so the next app start is quicker than in a new context.
 *
 * The mock's service worker registration is deleted here, not left to msw: msw's worker
 * unregisters itself asynchronously when its last page closes, which could happen during the
 * next test and leave its pages without the mock.
 */
export async function emptyTab(viewport: Viewport = DESKTOP): Promise<Session> {
  if (shared && !shared.page.isClosed() && shared.context.browser()?.isConnected())
    await emptySession(shared);
  else shared = await newSession(viewport);
  await shared.page.setViewportSize(viewport);
  return shared;
}

/**
 * A file's end: the app in the worker's tab is unloaded, so it runs no timers while the next
 * file works, and the file's timings are printed (E2E_PROFILE=1). The tab and browser stay.
 */
export async function endOfFile() {
  if (shared && !shared.page.isClosed()) await shared.page.goto('about:blank');
  reportTimings();
}

/**
 * One browser tab for the tests of the calling file, emptied before every test (emptyTab), and
 * the file's timings printed at its end (E2E_PROFILE=1). Read `s.page` etc. inside tests.
 */
export function sessionPerTest(viewport?: Viewport): Session {
  let current: Session | null = null;
  beforeEach(async () => {
    current = await emptyTab(viewport);
  });
  afterAll(async () => {
    current = null;
    await endOfFile();
  });
  const now = () => {
    if (!current) throw new Error('the browser session exists only inside a test');
    return current;
  };
  return {
    get context() {
      return now().context;
    },
    get page() {
      return now().page;
    },
    get errors() {
      return now().errors;
    },
  };
}

/** Everything a test left in the session, removed (see emptyTab). */
async function emptySession({ context, page, errors }: Session) {
  await timed('empty', async () => {
    for (const other of context.pages()) if (other !== page) await other.close();
    // sessionStorage belongs to the tab: cleared from a document of the app's origin
    if (!page.url().startsWith(BASE_URL)) await page.goto(`${BASE_URL}/logo.svg`);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('about:blank'); // the app closes its IndexedDB connection
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: BASE_URL,
      storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers',
    });
    await cdp.detach();
    await context.clearCookies();
    page.removeAllListeners();
    errors.length = 0;
    page.on('pageerror', (e) => errors.push(String(e)));
  });
}

/**
 * A fresh context and page at 1440x900; collects uncaught page errors. The browser asks for
 * reduced motion, as some users do: the app then skips its animations (dialogs, charts), so a
 * journey never waits for one to finish.
 */
export async function newSession(
  viewport: Viewport = DESKTOP,
  userAgent?: string,
): Promise<Session> {
  const b = await launchBrowser();
  const { context, page } = await timed('context', async () => {
    const context = await b.newContext({ viewport, reducedMotion: 'reduce', userAgent });
    return { context, page: await context.newPage() };
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Opens a path of the app and waits until the mock worker and the app have started. */
export async function open(page: Page, path: string) {
  await timed('open', async () => {
    await page.goto(`${BASE_URL}${path}`);
    await page.waitForSelector('#root > *', { timeout: 30000 });
  });
}

/**
 * Opens `path` already logged in as a demo account, through the mock's `?mockLogin=` control
 * (the server's session and the app's stored user id, as a login leaves them), and waits until
 * the app shows that address without the mock's controls (the mock removes them; `path` may
 * carry others, such as `?mockScenario=large`). For journeys whose subject is not the login:
 * the login screen has its own journeys (auth, shell, mock-store).
 */
export async function openAs(page: Page, email: string, path: string) {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('mockLogin', email);
  await open(page, `${pathname}?${params}`);
  // the mock's controls all start with 'mock' (MOCK_QUERY_KEYS); that module is not imported
  // here, as the production suite loads these helpers without the app's '@' alias
  for (const key of [...params.keys()]) if (key.startsWith('mock')) params.delete(key);
  await page.waitForURL(`${BASE_URL}${pathname}${params.size ? `?${params}` : ''}`);
}

/**
 * Moves the running app to `path` the way the browser's back and forward buttons do (a history
 * entry and a popstate event, which the router follows): no reload, so the app, the mock worker
 * and its loaded store stay up. Opens the path with a full load when the app is not running yet.
 * Like a link click, it leaves the previous screen up until the next one's code has arrived:
 * wait next for something only the new screen shows (its h1), not for what both may show. An
 * address the app redirects away from (a guard) is for `open`: this waits for the URL given.
 */
export async function navigate(page: Page, path: string) {
  if (!page.url().startsWith(BASE_URL)) return open(page, path);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL(`${BASE_URL}${path}`);
  await page.waitForSelector('#root > *');
}

/**
 * Logs in through the real login form (captcha code read from data-code). In a running app the
 * login page is reached without a reload (after a logout, or a refused attempt), as a user
 * would; a fresh page loads it.
 */
export async function login(page: Page, email: string, password = PASSWORD) {
  await timed('login', async () => {
    await navigate(page, '/login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const code = await page.locator('canvas[data-code]').getAttribute('data-code');
    if (!code) throw new Error('captcha code not found: is this a build:demo app?');
    await page.getByLabel('Captcha', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  });
}

/** Logs out through the account menu and waits for the login page. */
export async function logout(page: Page) {
  await dismissNotifications(page);
  await page.getByLabel(/^Account menu of /).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${BASE_URL}/login`);
}
