import { parseRuntimeConfig, REPORTING_OFF } from './runtimeConfig';

const STAGING = {
  environment: 'staging',
  sentryDsn: 'https://0f1e2d3c@o42.ingest.sentry.io/4507',
  analyticsUrl: 'https://plausible.example.org/api/event',
  release: '9b9ab56c0ffee',
};

describe("the host's settings (/config.js)", () => {
  it('turn on what a named environment sets', () => {
    expect(parseRuntimeConfig(STAGING)).toEqual(STAGING);
    expect(parseRuntimeConfig({ environment: 'production', sentryDsn: STAGING.sentryDsn })).toEqual(
      {
        ...REPORTING_OFF,
        environment: 'production',
        sentryDsn: STAGING.sentryDsn,
      },
    );
  });

  it('are all off when missing, empty or without an environment', () => {
    expect(parseRuntimeConfig(undefined)).toEqual(REPORTING_OFF);
    expect(parseRuntimeConfig({})).toEqual(REPORTING_OFF);
    expect(parseRuntimeConfig('staging')).toEqual(REPORTING_OFF);
    const { environment: _, ...unnamed } = STAGING;
    expect(parseRuntimeConfig(unnamed)).toEqual(REPORTING_OFF);
    expect(parseRuntimeConfig({ ...STAGING, environment: 'development' })).toEqual(REPORTING_OFF);
  });

  it('turn off what is malformed, and only that', () => {
    const parsed = parseRuntimeConfig({
      environment: 'production',
      sentryDsn: 'https://o42.ingest.sentry.io/4507',
      analyticsUrl: 'javascript:alert(1)',
      release: 'v1 <b>',
    });
    expect(parsed).toEqual({ ...REPORTING_OFF, environment: 'production' });
    expect(
      parseRuntimeConfig({ ...STAGING, sentryDsn: 'https://key@host/not-a-project' }).sentryDsn,
    ).toBeNull();
  });
});
