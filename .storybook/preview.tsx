/**
 * Every story runs against the app's mock server: the service worker starts once with all the
 * handlers of mocks/handlers as its base layer (they survive the addon's reset between stories);
 * a story's `parameters.msw.handlers` (e.g. loadingHandlers(), errorHandlers(500)) go in front.
 * Before each story the mock store is reseeded and a demo account logged in (mockLoader), and the
 * story renders inside the app's providers with a fresh Redux store and a memory router.
 *
 *   parameters: { session: 'admin@example.com' | 'user@example.com' | null,   // default user@
 *                 scenario: 'default' | 'large' | 'empty',                    // default 'default'
 *                 router: { url: '/results/5', path: '/results/:id' } }       // default '/'
 *   beforeEach: () => scenarios.failing('listResults')                       // @mocks/scenarios
 */
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '@/app/global.css';
import { handlers } from '@mocks/handlers';
import { gateway } from '@mocks/handlers/gateway';
import { withAppProviders } from './decorators';
import { mockLoader } from './mockLoader';

// A play function's findBy* waits up to 5 s (testing-library's default is 1 s): the first visit of
// a lazy page imports its chunk, which takes longer than a second on two busy cores. A wait ends
// as soon as its condition holds, so the longer limit costs nothing when all is fast.
configure({ asyncUtilTimeout: 5000 });

async function startWorker() {
  const worker = setupWorker(gateway(handlers));
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    // msw's worker for /api/ only; the preview's own files go past it (public/mockApiWorker.js)
    serviceWorker: { url: './mockApiWorker.js' },
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(startWorker), mockLoader],
  decorators: [withAppProviders],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [] },
  },
};

export default preview;
