/*
 * The service worker of the app built with its mock (dev server, build:demo): msw's own worker
 * (mockServiceWorker.js, written by `npm run msw:init` and never edited) for the API calls only.
 *
 * msw's worker takes every request of the page: for each script, style sheet and picture the app
 * loads it asks the page's mock whether it answers that request (it does not: it answers /api/
 * only), then fetches it, then streams a copy of the body back to the page. An app start loads
 * about seventy files, and the page is busy starting while it answers those questions.
 *
 * Here the browser is told, when the worker installs, to fetch everything outside /api (the path
 * itself and all below it) without waking the worker (static routing, InstallEvent.addRoutes;
 * Chromium-based browsers).
 * Browsers without it, or a browser refusing the rule, keep msw's own way: slower, same result.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({
        condition: { not: { urlPattern: { pathname: '/api{/*}?' } } },
        source: 'network',
      })
      .catch((error) => console.info('[mock] every request goes through the mock:', error)),
  );
});

importScripts('./mockServiceWorker.js');
