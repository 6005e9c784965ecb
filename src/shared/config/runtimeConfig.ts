/**
 * The host's settings, read when the app starts. One build serves every host: each host says
 * what it turns on in /config.js, a small file index.html loads before the app (never cached).
 * The production image's nginx writes it at start from the container's environment
 * (scripts/production/runtime-config.envsh, docs/deployment.md); every other host serves
 * public/config.js, which turns everything off.
 *
 * Anything missing is off. Nothing is sent unless the host names its environment (production or
 * staging), so a copy of the settings on a developer's machine reports nothing. A build with the
 * mock (dev server, demo build, Storybook) ignores the file and never reports. This part is on
 * every page's first load: it only reads; the reporting checks the values' form when it loads
 * (src/app/monitoring/settings.ts).
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

/** The settings of a /config.js: its texts, all off without a named environment. */
export function settingsOf(raw: unknown): RuntimeConfig {
  const fields = (typeof raw === 'object' && raw) || {};
  const text = (name: keyof RuntimeConfig) => {
    const value = (fields as Record<string, unknown>)[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const environment = text('environment');
  if (environment !== 'production' && environment !== 'staging') return REPORTING_OFF;
  return {
    environment,
    sentryDsn: text('sentryDsn'),
    analyticsUrl: text('analyticsUrl'),
    release: text('release'),
  };
}

/** The settings of this host (all off in a build with the mock). */
export function readRuntimeConfig(): RuntimeConfig {
  if (__API_MOCK__) return REPORTING_OFF;
  return settingsOf(window.__RUNTIME_CONFIG__);
}
