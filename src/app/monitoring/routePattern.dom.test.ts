import { appRoutes } from '@/app/router';
import { routePatternOf } from './routePattern';

const routes = appRoutes();

describe("a page's route pattern, from the app's route table", () => {
  it.each([
    ['/', '/'],
    ['/login', '/login'],
    ['/analyses/12', '/analyses/:id'],
    ['/results/7', '/results/:id'],
    ['/share/snapshot/analyses/b8a583bfd60cafacdcb47fbfdf894bbc', '/share/:type/:resource/:id'],
    [
      '/share/dynamic/analyses/de23bb63a371d1b61881af790efeafef/result/4',
      '/share/dynamic/analyses/:shareId/result/:resultId',
    ],
    ['/share/snapshot/analyses/result/4', '/share/snapshot/analyses/result/:id'],
    ['/resetting/reset/Zq8vN3kR2mW7xT4pL9sB1cY6', '/resetting/reset/:token'],
    ['/confirm/newsletter/Zq8vN3kR2mW7xT4pL9sB1cY6', '/confirm/newsletter/:token'],
    ['/manage-share-links/dynamic', '/manage-share-links/:type?'],
    ['/admin/users', '/admin/users'],
    ['/admin/editParameter/3', '/admin/editParameter/:id'],
    ['/admin/no-such-page/3', '/admin/*'],
    ['/no-such-page/anna@example.com', '/*'],
  ])('%s -> %s', (path, pattern) => {
    expect(routePatternOf(routes, path)).toBe(pattern);
  });
});
