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
 *   tags: ['screen']                       // a whole screen: rendered inside the app's shell
 *
 * The toolbar switches the role (user, restricted user, admin: the demo account a story logs in,
 * mockLoader.ts), the viewport (phone, tablet, desktop) and the background (the app's grey page
 * or its white surface).
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
import { LAYOUT_COLORS } from '@/shared/ui/theme';
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
  globalTypes: {
    role: {
      description: 'The demo account logged in (a visitor story stays logged out)',
      toolbar: {
        title: 'Role',
        icon: 'user',
        dynamicTitle: true,
        items: [
          { value: 'story', title: "The story's own account" },
          { value: 'user', title: 'User (user@example.com)' },
          { value: 'restricted', title: 'Restricted user (restricted@example.com)' },
          { value: 'admin', title: 'Admin (admin@example.com)' },
        ],
      },
    },
  },
  initialGlobals: { role: 'story', backgrounds: { value: 'page' } },
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
    // the app's own backgrounds: the grey page behind the cards, and the white surface of a card
    backgrounds: {
      options: {
        page: { name: 'Page (grey)', value: LAYOUT_COLORS.bodyBg },
        surface: { name: 'Surface (white)', value: LAYOUT_COLORS.siderBg },
      },
    },
    docs: { page: ComponentDocsPage },
    options: {
      // Welcome, the foundations, then the product's areas as a designer knows them (each
      // screen with its states; its cards and dialogs in folders of the area), then the parts
      storySort: {
        order: [
          'Welcome',
          'Find a screen',
          'Foundations',
          [
            'Colours',
            'Typography',
            'Layout',
            'Spacing and radii',
            'Elevation',
            'Content',
            'Parameter colours',
            'Icons',
          ],
          'Accounts',
          [
            'Login',
            'Register',
            'Confirm account',
            'Reset request',
            'Reset password',
            'Profile',
            'Cards',
            'Dialogs',
          ],
          'Home',
          ['Home page', 'Cards', 'Dialogs', 'Notifications'],
          'Results',
          ['Results list', 'Result detail', 'Result image', 'Cards', 'Dialogs'],
          'Analyses',
          ['Analyses list', 'Analysis detail', 'Cards', 'Dialogs'],
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
            'Cards',
          ],
          'Pages',
          'Components',
          ['Layout'],
          'Developers',
        ],
      },
    },
  },
};

export default preview;
