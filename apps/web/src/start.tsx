/**
 * The app's start, loaded by main.tsx once React DOM is evaluated: hydrates a server-rendered
 * page, or renders the client-only ones (the dashboard).
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppRoot } from './app-root';
import { placeVisitor, setFirstVisitPlace } from './lib/location-store';
import { queryClient } from './lib/query-client';
import { routes } from './routes/router';
import { readSsrData } from './ssr-data';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Loads the modules of the pages at the current URL, as a server render did. */
async function loadMatchedRoutes() {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }
    }),
  );
}

/** The app; its router is made once the matched routes' modules are in. */
const app = () => (
  <AppRoot queryClient={queryClient}>
    <RouterProvider router={createBrowserRouter(routes)} />
  </AppRoot>
);

const ssrData = readSsrData();
if (ssrData) {
  // A server-rendered page: start from the answers it was rendered with, and load the matched
  // pages' modules first so the first render matches its markup instead of a loading fallback.
  // Not a top-level await: the page chunks import this entry chunk, and an entry still waiting
  // on them would never finish evaluating (a module cycle with top-level await deadlocks).
  hydrate(queryClient, ssrData.queries);
  if (ssrData.place) {
    // The server placed this visit by its address: hydrate from the same first state, and start a
    // first-time visitor there (a choice or position this browser already has still wins).
    setFirstVisitPlace(ssrData.place);
    placeVisitor(ssrData.place);
  }
  void loadMatchedRoutes().then(() => {
    // Hydration as a transition is time-sliced: React yields to the browser every few
    // milliseconds instead of holding the main thread for the whole page (issue 11: long tasks
    // on phones), and a tap during it is handled first. Next.js hydrates the same way.
    startTransition(() => void hydrateRoot(container, app()));
  });
} else {
  createRoot(container).render(app());
}
