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
 *
 * After every story the a11y addon runs axe-core with the rules of the e2e accessibility pass
 * (tests/e2e/axeRules.ts); its panel lists what it found, and the stories suite fails a story
 * with a serious or critical violation.
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
import { AXE_EXCLUDE, AXE_TAGS, axeContext } from '@tests/e2e/axeRules';

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
  // Runs before the a11y addon's check (Storybook runs afterEach hooks last-registered first):
  // with a dialog open, axe checks the dialog, as the e2e pass does. A copy of the parameters,
  // so the story keeps its own for the next render.
  afterEach: (context) => {
    const a11y = {
      ...context.parameters.a11y,
      context: axeContext(context.canvasElement.ownerDocument),
    };
    context.parameters = { ...context.parameters, a11y };
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [] },
    a11y: {
      context: { exclude: AXE_EXCLUDE }, // the afterEach above narrows it to an open dialog
      options: { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] },
      // 'todo' lists every violation in the panel without failing the story there: the addon
      // cannot tell impacts apart, and only serious and critical ones fail (the stories suite).
      test: 'todo',
    },
  },
};

export default preview;
