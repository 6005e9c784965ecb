/**
 * Starts the mock server in the browser (dev server, build:demo, e2e). Loaded lazily from
 * src/main.tsx only when the app is built with the mock (__API_MOCK__), so a production build
 * contains no msw or faker.
 */
import { setupWorker } from 'msw/browser';
import { applyMockQuery } from './controls/query';
import { loadDb } from './db/store';
import { handlers } from './handlers';
import { gateway } from './handlers/gateway';
import { setXlsxWriter } from './lib/exporters';
import { xlsxInWorker } from './lib/xlsxInWorker';

/**
 * The worker script the app registers: msw's worker behind a rule that keeps the app's own files
 * away from it (public/mockApiWorker.js).
 */
const WORKER_SCRIPT = 'mockApiWorker.js';

/**
 * msw asks the browser to look for a newer worker script on every start and leaves the
 * promise unhandled (mswjs/msw#2006): when the page is left or reloaded meanwhile, the check
 * fails ('Failed to update a ServiceWorker ...: Not found') as an uncaught error although the
 * mock works. That one failure is reported as a note; every other rejection is left alone.
 */
function quietWorkerUpdateFailures() {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (
      reason instanceof TypeError &&
      reason.message.startsWith('Failed to update a ServiceWorker') &&
      reason.message.includes(WORKER_SCRIPT)
    ) {
      event.preventDefault();
      console.info(`[mock] ${reason.message}`);
    }
  });
}

/** What the app that starts the mock hands it (the mock imports no app code). */
export interface MockApp {
  /** a `?mockLogin=` logged a user in on the server: the app remembers the id like after a login */
  onLogin(userId: number): void;
}

export async function startMockWorker(app: MockApp) {
  quietWorkerUpdateFailures();
  // large exports are written off the main thread: the page stays responsive meanwhile
  setXlsxWriter(xlsxInWorker());
  // a fresh store of the default scenario is the seed the build computed (scripts/mockSeed.ts)
  await loadDb({ defaultSeed: () => import('virtual:mock-default-seed').then((m) => m.default) });
  // QA controls by URL query (?mockReset=1, ?mockFail=getUser:500 ...); removed from the URL after.
  await applyMockQuery(window.location.search, { replaceUrl: true, onLogin: app.onLogin });
  const worker = setupWorker(gateway(handlers));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}${WORKER_SCRIPT}` },
  });
  return worker;
}
