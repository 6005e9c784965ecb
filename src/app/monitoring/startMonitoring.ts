/**
 * Error reporting and analytics, where the host turns them on (/config.js, see
 * src/shared/config/runtimeConfig.ts). This part is on every page's first load and stays small:
 * with both off it does nothing at all; with one on it keeps what happens meanwhile (errors, the
 * pages seen) and loads the reporter (Sentry) or the analytics (web-vitals) once the page is
 * usable: after the load event, when the browser is idle. The first page's loading is never
 * slowed by them.
 */
import type { createBrowserRouter } from 'react-router-dom';
import { readRuntimeConfig, type RuntimeConfig } from '@/shared/config/runtimeConfig';
import { holdErrorReports, reportError } from '@/shared/monitoring/errorReports';
import { patternOfMatches } from './routePattern';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** A page is counted once the address has stayed this long: a redirect is not a page view. */
const PAGE_VIEW_SETTLE_MS = 500;

let router: AppRouter | null = null;
/** the route patterns of the pages seen, until the analytics take them (null: analytics off) */
let pageViews: string[] | null = null;
let pageViewSink: ((pattern: string) => void) | null = null;

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
          window.removeEventListener('error', onError);
          window.removeEventListener('unhandledrejection', onRejection);
          startErrorReporting(settings);
        })
        // a blocked or failed download leaves the page as it is: reporting is not its job
        .catch(() => undefined);
    });
  }
  if (settings.analyticsUrl) {
    pageViews = [];
    afterPageUsable(() => {
      void loadAnalytics()
        .then(({ startAnalytics }) => startAnalytics(settings))
        .catch(() => undefined);
    });
  }
}

/** The router the app runs on: page views follow it, and reports name its route patterns. */
export function watchNavigation(appRouter: AppRouter): (() => void) | undefined {
  router = appRouter;
  if (!pageViews) return undefined;
  let last: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const { location, matches } = appRouter.state;
      if (location.pathname === last) return;
      last = location.pathname;
      const pattern = patternOfMatches(matches);
      if (pageViewSink) pageViewSink(pattern);
      else pageViews?.push(pattern);
    }, PAGE_VIEW_SETTLE_MS);
  };
  settle();
  const unsubscribe = appRouter.subscribe((state) => {
    if (state.navigation.state === 'idle') settle();
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** The analytics take the pages seen so far and every later one. */
export function takePageViews(sink: (pattern: string) => void) {
  const seen = pageViews ?? [];
  pageViews = [];
  pageViewSink = sink;
  for (const pattern of seen) sink(pattern);
}

/** The app's router, once it runs (the reporter names addresses by route pattern). */
export const currentRouter = () => router;

/** Everything off again (tests). */
export function stopMonitoring() {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  router = null;
  pageViews = null;
  pageViewSink = null;
}
