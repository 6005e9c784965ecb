/**
 * The /info/webview pages inside their frame. They are routed here, in their own chunk, rather
 * than in the app's route table: the table is part of every first load (the login page's too),
 * and the phone app's pages need not weigh on it. Any other /info/webview path is not found.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { WebviewFrame } from './WebviewLayout';

const legal = () => import('../pages/LegalPage');
const pages = {
  about: lazy(() => import('./AboutPage').then((m) => ({ default: m.AboutPage }))),
  help: lazy(() => import('./HelpPage').then((m) => ({ default: m.HelpPage }))),
  faq: lazy(() => import('../pages/FaqPage').then((m) => ({ default: m.FaqPage }))),
  howTo: lazy(() => import('../pages/HowToPage').then((m) => ({ default: m.HowToPage }))),
  imprint: lazy(() => import('../pages/ImprintPage').then((m) => ({ default: m.ImprintPage }))),
  newsletterPrivacy: lazy(() => legal().then((m) => ({ default: m.PrivacyNewsletterPage }))),
  privacy: lazy(() => legal().then((m) => ({ default: m.PrivacyPage }))),
  tos: lazy(() => legal().then((m) => ({ default: m.TermsPage }))),
  tempBlock: lazy(() =>
    import('../pages/TempBlockPage').then((m) => ({ default: m.TempBlockPage })),
  ),
  appDownload: lazy(() =>
    import('../pages/AppDownloadPage').then((m) => ({ default: m.AppDownloadPage })),
  ),
};
const NotFound = lazy(() =>
  import('@/shared/ui/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** Child path of a webview page ('/info/webview/about' -> 'about'). */
const child = (path: string) => path.slice(paths.webview.root.length + 1);

export function WebviewRoutes() {
  return (
    <WebviewFrame>
      <Suspense fallback={<DelayedSpinner minHeight="60vh" />}>
        <Routes>
          {Object.entries(pages).map(([key, Page]) => (
            <Route
              key={key}
              path={child(paths.webview[key as keyof typeof pages])}
              element={<Page />}
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </WebviewFrame>
  );
}
