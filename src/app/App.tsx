import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { watchNavigation } from './monitoring/startMonitoring';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  // the router's pages and patterns, for the analytics and error reports a host may turn on
  useEffect(() => watchNavigation(router), [router]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
