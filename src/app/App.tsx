import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { watchNavigation } from './monitoring/startMonitoring';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makeStore } from './store';

/** The app: one store, which the screens and the route loaders (routeLoaders.ts) share. */
export function App() {
  const [store] = useState(() => makeStore());
  const [router] = useState(() => createAppRouter(store));
  // the router's pages and patterns, for the analytics and error reports a host may turn on
  useEffect(() => watchNavigation(router), [router]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
