/**
 * Vitest setup of both projects (`node` for the mock and the rules, `jsdom` for screens): the
 * MSW node server with the real handlers (unhandled requests fail the test), a fresh seeded
 * store per test, contract validation of every mock response, and a console that fails the
 * test on unexpected warnings. In jsdom also the browser gaps: matchMedia for antd,
 * ResizeObserver for OpenLayers, canvas for charts.
 */
import '@testing-library/jest-dom/vitest';
import { saveAs } from 'file-saver';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDbSync } from '@mocks/db/store';
import { setResponseObserver } from '@mocks/http/route';
import { server } from '@mocks/node';
import {
  contractViolations,
  pendingValidations,
  validateResponse,
} from './contract/validateResponse';
import { recordExample } from './contract/recordExamples';
import { checkConsole, watchConsole } from './utils/console';

// Browsers save files through file-saver; in tests every save is recorded instead
// (`vi.mocked(saveAs).mock.calls` holds the Blob and the file name).
// One recorder for the whole worker: modules are shared between files (isolate: false).
vi.mock('file-saver', () => {
  const shared = globalThis as { savedFiles?: ReturnType<typeof vi.fn> };
  shared.savedFiles ??= vi.fn();
  return { saveAs: shared.savedFiles };
});

const dom = typeof window !== 'undefined';
if (dom) await import('vitest-canvas-mock');
const rtl = dom ? await import('@testing-library/react') : null;
const cleanup = rtl ? rtl.cleanup : () => {};
// findBy*/waitFor give up after this long: the first visit of a lazy route imports its module
// (the dashboard pulls in the chart library). A wait ends as soon as its condition holds.
rtl?.configure({ asyncUtilTimeout: 8000 });

if (dom) {
  // React's development build records an "owner stack" (a captured Error) for each element it
  // creates. No test reads them: they only lengthen the stack React prints with a warning, and a
  // warning fails the test anyway (watchConsole). Reporting the count as over React's limit of
  // 10,000 makes it skip them.
  const react = (await import('react')) as unknown as Record<string, Record<string, unknown>>;
  const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => 10_000,
    set: () => {},
  });

  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
    Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
  }
  window.scrollTo = () => {};
  // jsdom does not compute pseudo-element styles and logs "Not implemented" for them; antd only
  // asks for them to measure scrollbars, so answer with the element's own style.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
  // antd hides closed popups with these class rules; its own styles stay out of jsdom (see
  // TestUi in tests/utils/render.tsx), so the rules that decide visibility are given here.
  const hidden = document.createElement('style');
  hidden.textContent =
    '.ant-select-dropdown-hidden, .ant-dropdown-hidden, .ant-tooltip-hidden, .ant-popover-hidden,' +
    ' .ant-picker-dropdown-hidden, .ant-cascader-dropdown-hidden { display: none; }';
  document.head.appendChild(hidden);
  // The rich-text editors (ProseMirror) scroll the cursor into view after each change and ask
  // a Range for its boxes, which jsdom has no layout for: an empty box list means 'nothing to
  // scroll to'.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = noRects;
  if (!Range.prototype.getBoundingClientRect)
    Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:mock';
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};
}

// The charts' chunk (G2) loads lazily when a chart first renders. Loaded here, once per worker
// (workers keep their modules from one file to the next), it is never still loading when a
// test that rendered a chart ends and its file's environment goes. At the top level, like the
// imports above, not in a hook: the first load takes seconds on a busy machine, and a hook
// has a time limit meant for a test's own setup.
if (dom) await import('@/shared/ui/ChartCard/ChartImpl');

// the calls a test's unmounted trees left under way are answered before the next test resets
// the mock (tests/utils/render.tsx)
const render = dom ? await import('./utils/render') : null;
const settleRequests = render ? render.settleRequests : async () => {};
const pagesDrawn = render ? render.pagesDrawn : async () => {};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setResponseObserver((operationId, request, response) => {
    // the observer receives one copy of the answer: the recorder copies it before validation reads it
    recordExample(operationId, response);
    validateResponse(operationId, request, response);
  });
});

beforeEach(() => {
  watchConsole();
  vi.mocked(saveAs).mockClear();
  resetDbSync('default');
  contractViolations.length = 0;
  if (dom) {
    localStorage.clear();
    sessionStorage.clear();
  }
});

afterEach(async () => {
  await pagesDrawn();
  cleanup();
  await settleRequests();
  server.resetHandlers();
  vi.restoreAllMocks();
  checkConsole();
  // Responses are validated asynchronously; wait for every pending validation.
  await Promise.all(pendingValidations.splice(0));
  if (contractViolations.length) {
    const found = contractViolations.splice(0);
    throw new Error(`Mock responses that break openapi.yaml:\n${found.join('\n')}`);
  }
});

afterAll(() => server.close());
