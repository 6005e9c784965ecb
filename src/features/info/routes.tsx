/**
 * The public info pages (composed in src/app/router.tsx): the signed-in shell for a user, the
 * public shell for a visitor; any other /info path is not found (the app's catch-all).
 * The webview pages (/info/webview/...) are the phone app's: no shell, the webview frame, the
 * same content where a page exists in both; any other /info/webview path is not found there.
 */
import type { RouteObject } from 'react-router-dom';
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';

const legal = () => import('./pages/LegalPage');
const notFound = () =>
  import('@/shared/ui/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

/** Child path of a webview page ('/info/webview/about' -> 'about'). */
const child = (path: string) => path.slice(paths.webview.root.length + 1);

const webviewRoutes: RouteObject[] = [
  {
    path: child(paths.webview.about),
    lazy: () => import('./webview/AboutPage').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: child(paths.webview.help),
    lazy: () => import('./webview/HelpPage').then((m) => ({ Component: m.HelpPage })),
  },
  {
    path: child(paths.webview.faq),
    lazy: () => import('./pages/FaqPage').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: child(paths.webview.howTo),
    lazy: () => import('./pages/HowToPage').then((m) => ({ Component: m.HowToPage })),
  },
  {
    path: child(paths.webview.imprint),
    lazy: () => import('./pages/ImprintPage').then((m) => ({ Component: m.ImprintPage })),
  },
  {
    path: child(paths.webview.newsletterPrivacy),
    lazy: () => legal().then((m) => ({ Component: m.PrivacyNewsletterPage })),
  },
  {
    path: child(paths.webview.privacy),
    lazy: () => legal().then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: child(paths.webview.tos),
    lazy: () => legal().then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: child(paths.webview.tempBlock),
    lazy: () => import('./pages/TempBlockPage').then((m) => ({ Component: m.TempBlockPage })),
  },
  {
    path: child(paths.webview.appDownload),
    lazy: () => import('./pages/AppDownloadPage').then((m) => ({ Component: m.AppDownloadPage })),
  },
  { index: true, lazy: notFound },
  { path: '*', lazy: notFound },
];

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
    path: paths.webview.root,
    policy: 'public',
    shell: 'none',
    lazy: () => import('./webview/WebviewLayout').then((m) => ({ Component: m.WebviewLayout })),
    children: webviewRoutes,
  },
];
