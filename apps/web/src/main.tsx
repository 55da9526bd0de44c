import './lib/mantine-public.css';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppRoot } from './app-root';
import { queryClient } from './lib/query-client';
import { routes } from './routes/router';
import { readSsrData } from './ssr-data';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const ssrData = readSsrData();
if (ssrData) {
  // A server-rendered page: start from the answers it was rendered with, and load the matched
  // pages' modules first so the first render matches its markup instead of a loading fallback.
  hydrate(queryClient, ssrData.queries);
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }
    }),
  );
}

const app = (
  <AppRoot queryClient={queryClient}>
    <RouterProvider router={createBrowserRouter(routes)} />
  </AppRoot>
);
if (ssrData) hydrateRoot(container, app);
else createRoot(container).render(app);
