/**
 * Error reporting and analytics, where the host turns them on (/config.js, see
 * src/shared/config/runtimeConfig.ts). This part is on every page's first load and stays small:
 * with both off it does nothing at all; with one on it keeps the errors that happen meanwhile and
 * loads the reporter (Sentry) or the analytics (web-vitals) once the page is usable: after the
 * load event, when the browser is idle. The first page's loading is never slowed by them.
 */
import { readRuntimeConfig, type RuntimeConfig } from '@/shared/config/runtimeConfig';
import { holdErrorReports, reportError } from '@/shared/monitoring/errorReports';
import { forgetRouter } from './appRouter';

export { watchNavigation } from './appRouter';

function afterPageUsable(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

// A build with the mock never reports (readRuntimeConfig): it does not even hold the code.
const loadErrorReporting = () =>
  __API_MOCK__
    ? Promise.reject(new Error('no reporting with the mock'))
    : import('./errorReporting');
const loadAnalytics = () =>
  __API_MOCK__ ? Promise.reject(new Error('no analytics with the mock')) : import('./analytics');

const onError = (e: ErrorEvent) =>
  reportError({ kind: 'uncaught', error: e.error ?? e.message, rejection: false });
const onRejection = (e: PromiseRejectionEvent) =>
  reportError({ kind: 'uncaught', error: e.reason, rejection: true });

/** Called once before the app renders. */
export function startMonitoring(settings: RuntimeConfig = readRuntimeConfig()) {
  if (settings.sentryDsn) {
    holdErrorReports();
    // the page's own unhandled errors until Sentry's handlers take over
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    afterPageUsable(() => {
      void loadErrorReporting()
        .then(({ startErrorReporting }) => {
          stopEarlyListeners();
          startErrorReporting(settings);
        })
        // a blocked or failed download leaves the page as it is: reporting is not its job
        .catch(() => undefined);
    });
  }
  if (settings.analyticsUrl)
    afterPageUsable(() => {
      void loadAnalytics()
        .then(({ startAnalytics }) => startAnalytics(settings))
        .catch(() => undefined);
    });
}

function stopEarlyListeners() {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
}

/** Everything off again (tests). */
export function stopMonitoring() {
  stopEarlyListeners();
  forgetRouter();
}
