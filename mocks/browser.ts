/**
 * Starts the mock server in the browser (dev server, build:demo, e2e). Loaded lazily from
 * src/main.tsx only when the app is built with the mock (__API_MOCK__), so a production build
 * contains no msw or faker.
 */
import { setupWorker } from 'msw/browser';
import { applyMockQuery } from './controls/query';
import { loadDb } from './db/store';
import { handlers } from './handlers';

export async function startMockWorker() {
  await loadDb();
  // QA controls by URL query (?mockReset=1, ?mockFail=getUser:500 ...); removed from the URL after.
  await applyMockQuery(window.location.search, { replaceUrl: true });
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return worker;
}
