/**
 * Analytics, for hosts that turn them on (a lazy chunk: startMonitoring.ts loads it once the
 * page is usable): the pages seen, by route pattern ('/analyses/:id', never an id), and the Core
 * Web Vitals of the visit (web-vitals: LCP, INP, CLS, FCP, TTFB), each sent with
 * navigator.sendBeacon to the host's address. No cookie is set, no user or visit id is sent.
 *
 * The beacons are Plausible's Events API (docs/decisions.md): a JSON body
 * { name, url, domain, referrer?, props } sent as text/plain (no CORS preflight), which
 * Plausible (hosted or self-hosted) takes as it is at /api/event and any collector reads as
 * JSON. A page view is name 'pageview' with the pattern as the url's path (a page counts once
 * its address has stayed 500 ms: a redirect is not a page view, another query string on the same
 * page not a new one; the page the visit is on when the analytics load comes first); the vitals
 * are one
 * 'Web Vitals' event per visit with the values as props (milliseconds, CLS unitless), sent
 * when the page is hidden or left, and again with what changed if the visitor returns.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { RuntimeConfig } from '@/shared/config/runtimeConfig';
import { patternOfMatches } from './routePattern';
import { usableSettings } from './settings';
import { currentRouter, type AppRouter } from './appRouter';

/** A page is counted once its address has stayed this long: a redirect is not a page view. */
const PAGE_VIEW_SETTLE_MS = 500;

export interface AnalyticsEvent {
  name: 'pageview' | 'Web Vitals';
  url: string;
  domain: string;
  referrer?: string;
  props: Record<string, string | number>;
}

/** Where the visitor came from, as an origin: only another site, never an address of it. */
function externalReferrer(): string | undefined {
  try {
    const from = new URL(document.referrer);
    return from.origin !== window.location.origin ? from.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The value as sent: CLS to three decimals, the times in whole milliseconds. */
export const metricValue = (metric: Pick<Metric, 'name' | 'value'>) =>
  metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);

/** The events of one page load, handed to `send`. */
export function createAnalytics(config: RuntimeConfig, send: (event: AnalyticsEvent) => void) {
  const base = {
    domain: window.location.hostname,
    props: { environment: config.environment ?? '', release: config.release ?? '' },
  };
  let landing: string | null = null;
  /** the vitals of this page load not sent yet */
  const pending = new Map<Metric['name'], number>();
  return {
    pageView(pattern: string) {
      const referrer = landing === null ? externalReferrer() : undefined;
      landing ??= pattern;
      send({
        name: 'pageview',
        url: `${window.location.origin}${pattern}`,
        ...base,
        ...(referrer && { referrer }),
      });
    },
    keepMetric(metric: Pick<Metric, 'name' | 'value'>) {
      pending.set(metric.name, metricValue(metric));
    },
    /** Sends the vitals kept so far, under the page the visit landed on. */
    flush() {
      if (pending.size === 0) return;
      const page = landing ?? patternOfMatches(currentRouter()?.state.matches ?? []);
      send({
        name: 'Web Vitals',
        url: `${window.location.origin}${page}`,
        ...base,
        props: { ...base.props, ...Object.fromEntries(pending) },
      });
      pending.clear();
    },
  };
}

/** Calls `onPage` with the route pattern of each page the router settles on, this one first. */
export function followPages(router: AppRouter, onPage: (pattern: string) => void): () => void {
  let last: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const { location, matches } = router.state;
      if (location.pathname === last) return;
      last = location.pathname;
      onPage(patternOfMatches(matches));
    }, PAGE_VIEW_SETTLE_MS);
  };
  settle();
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle') settle();
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

export function startAnalytics(config: RuntimeConfig) {
  const settings = usableSettings(config);
  const address = settings.analyticsUrl;
  if (!address) return;
  const analytics = createAnalytics(settings, (event) =>
    navigator.sendBeacon?.(address, JSON.stringify(event)),
  );
  const router = currentRouter();
  if (router) followPages(router, analytics.pageView);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(analytics.keepMetric);
  // after web-vitals' own listeners (added above), which report CLS and INP on the same event:
  // the last one a page is sure to get, when it is hidden or left (not pagehide, which comes
  // before it when the visitor leaves, and would split the visit's vitals in two beacons)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') analytics.flush();
  });
}
