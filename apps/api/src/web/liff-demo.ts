import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The demo LINE area under the built app (`npm start`), outside production only: the LIFF
 * wrapper loads `@line/liff-mock` from /dev/liff-mock.js when the page carries a mock scenario
 * (`window.__HAOYUE_LIFF_MOCK__`), and /dev/liff-demo.js, put into /line/* pages, sets the
 * demo LINE user's scenario when the tab asked for it with `?liffMock=1`. Both are files of our
 * own origin (the CSP's script-src 'self'); the production bundle carries neither, and a
 * production server neither serves nor injects them (app.ts registers this only outside
 * production, with the fake LINE platform running).
 */

export const LIFF_MOCK_PATH = '/dev/liff-mock.js';
export const LIFF_DEMO_PATH = '/dev/liff-demo.js';

/** The tag the /line/* pages carry in the demo: a classic script, run before the app's. */
export const LIFF_DEMO_TAG = `<script src="${LIFF_DEMO_PATH}"></script>`;

/** The LINE area's pages (the demo script goes into these only). */
export const LINE_AREA_PAGE = /^\/line(?:\/|$)/;

/**
 * Sets the demo LINE user (the one `npm run dev` uses) when the URL has `liffMock` or the tab
 * already asked for it (kept in sessionStorage, so LINE Pay's return and reloads keep it). A
 * scenario set earlier (an e2e test's init script) is left as it is.
 */
const DEMO_SCRIPT = `// Development only: the demo LINE user for /line/{sellerId}/...?liffMock=1 (never in production).
(function () {
  if (window.__HAOYUE_LIFF_MOCK__) return;
  var KEY = 'haoyue.liffMock';
  try {
    if (new URLSearchParams(window.location.search).has('liffMock')) {
      window.sessionStorage.setItem(KEY, '1');
    }
    if (window.sessionStorage.getItem(KEY) !== '1') return;
  } catch (e) {
    return;
  }
  window.__HAOYUE_LIFF_MOCK__ = {
    userId: 'U00000000000000000000000000000001',
    displayName: '開發測試使用者'
  };
})();
`;

/** @line/liff-mock's browser build (a development dependency of the web app), if installed. */
function mockFile(repoRoot: string): string | null {
  try {
    const webRequire = createRequire(path.join(repoRoot, 'apps/web/package.json'));
    return webRequire.resolve('@line/liff-mock/dist/umd/liff-mock.js');
  } catch {
    return null;
  }
}

/**
 * Serves the two demo scripts to callers on this machine (like the /v1/dev endpoints; anyone
 * else gets 404). Without @line/liff-mock installed the mock answers 404 and the page says LIFF
 * could not start.
 */
export function registerLiffDemo(app: FastifyInstance, options: { repoRoot: string }): void {
  const file = mockFile(options.repoRoot);
  const script = (reply: FastifyReply, body: string | Buffer) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
  app.get(
    LIFF_MOCK_PATH,
    { config: { access: 'loopback' }, schema: { hide: true } },
    async (_req, reply) => {
      if (!file) return reply.callNotFound();
      return script(reply, await fs.promises.readFile(file));
    },
  );
  app.get(
    LIFF_DEMO_PATH,
    { config: { access: 'loopback' }, schema: { hide: true } },
    async (_req, reply) => script(reply, DEMO_SCRIPT),
  );
}
