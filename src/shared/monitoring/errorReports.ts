/**
 * Where the app hands the errors a host may want to see: the error boundaries (a page or a card
 * that crashed while rendering), the API error listener (a server failure or a network failure)
 * and, before the reporter has loaded, the page's unhandled errors. When the host turns error
 * reporting on (src/app/monitoring), reports wait here until the reporter (Sentry, loaded after
 * the page is usable) takes them; when it is off they go nowhere. Small on purpose: every page
 * loads it.
 */

export type ErrorReport =
  | {
      kind: 'render';
      error: unknown;
      /** the page's error screen, or one card's */
      boundary: 'page' | 'card';
      componentStack?: string;
    }
  | {
      kind: 'api';
      /** the contract's operationId */
      operation: string;
      /** the server's 5xx status, or 'network' when no answer came */
      status: number | 'network';
      method?: string;
    }
  | { kind: 'uncaught'; error: unknown; rejection: boolean };

type Reporter = (report: ErrorReport) => void;

/** Reports kept while the reporter loads; past that a page in trouble sends no more. */
const WAITING_LIMIT = 30;

let reporter: Reporter | null = null;
/** null while reporting is off */
let waiting: ErrorReport[] | null = null;
/** an error object is reported once, however many times it is handed over */
const seen = new WeakSet<object>();

export function reportError(report: ErrorReport) {
  const error = 'error' in report ? report.error : null;
  if (typeof error === 'object' && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  if (reporter) reporter(report);
  else if (waiting && waiting.length < WAITING_LIMIT) waiting.push(report);
}

/** The host turned error reporting on: keep reports until a reporter is attached. */
export function holdErrorReports() {
  waiting ??= [];
}

/** The reporter takes the waiting reports and every later one. */
export function attachErrorReporter(next: Reporter) {
  const held = waiting ?? [];
  waiting = null;
  reporter = next;
  for (const report of held) next(report);
}

/** Back to off (tests). */
export function resetErrorReports() {
  reporter = null;
  waiting = null;
}
