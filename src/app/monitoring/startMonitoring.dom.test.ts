import { attachErrorReporter, resetErrorReports } from '@/shared/monitoring/errorReports';
import { REPORTING_OFF } from '@/shared/config/runtimeConfig';
import { startMonitoring, stopMonitoring } from './startMonitoring';

const SENTRY = {
  ...REPORTING_OFF,
  environment: 'staging' as const,
  sentryDsn: 'https://0f1e2d3c@o42.ingest.sentry.io/4507',
};

beforeEach(() => {
  // the lazy parts (Sentry, web-vitals) would load when the browser is idle: never, here
  window.requestIdleCallback = () => 0;
});

afterEach(() => {
  stopMonitoring();
  resetErrorReports();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

function pageError() {
  const error = new Error('early');
  window.dispatchEvent(new ErrorEvent('error', { error, message: 'early' }));
  return error;
}

describe('errors before the reporter has loaded', () => {
  it('are kept, unhandled ones of the page included, when error reporting is on', () => {
    startMonitoring(SENTRY);
    const error = pageError();
    const reporter = vi.fn();
    attachErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledWith({ kind: 'uncaught', error, rejection: false });
  });

  it('are not even listened to when it is off', () => {
    // the page's own handler (the test runner fails a test on an error nobody listens to)
    const handled = vi.fn((e: ErrorEvent) => e.preventDefault());
    window.addEventListener('error', handled);
    startMonitoring(REPORTING_OFF);
    pageError();
    window.removeEventListener('error', handled);
    const reporter = vi.fn();
    attachErrorReporter(reporter);
    expect(handled).toHaveBeenCalledTimes(1);
    expect(reporter).not.toHaveBeenCalled();
  });
});
