/**
 * The route pattern of an address, taken from the app's route table: '/analyses/12' ->
 * '/analyses/:id', '/share/snapshot/analyses/<share id>' -> '/share/:type/:resource/:id'. What
 * leaves the browser names pages by their pattern, never by the address a user sees, which may
 * hold ids, share ids and tokens. An address no route names is '/*' (the not-found page).
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

interface Match {
  route: { path?: string };
}

/** The pattern of matched routes: an absolute path starts again, a relative one adds on. */
export function patternOfMatches(matches: readonly Match[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/')
      ? route.path
      : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern || '/';
}

export function routePatternOf(routes: RouteObject[], pathname: string): string {
  return patternOfMatches(matchRoutes(routes, pathname) ?? [{ route: { path: '/*' } }]);
}
