/**
 * The host's settings as the reporting takes them, checked when it loads (the first load only
 * reads them: src/shared/config/runtimeConfig.ts): a DSN names its public key and ends with the
 * project's number, the analytics address is an http(s) URL, the release is a commit-like name.
 * A value of another form is off (the image's start refuses them already: runtime-config.envsh).
 */
import type { RuntimeConfig } from '@/shared/config/runtimeConfig';

function httpUrl(value: string | null): URL | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function usableSettings(config: RuntimeConfig): RuntimeConfig {
  const dsn = httpUrl(config.sentryDsn);
  const analytics = httpUrl(config.analyticsUrl);
  return {
    environment: config.environment,
    sentryDsn: dsn && dsn.username !== '' && /\/\d+$/.test(dsn.pathname) ? config.sentryDsn : null,
    analyticsUrl: analytics ? analytics.href : null,
    release: config.release && /^[\w.+-]{1,200}$/.test(config.release) ? config.release : null,
  };
}
