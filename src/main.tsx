/**
 * Entry: starts the in-browser mock server when the app is built with it (__API_MOCK__), then
 * renders the app. In a production build `__API_MOCK__` is false, so the mock imports below are
 * dead code and no mock module reaches the bundle. A build for a real server starts the error
 * reporting and analytics the host turns on (/config.js; both off in a build with the mock).
 */
import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/app/global.css';
import { App } from '@/app/App';
import { UiTheme } from '@/app/providers';
import { startMonitoring } from '@/app/monitoring/startMonitoring';
import { storeUserId } from '@/entities/session/storage';

const MockControls = __API_MOCK__
  ? lazy(() => import('@mocks/controls/MockControls').then((m) => ({ default: m.MockControls })))
  : null;

async function start() {
  if (__API_MOCK__) {
    const { startMockWorker } = await import('@mocks/browser');
    const { rememberIdleOverride } = await import('@/features/auth/idle/idleSettings');
    rememberIdleOverride(window.location.search);
    // the mock imports no app code: a `?mockLogin=` hands the user id back to the app's storage
    await startMockWorker({ onLogin: storeUserId });
  } else {
    startMonitoring();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing in index.html');
  const root = createRoot(container);
  // in a transition, React draws the first screen in slices between which the browser stays
  // responsive, rather than in one long task
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
        {MockControls && (
          <UiTheme>
            <Suspense fallback={null}>
              <MockControls />
            </Suspense>
          </UiTheme>
        )}
      </StrictMode>,
    ),
  );
}

void start();
