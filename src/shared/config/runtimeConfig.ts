/**
 * The host's settings, read when the app starts. One build serves every host: each host says
 * what it turns on in /config.js, a small file index.html loads before the app (never cached).
 * The production image's nginx writes it at start from the container's environment
 * (scripts/production/runtime-config.envsh, docs/deployment.md); every other host serves
 * public/config.js, which turns everything off.
 *
 * Anything missing or malformed is off. Nothing is sent unless the host names its environment
 * (production or staging), so a copy of the settings on a developer's machine reports nothing.
 * A build with the mock (dev server, demo build, Storybook) ignores the file and never reports.
 */

export type HostEnvironment = 'production' | 'staging';

export interface RuntimeConfig {
  environment: HostEnvironment | null;
  /** Sentry's DSN: where errors go; null turns error reporting off */
  sentryDsn: string | null;
  /** the analytics receiver: where page views and Web Vitals go; null turns analytics off */
  analyticsUrl: string | null;
  /** the commit the image was built from */
  release: string | null;
}

export const REPORTING_OFF: RuntimeConfig = {
  environment: null,
  sentryDsn: null,
  analyticsUrl: null,
  release: null,
};

declare global {
  interface Window {
    /** set by /config.js */
    __RUNTIME_CONFIG__?: unknown;
  }
}

const field = (raw: object, name: string): unknown =>
  (raw as Record<string, unknown>)[name] ?? null;

function httpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A DSN names its public key (the user part) and ends with the project's number. */
const isDsn = (url: URL | null) => !!url && url.username !== '' && /\/\d+$/.test(url.pathname);

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) return REPORTING_OFF;
  const environment = field(raw, 'environment');
  if (environment !== 'production' && environment !== 'staging') return REPORTING_OFF;
  const dsn = field(raw, 'sentryDsn');
  const analytics = httpUrl(field(raw, 'analyticsUrl'));
  const release = field(raw, 'release');
  return {
    environment,
    sentryDsn: isDsn(httpUrl(dsn)) ? (dsn as string) : null,
    analyticsUrl: analytics ? analytics.href : null,
    release: typeof release === 'string' && /^[\w.+-]{1,200}$/.test(release) ? release : null,
  };
}

/** The settings of this host (all off in a build with the mock). */
export function readRuntimeConfig(): RuntimeConfig {
  if (__API_MOCK__) return REPORTING_OFF;
  return parseRuntimeConfig(window.__RUNTIME_CONFIG__);
}
