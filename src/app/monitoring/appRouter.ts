/**
 * The router the app runs on, held for the monitoring: the analytics follow its pages, and error
 * reports name addresses by its route patterns. Its own module, so the lazy reporting and
 * analytics chunks read it without importing the start-up code that loads them.
 */
import type { createBrowserRouter } from 'react-router-dom';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | null = null;

/** Called once the app's router exists. */
export function watchNavigation(appRouter: AppRouter) {
  router = appRouter;
}

export const currentRouter = () => router;

/** Forgets the router again (tests). */
export function forgetRouter() {
  router = null;
}
