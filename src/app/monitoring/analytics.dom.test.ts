import { createMemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@/shared/config/runtimeConfig';
import { createAnalytics, followPages, type AnalyticsEvent } from './analytics';

const STAGING: RuntimeConfig = {
  environment: 'staging',
  sentryDsn: null,
  analyticsUrl: 'https://plausible.example.org/api/event',
  release: '9b9ab56c0ffee',
};
const origin = window.location.origin;
const props = { environment: 'staging', release: '9b9ab56c0ffee' };

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

afterEach(() => setReferrer(''));

describe('analytics beacons (Plausible Events API)', () => {
  it('send a page view per route pattern; the first names the other site the visitor came from', () => {
    setReferrer('https://mail.example.net/u/0/inbox/18c2f?search=anna');
    const sent: AnalyticsEvent[] = [];
    const analytics = createAnalytics(STAGING, (e) => sent.push(e));
    analytics.pageView('/share/:type/:resource/:id');
    analytics.pageView('/analyses/:id');
    expect(sent).toEqual([
      {
        name: 'pageview',
        url: `${origin}/share/:type/:resource/:id`,
        domain: window.location.hostname,
        referrer: 'https://mail.example.net',
        props,
      },
      { name: 'pageview', url: `${origin}/analyses/:id`, domain: window.location.hostname, props },
    ]);
  });

  it('name no referrer that is a page of the app itself', () => {
    setReferrer(`${origin}/resetting/reset/Zq8vN3kR2mW7xT4pL9sB1cY6`);
    const sent: AnalyticsEvent[] = [];
    createAnalytics(STAGING, (e) => sent.push(e)).pageView('/login');
    expect(sent[0]).not.toHaveProperty('referrer');
  });

  it("send the visit's Web Vitals together, under the page it landed on, and each value once", () => {
    const sent: AnalyticsEvent[] = [];
    const analytics = createAnalytics(STAGING, (e) => sent.push(e));
    analytics.pageView('/results/:id');
    analytics.pageView('/analyses/:id');
    analytics.keepMetric({ name: 'TTFB', value: 212.4 });
    analytics.keepMetric({ name: 'FCP', value: 801.6 });
    analytics.keepMetric({ name: 'LCP', value: 1234.5 });
    analytics.keepMetric({ name: 'CLS', value: 0.01234 });
    analytics.keepMetric({ name: 'INP', value: 48 });
    analytics.flush();
    analytics.flush();
    analytics.keepMetric({ name: 'INP', value: 120 });
    analytics.flush();
    expect(sent.slice(2)).toEqual([
      {
        name: 'Web Vitals',
        url: `${origin}/results/:id`,
        domain: window.location.hostname,
        props: { ...props, TTFB: 212, FCP: 802, LCP: 1235, CLS: 0.012, INP: 48 },
      },
      {
        name: 'Web Vitals',
        url: `${origin}/results/:id`,
        domain: window.location.hostname,
        props: { ...props, INP: 120 },
      },
    ]);
  });
});

describe('page views', () => {
  const routes = [
    { path: '/analyses/:id' },
    { path: '/results/:id' },
    { path: '/admin', children: [{ path: '/admin/users' }, { path: '*' }] },
    { path: '*' },
  ];
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('name each page by its route pattern once its address has settled', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/analyses/12'] });
    const patterns: string[] = [];
    const stop = followPages(router, (p) => patterns.push(p));
    await vi.advanceTimersByTimeAsync(600);
    expect(patterns).toEqual(['/analyses/:id']);

    // a redirect: only where it ends is a page view
    await router.navigate('/results/7');
    await router.navigate('/admin/users', { replace: true });
    await vi.advanceTimersByTimeAsync(600);
    // the same page again with another query is no new page view
    await router.navigate('/admin/users?page=2');
    await vi.advanceTimersByTimeAsync(600);
    await router.navigate('/admin/settings/4f0c');
    await router.navigate('/nowhere/8');
    await vi.advanceTimersByTimeAsync(600);
    expect(patterns).toEqual(['/analyses/:id', '/admin/users', '/*']);
    stop();
  });
});
