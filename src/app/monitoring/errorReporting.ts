/**
 * Error reporting with Sentry, for hosts that turn it on (a lazy chunk: startMonitoring.ts loads
 * it once the page is usable). It reports, with the host's environment and the release:
 * - what crashed while rendering (the page's error screen, a card's), with React's component
 *   stack;
 * - the page's unhandled errors and promise rejections (Sentry's handlers, and what the page
 *   kept before they were in place);
 * - the API's server failures (5xx) and calls that got no answer, by operation and status,
 *   grouped per operation and status (src/app/apiErrorListener.ts decides which).
 * Nothing personal: Sentry collects no user (no IP either), cookies, headers but the browser's
 * name, bodies or query strings, and scrub.ts looks at everything before it leaves. No tracing,
 * no replay, no console or click breadcrumbs.
 */
import {
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  browserSessionIntegration,
  captureException,
  captureMessage,
  captureReactException,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
  type Breadcrumb,
  type BrowserOptions,
  type ErrorEvent,
} from '@sentry/react';
import type { RuntimeConfig } from '@/shared/config/runtimeConfig';
import { attachErrorReporter, type ErrorReport } from '@/shared/monitoring/errorReports';
import { routePatternOf } from './routePattern';
import { scrubBreadcrumb, scrubEvent } from './scrub';
import { usableSettings } from './settings';
import { currentRouter } from './appRouter';

/** The route pattern of a path of the app, from the router's route table. */
function patternOf(pathname: string): string {
  const router = currentRouter();
  return router ? routePatternOf(router.routes, pathname) : '/*';
}

/** One report as Sentry event (exported for the tests of what leaves the browser). */
export function sendReport(report: ErrorReport) {
  if (report.kind === 'api') {
    const status = String(report.status);
    const what = report.status === 'network' ? 'no answer' : `server error ${status}`;
    captureMessage(`API ${report.operation}: ${what}`, {
      level: 'error',
      tags: {
        'api.operation': report.operation,
        'api.status': status,
        ...(report.method && { 'api.method': report.method }),
      },
      fingerprint: ['api-failure', report.operation, status],
    });
  } else if (report.kind === 'render') {
    withScope((scope) => {
      scope.setTag('boundary', report.boundary);
      captureReactException(
        report.error,
        { componentStack: report.componentStack ?? '' },
        { mechanism: { handled: true, type: 'react.error-boundary' } },
      );
    });
  } else {
    captureException(report.error, {
      mechanism: { handled: false, type: report.rejection ? 'onunhandledrejection' : 'onerror' },
    });
  }
}

/**
 * What the client sends and how (the integrations aside): the host's environment and release,
 * nothing personal collected (the SDK's defaults, v11, collect users, cookies, headers, bodies
 * and query strings), and every event and breadcrumb scrubbed before it leaves.
 */
export function clientOptions(config: RuntimeConfig, pattern: (pathname: string) => string) {
  return {
    dsn: config.sentryDsn ?? undefined,
    environment: config.environment ?? undefined,
    release: config.release ?? undefined,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    sendClientReports: false,
    beforeSend: (event: ErrorEvent) => scrubEvent(event, pattern),
    beforeBreadcrumb: (crumb: Breadcrumb) => scrubBreadcrumb(crumb, pattern),
  } satisfies BrowserOptions;
}

export function startErrorReporting(config: RuntimeConfig) {
  const settings = usableSettings(config);
  if (!settings.sentryDsn) return;
  init({
    ...clientOptions(settings, patternOf),
    // the default integrations but console breadcrumbs, culture context and AI conversations
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      browserApiErrorsIntegration(),
      breadcrumbsIntegration({ dom: false, fetch: false, xhr: false }),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      browserSessionIntegration(),
    ],
  });
  attachErrorReporter(sendReport);
}
