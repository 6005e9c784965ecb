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
 *   globals: { viewport: { value: 'phone', isRotated: false } }              // or tablet, desktop
 *
 * After every story the a11y addon runs axe-core with the rules of the e2e accessibility pass
 * (tests/e2e/axeRules.ts); its panel lists what it found, and the stories suite fails a story
 * with a serious or critical violation.
 */
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import type { ViewportMap } from 'storybook/viewport';
import '@/app/global.css';
import { handlers } from '@mocks/handlers';
import { gateway } from '@mocks/handlers/gateway';
import { withAppProviders } from './decorators';
import { mockLoader } from './mockLoader';
import { AXE_TAGS, axeContext } from '@tests/e2e/axeRules';
import { ComponentDocsPage } from '@tests/stories/docsPage';

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

/** The phone the webview pages are laid out for, a tablet, and the desktop of the e2e suite. */
export const VIEWPORTS: ViewportMap = {
  phone: { name: 'Phone (390 x 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet (768 x 1024)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop (1440 x 900)',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
};

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
      // the whole story; the afterEach above narrows it to an open dialog
      context: {},
      options: { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] },
      // 'todo' lists every violation in the panel without failing the story there: the addon
      // cannot tell impacts apart, and only serious and critical ones fail (the stories suite).
      test: 'todo',
    },
    viewport: { options: VIEWPORTS },
    docs: { page: ComponentDocsPage },
    options: {
      // the product's areas first, as a designer knows them; then the parts, then the basics
      storySort: {
        order: [
          'Pages',
          [
            'Accounts',
            [
              'Login',
              'Register',
              'Confirm account',
              'Reset request',
              'Reset password',
              'Profile',
              ['Profile page'],
            ],
            'Home',
            ['Home page', 'Cards', 'Achievements', 'Notifications'],
            'Results',
            ['Results list', 'Result detail', 'Result view'],
            'Analyses',
            ['Analyses list', 'Analysis detail', 'Analysis view'],
            'Sharing',
            'Info',
            'Webview',
            'Admin',
            [
              'Home and users',
              'Result lists',
              'Analyses',
              'Parameters',
              'Notifications',
              'Help',
              'Monitoring',
            ],
          ],
          'Components',
          ['Layout'],
          'Foundations',
          ['Colours', 'Typography', 'Spacing and radii', 'Parameter colours', 'Icons'],
          'Mock',
        ],
      },
    },
  },
};

export default preview;
