import path from 'node:path';
import type { SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Joins CSP directives (`name` → sources) into one header value. */
function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The single-page app's policy, sent on every answer (an API answer or a file opened directly is
 * a document too). Checked in Chromium by the e2e specs, which fail on any violation. The API
 * explorer (@fastify/swagger-ui, /v1/docs) runs under it as well: its scripts are files and its
 * bundle injects only a <style>. A future explorer needing more gets its own policy by URL prefix
 * in `securityHeaderSet`.
 */
const APP_DIRECTIVES = {
  'default-src': ["'self'"],
  // The built index.html loads its entry as an external module and the share-card injection only
  // writes <title>/<meta>/<link>: no inline script. One added later needs a hash here.
  'script-src': ["'self'"],
  // Styles only: Mantine injects <style> elements at runtime (CSS variables, responsive props)
  // and index.html carries an inline boot spinner <style>. Injected CSS cannot run script.
  // A hash or nonce here would make browsers ignore 'unsafe-inline', so there is neither.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Uploads and demo images are same-origin; data: for inline icons, blob: for the preview of a
  // photo being uploaded (URL.createObjectURL).
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // LINE and share links open pages; nobody frames them (X-Frame-Options for older browsers).
  'frame-ancestors': ["'none'"],
};

export const APP_CSP = policy(APP_DIRECTIVES);

/**
 * The LINE area's pages (/line/{sellerId}/…, the LIFF endpoint): the app's policy plus what
 * LINE's LIFF SDK reaches (decision 018). Read from the code of @line/liff 2.31.0 as
 * apps/web/src/lib/liff/sdk.ts loads it: the pluggable core with the modules we call, so no
 * script of LINE's is added (the default import's legacy extensions and analytics are not
 * installed) and no i18n JSON is fetched. LINE publishes no CSP guidance; a newer SDK or a new
 * LIFF call is checked again (e2e/line-real-liff.e2e.ts fails on any violation).
 */
const LINE_DIRECTIVES: typeof APP_DIRECTIVES = {
  ...APP_DIRECTIVES,
  'img-src': [
    ...APP_DIRECTIVES['img-src'],
    // liff.getProfile()'s pictureUrl (the LINE user's picture on the LINE login page).
    'https://profile.line-scdn.net',
  ],
  'connect-src': [
    ...APP_DIRECTIVES['connect-src'],
    // LIFF server API (@liff/server-api): the context token outside the LINE app, the LINE Login
    // code exchange, access-token verify, the ID token's signing keys, profile, sendMessages
    // (message/v3/share), the share picker's one-time token, the in-app sub-window's tokens.
    'https://api.line.me',
    // The share target picker's result outside the LINE app (polled, and posted on cancel).
    'https://access.line.me',
    // The in-app sub-window's result (waitResult), which the permission consent screen opened by
    // getProfile/sendMessages (channel consent simplification) waits on; the permission checks.
    'https://liff.line.me',
  ],
  // LIFF apps run in the LIFF browser or a browser tab, never in a frame: LINE needs no framing.
};

export const LINE_CSP = policy(LINE_DIRECTIVES);

/**
 * With TapPay as the card gateway (production): the card fields of /dashboard/credit-card and
 * the licence page are TapPay's, loaded by its TPDirect script from js.tappaysdk.com into frames
 * of its own, which make the prime with TapPay's API. The dashboard is reached by in-app
 * navigation from any page, so every page's policy allows them. The exact hosts inside
 * *.tappaysdk.com TPDirect uses are not published: check again with the live SDK.
 */
const TAPPAY_DIRECTIVES: Record<string, string[]> = {
  ...APP_DIRECTIVES,
  'script-src': [...APP_DIRECTIVES['script-src'], 'https://js.tappaysdk.com'],
  'frame-src': ["'self'", 'https://*.tappaysdk.com'],
  'connect-src': [...APP_DIRECTIVES['connect-src'], 'https://*.tappaysdk.com'],
};

export const TAPPAY_CSP = policy(TAPPAY_DIRECTIVES);

/** The LINE area's pages: /line and what is under it (not /line-pay-landing, LINE Pay's return). */
const LINE_AREA = /^\/line(?:[/?#]|$)/;

type HeaderSet = Record<string, string>;

const COMMON_HEADERS: HeaderSet = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  // 定位 (locate me) asks for the position; nothing uses the camera or the microphone.
  'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The LINE area's own: outside the LINE app, the share target picker and the sub-window open
 * pop-ups on access.line.me / liff-ext.line.me and follow them over postMessage and
 * `popup.closed`. `same-origin` severs a cross-origin pop-up from its opener (it reads as closed
 * at once: the SDK takes it for a cancel); `same-origin-allow-popups` keeps the pop-ups ours
 * while still isolating this page from any window that opens it.
 */
const LINE_HEADERS: HeaderSet = {
  'content-security-policy': LINE_CSP,
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/**
 * The security headers of an answer, by whoever sends it: the LINE area's pages (by `url`) get
 * the LINE policy, everything else the app's. HSTS only in production: a development host must
 * stay reachable over plain HTTP.
 */
export function securityHeaderSet({
  hsts,
  url = '/',
  tapPay = false,
}: {
  hsts: boolean;
  url?: string;
  /** TapPay's card fields load on our pages (the production card gateway). */
  tapPay?: boolean;
}): HeaderSet {
  return {
    ...COMMON_HEADERS,
    'content-security-policy': tapPay ? TAPPAY_CSP : APP_CSP,
    ...(LINE_AREA.test(url) ? LINE_HEADERS : {}),
    ...(hsts ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * Security headers on every routed answer (API JSON, the web app, files, errors, 404s), the
 * LINE area's pages with the LINE policy (chosen by URL once per request): set in
 * the first onRequest hook, so whatever answers later (a cache hit, a guard's 401, the error or
 * not-found handler) keeps them. Register before anything that can answer. Fastify's refusals
 * before routing skip hooks: its `frameworkErrors` option sets `securityHeaderSet` itself.
 */
export const securityHeaders = fp<{ hsts: boolean; tapPay?: boolean }>(
  async (app: FastifyInstance, options) => {
    const headers = securityHeaderSet(options);
    const lineHeaders = securityHeaderSet({ ...options, url: '/line' });
    app.addHook('onRequest', async (req, reply) => {
      reply.headers(LINE_AREA.test(req.url) ? lineHeaders : headers);
    });
  },
  { name: 'security-headers' },
);

const IMAGE_TYPES = ['.webp', '.jpg', '.jpeg', '.png', '.gif', '.avif'];

/**
 * `setHeaders` for @fastify/static: files shown in the page (`inline`: images, plus whatever
 * `alsoInline` lists) or saved (`attachment`: anything else, so a stray HTML or SVG upload never
 * renders as our origin's page). The content type comes from the extension (send's mime table);
 * `nosniff` from the app-wide hook keeps browsers to it.
 */
export function fileDisposition(alsoInline: string[] = []) {
  const inline = new Set([...IMAGE_TYPES, ...alsoInline]);
  return (res: Pick<SetHeadersResponse, 'setHeader'>, filePath: string): void => {
    const name = path.basename(filePath);
    const safeName = name.replace(/[^A-Za-z0-9._-]/g, '_');
    const kind = inline.has(path.extname(name).toLowerCase()) ? 'inline' : 'attachment';
    res.setHeader('content-disposition', `${kind}; filename="${safeName}"`);
  };
}
