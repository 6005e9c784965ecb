import { REPORTING_OFF, settingsOf } from '@/shared/config/runtimeConfig';
import { usableSettings } from './settings';

const STAGING = {
  environment: 'staging',
  sentryDsn: 'https://0f1e2d3c@o42.ingest.sentry.io/4507',
  analyticsUrl: 'https://plausible.example.org/api/event',
  release: '9b9ab56c0ffee',
};

describe("the host's settings (/config.js)", () => {
  it('turn on what a named environment sets', () => {
    expect(usableSettings(settingsOf(STAGING))).toEqual(STAGING);
    expect(settingsOf({ environment: 'production', sentryDsn: STAGING.sentryDsn })).toEqual({
      ...REPORTING_OFF,
      environment: 'production',
      sentryDsn: STAGING.sentryDsn,
    });
  });

  it('are all off when missing, empty or without an environment', () => {
    expect(settingsOf(undefined)).toEqual(REPORTING_OFF);
    expect(settingsOf({})).toEqual(REPORTING_OFF);
    expect(settingsOf('staging')).toEqual(REPORTING_OFF);
    const { environment: _, ...unnamed } = STAGING;
    expect(settingsOf(unnamed)).toEqual(REPORTING_OFF);
    expect(settingsOf({ ...STAGING, environment: 'development' })).toEqual(REPORTING_OFF);
    expect(settingsOf({ ...STAGING, sentryDsn: '', analyticsUrl: 42 })).toMatchObject({
      sentryDsn: null,
      analyticsUrl: null,
    });
  });

  it('turn off, once the reporting loads, what is malformed, and only that', () => {
    const settings = settingsOf({
      environment: 'production',
      sentryDsn: 'https://o42.ingest.sentry.io/4507',
      analyticsUrl: 'javascript:alert(1)',
      release: 'v1 <b>',
    });
    expect(usableSettings(settings)).toEqual({ ...REPORTING_OFF, environment: 'production' });
    const noProject = settingsOf({ ...STAGING, sentryDsn: 'https://key@host/not-a-project' });
    expect(usableSettings(noProject)).toEqual({ ...STAGING, sentryDsn: null });
  });
});
