import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LINE_AREA_SECTIONS } from '@haoyue/contracts';
import type { Db } from '../db/client';
import type { GeoLocator } from '../platform/geo/geo-locator';
import { type Encoding, encodeFor, negotiateEncoding } from '../lib/content-encoding';
import type { CacheResets } from '../lib/cache-resets';
import { type Made, renderCache } from '../lib/render-cache';
import { LIFF_DEMO_TAG, LINE_AREA_PAGE } from './liff-demo';
import { stylesheetInliner } from './inline-styles';
import { type PageAssets, pageAssetLinks } from './page-assets';
import { type VisitPlace, visitPlacer } from './visit-place';
import {
  defaultShareCard,
  injectHead,
  lineAreaShareCard,
  shopShareCard,
  type ShareCard,
} from './share-card';

const SHOP_PAGE = /^\/(?:p|shop)\/([^/?#]+)(\/booking)?\/?$/;
/** A page of a seller's LINE area: `/line/{sellerId}` and what follows. */
const LINE_PAGE = /^\/line\/([^/?#]+)((?:\/[^/?#]*)*)$/;
const ONE_YEAR = 365 * 24 * 3600;
/** The seller dashboard and the admin area stay client-rendered apps (decision 010). */
const CLIENT_ONLY = /^\/(?:dashboard|admin)(?:\/|$)/;
/**
 * The reading pages, whose app starts on the visitor's first touch, key or focus (or at load for
 * a browser with our stored state): see /boot.js. Every other page starts it at load.
 */
const START_ON_INTENT =
  /^\/(?:|search|industries|landing|terms-of-use|privacy-policy|google-reserve-landing|(?:p|shop)\/[^/]+(?:\/booking)?)\/?$/;
/** A page whose data is slow to come is sent as the plain app shell rather than held back. */
const RENDER_TIMEOUT_MS = 2000;

/** The server-render entry built by `vite build --ssr` (apps/web/src/entry-server.tsx). */
interface SsrEntry {
  setTransport(transport: typeof fetch): void;
  render(url: string, options?: { place?: VisitPlace | null }): Promise<RenderedPage | null>;
  /** Whether a page of the route table answers the path (not the catch-all not-found page). */
  routeFound?(pathname: string): boolean;
}

/** A page as it goes out, and its compressed bytes by encoding, made once each. */
interface BuiltPage {
  status: number;
  html: string;
  encoded: Map<Encoding, ReturnType<typeof encodeFor>>;
}

interface RenderedPage {
  html: string;
  dataScript: string;
  modules: string[];
}

/** Loads the server-render entry beside the web build, if it was built. */
async function loadSsrEntry(app: FastifyInstance, webDistDir: string): Promise<SsrEntry | null> {
  const file = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as SsrEntry;
  // The page's API calls run through this app in-process: same routes, access rules and cache.
  entry.setTransport(async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: {
        accept: 'application/json',
        ...(typeof init?.body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  return entry;
}

/** The page rendered into the template, or null when it should go out as the plain shell. */
async function renderPage(
  app: FastifyInstance,
  entry: SsrEntry,
  { url, place }: { url: string; place: VisitPlace | null },
): Promise<RenderedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([entry.render(url, { place }), timeout]);
  } catch (error) {
    // A page that fails to render on the server still works: the browser renders it.
    app.log.error({ err: error, url }, 'server render failed; sending the app shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const APP_HTML = /<!--app-html-->[\s\S]*?<!--\/app-html-->/;
const APP_DATA = '<!--app-data-->';
/**
 * The app's start (apps/web/src/start.tsx): the entry evaluates React DOM and then imports it,
 * so every page fetches its chunk with the entry's.
 */
const APP_START = 'src/start.tsx';
/** The template's entry script (Vite writes it into the head). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** Image preloads React writes ahead of a page's markup (the shop's cover image). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** The head's first stylesheet link (Vite writes the entry's into the template's head). */
const FIRST_STYLESHEET = /<link rel="stylesheet"[^>]*>/;

/** Escapes text for a double-quoted HTML attribute. */
const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

interface FillPageInput {
  page: string;
  rendered: RenderedPage;
  assets: PageAssets;
  start: 'intent' | 'load';
}

/**
 * A server-rendered page's head and body (issue 11). The page is on screen and its links work
 * before any script runs, so the head holds, in this order: instead of the entry's module
 * script, `/boot.js` (apps/web/public), which fetches the entry and the page's chunks once the
 * page has loaded (on a phone network they would otherwise take the bandwidth the first paint
 * and the largest image need); the page's main images (React's preloads of them, moved from the
 * markup into the head) before the stylesheets, which are inlined once the page is filled
 * (`stylesheetInliner`: most of the head's bytes, which the images' requests need not wait
 * for).
 */
function fillPage({ page, rendered, assets, start }: FillPageInput): string {
  const imagePreloads = (rendered.html.match(IMAGE_PRELOAD) ?? []).join('');
  const html = rendered.html.replace(IMAGE_PRELOAD, '');
  const filled = page
    .replace(
      ENTRY_SCRIPT,
      (_tag, entry: string) =>
        `<script defer src="/boot.js" data-entry="${attribute(entry)}" ` +
        `data-preload="${attribute(assets.scripts.join(' '))}" data-start="${start}"></script>`,
    )
    .replace('</head>', () => `${assets.styles}</head>`)
    .replace(APP_HTML, () => html)
    .replace(APP_DATA, () => rendered.dataScript);
  return FIRST_STYLESHEET.test(filled)
    ? filled.replace(FIRST_STYLESHEET, (link) => `${imagePreloads}${link}`)
    : filled.replace('</head>', () => `${imagePreloads}</head>`);
}

/** `decodeURIComponent`, or null for a malformed escape (bad input is never a 5xx). */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The share card of a LINE area page, or null when the page shows nothing (an unknown seller, or
 * a shop page of a shop the seller does not have): a shop's own pages
 * (`/line/{sellerId}/{urlSlug}[/booking]`, the seller's shop) get the shop's card (canonical under
 * /p); every other page of a known seller gets the area's card (canonical /line/{sellerId}).
 */
async function lineShareCard(db: Db, baseUrl: string, pathname: string): Promise<ShareCard | null> {
  const match = LINE_PAGE.exec(pathname);
  if (!match?.[1] || !/^\d{1,10}$/.test(match[1])) return null;
  const sellerId = Number(match[1]);
  const rest = (match[2] ?? '').split('/').filter(Boolean);
  const slug = rest[0] === undefined ? null : decoded(rest[0]);
  const shopPage =
    slug !== null &&
    !LINE_AREA_SECTIONS.has(slug) &&
    (rest.length === 1 || (rest.length === 2 && rest[1] === 'booking'));
  if (shopPage) {
    const card = await shopShareCard(db, {
      baseUrl,
      urlSlug: slug,
      options: {
        booking: rest.length === 2,
        sellerId,
      },
    });
    if (card) return card;
    return null;
  }
  return lineAreaShareCard(db, baseUrl, sellerId);
}

/**
 * Serves the built single-page app: hashed assets with long-lived caching (pre-compressed
 * variants when present), and index.html for every other non-API path (history routing),
 * with share-card tags filled in for shop pages.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    db: Db;
    /** Places a first visit by its address, so its first render starts in the visitor's country. */
    geo: GeoLocator;
    webDistDir: string;
    publicBaseUrl: string;
    /** Outside production with the fake LINE platform: /line/* pages carry the LIFF demo script. */
    liffDemo?: boolean;
    /** How long a rendered page is kept for the next visitors of its URL (0: not at all). */
    cacheSeconds: number;
    /** Where the kept pages are emptied at once (an admin's industry change). */
    resets?: CacheResets;
  },
): Promise<void> {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const ssr = template ? await loadSsrEntry(app, options.webDistDir) : null;
  const assetLinks = pageAssetLinks(options.webDistDir, template ?? '');
  const inlineStylesheets = stylesheetInliner(options.webDistDir);

  if (template) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      // The build manifest is for the server's eyes (page-assets.ts), not a public file.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      // Our setHeaders decides caching; the plugin's own Cache-Control would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  const placer = visitPlacer(options.db, options.geo);

  /**
   * The page for a URL, placed in a country (or not): its share card, its server render (or the
   * app shell), its status.
   */
  async function buildPage(
    url: string,
    { shell, place }: { shell: string; place: VisitPlace | null },
  ): Promise<Made<BuiltPage>> {
    const pathname = url.split('?')[0] ?? '/';
    let card = defaultShareCard(options.publicBaseUrl, pathname);
    let status = 200;
    const shopMatch = SHOP_PAGE.exec(pathname);
    if (shopMatch?.[1]) {
      const slug = decodeURIComponent(shopMatch[1]);
      const shopCard = await shopShareCard(options.db, {
        baseUrl: options.publicBaseUrl,
        urlSlug: slug,
        options: {
          booking: Boolean(shopMatch[2]),
        },
      });
      if (shopCard) card = shopCard;
      else status = 404; // the SPA shows its not-found content; crawlers get the right status
    } else if (LINE_PAGE.test(pathname)) {
      const lineCard = await lineShareCard(options.db, options.publicBaseUrl, pathname);
      if (lineCard) card = lineCard;
      else status = 404;
    }
    // A path no page of the route table answers: the not-found page, with its status.
    if (status === 200 && ssr?.routeFound && !ssr.routeFound(pathname)) status = 404;
    let page = injectHead(shell, card);
    const rendered =
      ssr && !CLIENT_ONLY.test(pathname)
        ? await renderPage(app, ssr, { url: `${options.publicBaseUrl}${url}`, place })
        : null;
    if (rendered) {
      page = inlineStylesheets(
        fillPage({
          page,
          rendered,
          assets: assetLinks([APP_START, ...rendered.modules]),
          start: START_ON_INTENT.test(pathname) ? 'intent' : 'load',
        }),
      );
    } else {
      // The app shell: the entry loads the app's start at once, so fetch it with the entry.
      const start = assetLinks([APP_START]);
      const preloads = start.scripts.map(
        (href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`,
      );
      page = page.replace('</head>', () => `${start.styles}${preloads.join('')}</head>`);
    }
    if (options.liffDemo && LINE_AREA_PAGE.test(pathname)) {
      page = page.replace('</head>', () => `${LIFF_DEMO_TAG}</head>`);
    }
    // A render is kept a few seconds; a shell (no render, or a failed or slow one) is not.
    return { value: { status, html: page, encoded: new Map() }, keep: rendered !== null };
  }

  // Every page is rendered signed out from its URL and the visitor's country alone (decision 010
  // items 5 and 8): the same bytes for every visitor from one country, so a burst on one URL costs
  // one render per country (decision 002, PUBLIC_CACHE_SECONDS).
  const pages = renderCache<BuiltPage>({
    ttlSeconds: options.cacheSeconds,
    maxBytes: 64 * 1024 * 1024,
    sizeOf: (page) => page.html.length * 2,
  });
  options.resets?.add(() => pages.clear());

  app.decorate('sendSpa', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (npm start does this for you).');
    }
    const country = placer.countryOf(req.ip);
    const { value: page, hit } = await pages.get(`${country ?? '-'} ${req.url}`, async () =>
      buildPage(req.url, {
        shell: template,
        place: country ? await placer.placeOf(country) : null,
      }),
    );
    if (hit) reply.header('x-cache', 'HIT');
    // Compressed here, once per kept page and encoding (@fastify/compress passes it through).
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    let sent = page.encoded.get(encoding);
    if (!sent) {
      sent = encodeFor(req.headers['accept-encoding'], page.html);
      page.encoded.set(encoding, sent);
    }
    if (sent.encoding) reply.header('content-encoding', sent.encoding);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(sent.body);
  });
  // The static plugin would treat "/" as a directory listing; the home page is the app.
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (req, reply) =>
    app.sendSpa(req, reply),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    sendSpa: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
