/**
 * Vitest setup: jsdom gaps (matchMedia for antd, ResizeObserver for OpenLayers, canvas for
 * charts), the MSW node server with the real handlers (unhandled requests fail the test), a
 * fresh seeded store per test, and contract validation of every mock response.
 */
import '@testing-library/jest-dom/vitest';
import 'vitest-canvas-mock';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDbSync } from '@mocks/db/store';
import { setResponseObserver } from '@mocks/lib/route';
import { server } from '@mocks/node';
import {
  contractViolations,
  pendingValidations,
  validateResponse,
} from './contract/validateResponse';

if (typeof window !== 'undefined') {
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
  if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:mock';
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setResponseObserver(validateResponse);
});

beforeEach(() => {
  resetDbSync('default');
  contractViolations.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  // Responses are validated asynchronously; wait for every pending validation.
  await Promise.all(pendingValidations.splice(0));
  if (contractViolations.length) {
    const found = contractViolations.splice(0);
    throw new Error(`Mock responses that break openapi.yaml:\n${found.join('\n')}`);
  }
});

afterAll(() => server.close());
