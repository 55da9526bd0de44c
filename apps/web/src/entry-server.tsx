/**
 * Server rendering of the public pages (decision 010). The API process imports this module (built
 * by `vite build --ssr`) and asks it for a page's markup: the page is rendered with the answers
 * it asks for already in its query cache, and those answers travel with the HTML so the browser
 * hydrates without asking again. Pages render as a signed-out visitor on a first visit; what
 * depends on the session (the user menu, favourites) fills in after hydration.
 */
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppRoot } from './app-root';
import { setApiTransport } from './lib/http';
import { setFirstVisitPlace } from './lib/location-store';
import { createQueryClient } from './lib/query-client';
import { USER_SCOPE } from './lib/session';
import { routes } from './routes/router';
import { type SsrData, ssrDataScript } from './ssr-data';

/** Render passes: each may reveal queries that wait on an earlier answer (a shop, then its menu). */
const MAX_PASSES = 4;

/**
 * What the server puts into the page: the markup of #root, the data block for hydration, and
 * the page modules it rendered (`src/routes/…`, keys of the build manifest) so the HTML can link
 * their styles before the first paint.
 */
export interface RenderedPage {
  html: string;
  dataScript: string;
  modules: string[];
}

// One handler for the process: it resolves each lazy route module once and keeps it.
const handler = createStaticHandler(routes);

/**
 * Whether a page of the route table answers `pathname`, rather than a catch-all not-found page:
 * the server then answers 404 for the rest, so search engines and link checkers see the truth.
 */
export function routeFound(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches[matches.length - 1]!.route.path !== '*';
}

/** Sends the page's API calls through the server's own handler instead of the network. */
export function setTransport(transport: typeof fetch): void {
  setApiTransport(transport);
}

function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  // No retries and no garbage-collection timers: the client lives for one render.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity },
  });
  return client;
}

/** Answers the page may carry: shared catalogue data, never anything about a signed-in user. */
function isShareable(query: Query): boolean {
  return query.queryKey[0] !== USER_SCOPE;
}

/** A query the render asked for that nothing has fetched yet and that may run now. */
function isWanted(query: Query): boolean {
  if (!isShareable(query)) return false;
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

/** How a page is rendered beyond its URL. */
export interface RenderOptions {
  /**
   * Where the server placed the visit by its address (spec §3): the page renders as a first
   * visit there (featured shops near it, its country's phone prefix) instead of Taipei.
   */
  place?: SsrData['place'] | null;
}

/**
 * Renders the page at `url` (absolute) to HTML; null when the route is not one to render on the
 * server (a redirect or a thrown response), so the caller sends the plain app shell.
 */
export async function render(
  url: string,
  { place = null }: RenderOptions = {},
): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToString runs to the end without yielding, so the placement set around it is this
  // render's alone, even with other pages rendering between its passes.
  const renderWith = (client: QueryClient) => {
    setFirstVisitPlace(place);
    try {
      return renderToString(
        <AppRoot queryClient={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>,
      );
    } finally {
      setFirstVisitPlace(null);
    }
  };

  const discovery = serverQueryClient();
  let html = '';
  let settled = false;
  for (let pass = 0; pass < MAX_PASSES && !settled; pass += 1) {
    html = renderWith(discovery);
    const wanted = discovery.getQueryCache().getAll().filter(isWanted);
    settled = wanted.length === 0;
    // A failed call leaves its query in error: the browser asks again and shows its error state.
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
  }
  const queries = dehydrate(discovery, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && isShareable(query),
  });
  // The markup must be what the browser renders from those answers. The last pass already is,
  // unless it left out answers fetched after it or showed a failure the browser will not see
  // (failed answers are not sent): then render once more from exactly what is sent.
  const failed = discovery
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  discovery.clear();
  if (!settled || failed) {
    const final = serverQueryClient();
    hydrate(final, queries);
    html = renderWith(final);
    final.clear();
  }
  const modules = context.matches
    .map((match) => (match.route.handle as { module?: string } | undefined)?.module)
    .filter((module): module is string => Boolean(module));
  return {
    html,
    dataScript: ssrDataScript(place ? { queries, place } : { queries }),
    modules,
  };
}
