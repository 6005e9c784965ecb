/**
 * The app's providers around every story: a fresh Redux store per story whose session slice
 * holds the user the mock loader logged in (and the same id in storage, as after a real login),
 * antd theme and App context, the country code, and a memory router. A screen (tag 'screen')
 * renders inside the real shell, as the app shows it: the signed-in shell (header, side
 * navigation, notices, footer) for a logged-in account, the visitors' shell otherwise;
 * `parameters.shell: false` leaves a screen bare (the webview pages, which the mobile app frames).
 */
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/app/layout/AppLayout';
import { PublicLayout } from '@/app/layout/PublicLayout';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { LazyNotificationPanel } from '@/features/notifications';
import { clearStoredSession, storeAdminFlag, storeUserId } from '@/entities/session/storage';
import { paths } from '@/shared/config/paths';
import { NotFoundPage } from '@/shared/ui/NotFoundPage';
import type { StorySessionInfo } from '@mocks/controls/storySession';
import type { MockLoaded } from './mockLoader';

export interface StoryRouter {
  /** the URL the story opens at (default '/') */
  url?: string;
  /** a route pattern, when the story reads route params (e.g. '/results/:id') */
  path?: string;
}

function StoryProviders({
  session,
  children,
}: {
  session: StorySessionInfo | null;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    if (session) {
      storeUserId(session.userId);
      storeAdminFlag(session.isAdmin);
    } else {
      clearStoredSession();
    }
    return makeStore({ session: { userId: session?.userId ?? null, expectedEndNotice: null } });
  });
  return <AppProviders store={store}>{children}</AppProviders>;
}

/** The shell a story renders in: 'app' or 'public' for a screen, none for a part. */
function shellOf(
  tags: string[],
  parameters: { shell?: boolean },
  session: StorySessionInfo | null,
): 'app' | 'public' | null {
  if (!tags.includes('screen') || parameters.shell === false) return null;
  return session ? 'app' : 'public';
}

export const withAppProviders: Decorator = (Story, context) => {
  const { session = null } = (context.loaded ?? {}) as Partial<MockLoaded>;
  const router = (context.parameters.router ?? {}) as StoryRouter;
  const shell = shellOf(context.tags, context.parameters as { shell?: boolean }, session);
  const routes = (
    <>
      <Route path={router.path ?? '*'} element={<Story />} />
      {/* where a screen sends a 404 (unknown, expired or revoked links) */}
      <Route path={paths.notFound} element={<NotFoundPage />} />
    </>
  );
  return (
    <StoryProviders key={context.id} session={session}>
      <MemoryRouter initialEntries={[router.url ?? '/']}>
        {shell ? (
          <Routes>
            <Route
              element={
                shell === 'app' ? (
                  <AppLayout notificationPanel={<LazyNotificationPanel />} />
                ) : (
                  <PublicLayout />
                )
              }
            >
              {routes}
            </Route>
          </Routes>
        ) : router.path ? (
          <Routes>{routes}</Routes>
        ) : (
          <Story />
        )}
      </MemoryRouter>
    </StoryProviders>
  );
};
