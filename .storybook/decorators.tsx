/**
 * The app's providers around every story: a fresh Redux store per story whose session slice
 * holds the user the mock loader logged in (and the same id in storage, as after a real login),
 * antd theme and App context, the country code, and a memory router.
 */
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { clearStoredSession, storeAdminFlag, storeUserId } from '@/shared/auth/storage';
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
    return makeStore({ session: { userId: session?.userId ?? null } });
  });
  return <AppProviders store={store}>{children}</AppProviders>;
}

export const withAppProviders: Decorator = (Story, context) => {
  const { session } = (context.loaded ?? {}) as Partial<MockLoaded>;
  const router = (context.parameters.router ?? {}) as StoryRouter;
  const url = router.url ?? '/';
  return (
    <StoryProviders key={context.id} session={session ?? null}>
      <MemoryRouter initialEntries={[url]}>
        {router.path ? (
          <Routes>
            <Route path={router.path} element={<Story />} />
            {/* where a screen sends a 404 (unknown, expired or revoked links) */}
            <Route path={paths.notFound} element={<NotFoundPage />} />
          </Routes>
        ) : (
          <Story />
        )}
      </MemoryRouter>
    </StoryProviders>
  );
};
