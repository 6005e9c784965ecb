/**
 * The public info pages (composed in src/app/router.tsx): the signed-in shell for a user, the
 * public shell for a visitor; any other /info path is not found (the app's catch-all).
 * The webview pages (/info/webview/...) are the phone app's: no shell, the webview frame, the
 * same content where a page exists in both; any other /info/webview path is not found there.
 */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';

const legal = () => import('./pages/LegalPage');

export const infoRoutes: FeatureRoute[] = [
  {
    path: paths.info.root,
    policy: 'public',
    lazy: () => import('./pages/InfoIndexPage').then((m) => ({ Component: m.InfoIndexPage })),
  },
  {
    path: paths.info.faq,
    policy: 'public',
    lazy: () => import('./pages/FaqPage').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: paths.info.howTo,
    policy: 'public',
    lazy: () => import('./pages/HowToPage').then((m) => ({ Component: m.HowToPage })),
  },
  {
    path: paths.info.imprint,
    policy: 'public',
    lazy: () => import('./pages/ImprintPage').then((m) => ({ Component: m.ImprintPage })),
  },
  {
    path: paths.info.privacy,
    policy: 'public',
    lazy: () => legal().then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: paths.info.privacyNewsletter,
    policy: 'public',
    lazy: () => legal().then((m) => ({ Component: m.PrivacyNewsletterPage })),
  },
  {
    path: paths.info.termsOfUse,
    policy: 'public',
    lazy: () => legal().then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.info.tempBlock,
    policy: 'public',
    lazy: () => import('./pages/TempBlockPage').then((m) => ({ Component: m.TempBlockPage })),
  },
  {
    path: paths.info.appDownload,
    policy: 'public',
    lazy: () => import('./pages/AppDownloadPage').then((m) => ({ Component: m.AppDownloadPage })),
  },
  {
    // the webview pages route inside their own chunk (webview/WebviewRoutes.tsx)
    path: `${paths.webview.root}/*`,
    policy: 'public',
    shell: 'none',
    lazy: () => import('./webview/WebviewRoutes').then((m) => ({ Component: m.WebviewRoutes })),
  },
];
