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
  // LINE profile pictures (when LINE sign-in lands) add their CDN here: https://profile.line-scdn.net
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
 * The LINE area's pages (`/line/…`) run LINE's LIFF SDK (@line/liff 2.31, read from its
 * published code: `@liff/extensions`, `@liff/analytics`, `@liff/i18n`, `@liff/init`,
 * `@liff/message-bus`, `@liff/consts`), which needs LINE's hosts beyond our own origin. Exactly
 * those, and only on these pages (decision 018). LINE Login and the share picker are pages and
 * pop-ups on access.line.me (navigations, not fetches): no directive names them.
 */
const LINE_DIRECTIVES = {
  ...APP_DIRECTIVES,
  // The client extensions every liff.init adds (…/liff/edge/2/*-extensions_2_22_0.js) and the
  // analytics script (…/uts/edge/4.1.0/uts.js).
  'script-src': ["'self'", 'https://static.line-scdn.net'],
  'connect-src': [
    "'self'",
    // Context token, token exchange and verify, profile, friendship, share, messages.
    'https://api.line.me',
    // Sub-window and permissions.
    'https://liff.line.me',
    // The SDK's translations (xlt/manifest.json).
    'https://liffsdk.line-scdn.net',
    // LINE's usage statistics (UTS), which the SDK sends.
    'https://uts-front.line-apps.com',
  ],
  // Profile pictures of LINE users.
  'img-src': ["'self'", 'data:', 'blob:', 'https://profile.line-scdn.net'],
  // The sub-window's message handler.
  'frame-src': ['https://liff-subwindow.line.me'],
};

export const LINE_CSP = policy(LINE_DIRECTIVES);

/** The LINE area's pages: `/line` and everything under it. */
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
 * The security headers of every answer, by whoever sends it. HSTS only in production: a
 * development host must stay reachable over plain HTTP.
 */
export function securityHeaderSet({ hsts }: { hsts: boolean }): HeaderSet {
  return {
    ...COMMON_HEADERS,
    'content-security-policy': APP_CSP,
    ...(hsts ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * The headers of a LINE area page: LINE's hosts in the policy, and an opener policy that keeps
 * the pop-ups the SDK opens outside the LINE app (the share target picker and the sub-window on
 * access.line.me / liff-ext.line.me) talking to the page: `same-origin` severs their
 * `postMessage` and `popup.closed`, and the SDK then reads every share as cancelled.
 */
export function lineAreaHeaderSet(base: HeaderSet): HeaderSet {
  return {
    ...base,
    'content-security-policy': LINE_CSP,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}

/**
 * Security headers on every routed answer (API JSON, the web app, files, errors, 404s): set in
 * the first onRequest hook, so whatever answers later (a cache hit, a guard's 401, the error or
 * not-found handler) keeps them. Register before anything that can answer. Fastify's refusals
 * before routing skip hooks: its `frameworkErrors` option sets `securityHeaderSet` itself.
 */
export const securityHeaders = fp<{ hsts: boolean }>(
  async (app: FastifyInstance, options) => {
    const headers = securityHeaderSet(options);
    const lineHeaders = lineAreaHeaderSet(headers);
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
