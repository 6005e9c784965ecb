import { createMemoryRouter } from 'react-router-dom';
import { attachErrorReporter, resetErrorReports } from '@/shared/monitoring/errorReports';
import { REPORTING_OFF, type RuntimeConfig } from '@/shared/config/runtimeConfig';
import { startMonitoring, stopMonitoring, takePageViews, watchNavigation } from './startMonitoring';

const ANALYTICS: RuntimeConfig = {
  environment: 'staging',
  sentryDsn: null,
  analyticsUrl: 'https://plausible.example.org/api/event',
  release: '9b9ab56c0ffee',
};

const routes = [
  { path: '/analyses/:id' },
  { path: '/results/:id' },
  { path: '/admin', children: [{ path: '/admin/users' }, { path: '*' }] },
  { path: '*' },
];

beforeEach(() => {
  vi.useFakeTimers();
  // the lazy parts (Sentry, web-vitals) would load when the browser is idle: never, here
  window.requestIdleCallback = () => 0;
});

afterEach(() => {
  stopMonitoring();
  resetErrorReports();
  vi.useRealTimers();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

function seen() {
  const patterns: string[] = [];
  takePageViews((p) => patterns.push(p));
  return patterns;
}

describe('page views', () => {
  it('are not followed while analytics are off', () => {
    startMonitoring(REPORTING_OFF);
    expect(watchNavigation(createMemoryRouter(routes))).toBeUndefined();
  });

  it('name each page by its route pattern once the address has settled', async () => {
    startMonitoring(ANALYTICS);
    const router = createMemoryRouter(routes, { initialEntries: ['/analyses/12'] });
    const stop = watchNavigation(router);
    await vi.advanceTimersByTimeAsync(600);
    const patterns = seen();
    expect(patterns).toEqual(['/analyses/:id']);

    // a redirect: only where it ends is a page view
    await router.navigate('/results/7');
    await router.navigate('/admin/users', { replace: true });
    await vi.advanceTimersByTimeAsync(600);
    // the same page again with another query is no new page view
    await router.navigate('/admin/users?page=2');
    await router.navigate('/admin/settings/4f0c');
    await router.navigate('/nowhere/8');
    await vi.advanceTimersByTimeAsync(600);
    expect(patterns).toEqual(['/analyses/:id', '/admin/users', '/*']);
    stop?.();
  });
});

describe('errors before the reporter has loaded', () => {
  it('are kept, unhandled ones of the page included, when error reporting is on', () => {
    startMonitoring({ ...ANALYTICS, sentryDsn: 'https://0f1e2d3c@o42.ingest.sentry.io/4507' });
    const error = new Error('early');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'early' }));
    const reporter = vi.fn();
    attachErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledWith({ kind: 'uncaught', error, rejection: false });
  });
});
