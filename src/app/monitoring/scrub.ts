/**
 * What an error report may carry out of the browser: nothing personal. Sentry is set up to
 * collect no user, cookies, headers, bodies or query strings (errorReporting.ts); this is the
 * last look at every event and breadcrumb before it leaves:
 * - an address of the app becomes its route pattern ('/share/:type/:resource/:id', never the
 *   share id; '/resetting/reset/:token', never the token), other addresses their origin and a
 *   path without ids; no query string or fragment survives (a share id travels in `?share=`);
 * - no user, no request headers but the browser's name (User-Agent), no cookies, no bodies;
 * - in any text (error messages, breadcrumbs): e-mail addresses and long tokens are masked.
 * Console, click and request breadcrumbs are not recorded at all (errorReporting.ts): a
 * button's label or a cell's title may hold a name.
 */
import type { Breadcrumb, ErrorEvent } from '@sentry/react';

/** The route pattern of a path of the app (routePattern.ts over the app's route table). */
export type PatternOf = (pathname: string) => string;

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g;
/** runs of letters and digits this long are ids or tokens (share ids have 32), never words */
const TOKEN = /\b(?=[\w-]*\d)[\w-]{20,}\b/g;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'`)<>]+/g;
/** an absolute path inside a text: '/share/snapshot/...' (not 'and/or', not a URL's path) */
const PATH_IN_TEXT = /(?<![\w/.:])\/[A-Za-z][^\s"'`)<>]*/g;

/** A path no route describes, without its ids: segments with digits or this long are ids. */
function genericPath(pathname: string): string {
  return pathname
    .split('/')
    .map((part) => (/\d/.test(part) || part.length > 24 ? ':id' : part))
    .join('/');
}

/** A path of this origin as a report names it: a page by its route pattern; the build's files
 * as they are; the API's without ids. */
function ownPath(pathname: string, patternOf: PatternOf): string {
  if (pathname.startsWith('/assets/')) return pathname;
  if (pathname.startsWith('/api/')) return genericPath(pathname);
  return patternOf(pathname);
}

/** An address as a report may carry it: no query string, no fragment, no id. */
export function scrubUrl(raw: string, patternOf: PatternOf): string {
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return '[address]';
  }
  const own = url.origin === window.location.origin;
  return `${url.origin}${own ? ownPath(url.pathname, patternOf) : genericPath(url.pathname)}`;
}

export function scrubText(text: string, patternOf: PatternOf): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(URL_IN_TEXT, (url) => scrubUrl(url, patternOf))
    .replace(PATH_IN_TEXT, (path) => ownPath(path.split(/[?#]/)[0], patternOf))
    .replace(TOKEN, '[token]');
}

/** Every text inside a value (objects and arrays walked, other values kept). */
function scrubDeep<T>(value: T, patternOf: PatternOf, depth = 0): T {
  if (typeof value === 'string') return scrubText(value, patternOf) as T;
  if (depth > 6 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, patternOf, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, scrubDeep(v, patternOf, depth + 1)]),
  ) as T;
}

export function scrubBreadcrumb(crumb: Breadcrumb, patternOf: PatternOf): Breadcrumb | null {
  // only what the app chose to record: navigations and the reporter's own
  if (crumb.category !== 'navigation' && crumb.category !== 'sentry.event') return null;
  const data = crumb.data && {
    ...crumb.data,
    ...(typeof crumb.data.from === 'string' && { from: scrubUrl(crumb.data.from, patternOf) }),
    ...(typeof crumb.data.to === 'string' && { to: scrubUrl(crumb.data.to, patternOf) }),
  };
  return scrubDeep({ ...crumb, ...(data && { data }) }, patternOf);
}

/** The parts of an event that hold text of the app or the page (its ids, release, timestamps,
 * stack frames and SDK details stay as they are). */
const TEXT_PARTS = ['message', 'logentry', 'extra', 'tags'] as const;

export function scrubEvent(event: ErrorEvent, patternOf: PatternOf): ErrorEvent {
  const userAgent = event.request?.headers?.['User-Agent'];
  const { user: _user, request: _request, ...rest } = event;
  const scrubbed: ErrorEvent = {
    ...rest,
    request: {
      ...(event.request?.url && { url: scrubUrl(event.request.url, patternOf) }),
      ...(userAgent && { headers: { 'User-Agent': userAgent } }),
    },
  };
  for (const part of TEXT_PARTS)
    if (event[part] !== undefined)
      Object.assign(scrubbed, { [part]: scrubDeep(event[part], patternOf) });
  if (event.contexts) {
    const { trace, ...contexts } = event.contexts;
    scrubbed.contexts = { ...scrubDeep(contexts, patternOf), ...(trace && { trace }) };
  }
  if (event.breadcrumbs)
    scrubbed.breadcrumbs = event.breadcrumbs.flatMap((b) => scrubBreadcrumb(b, patternOf) ?? []);
  if (event.exception)
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values?.map((value) => ({
        ...value,
        ...(value.value && { value: scrubText(value.value, patternOf) }),
      })),
    };
  return scrubbed;
}
