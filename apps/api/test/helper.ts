import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Readiness } from '../src/http/health';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import type { RateLimitStore } from '../src/lib/rate-limit-store';
import type { SmsSender } from '../src/platform/sms/sms-sender';
import type { FakeLinePayServer } from './fakes/line-pay-server';
import { createTestDatabase } from './test-database';

export { createTestDatabase };

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

const FAKE_INDEX_HTML = `<!doctype html><html lang="zh-Hant-TW"><head>
<!--app-head--><title>好約</title><!--/app-head-->
</head><body><div id="root"></div></body></html>`;

/**
 * A stand-in for the built web app (index.html with the share-card markers and one hashed
 * asset, `assets/app-abc123.js`), to pass as WEB_DIST_DIR; `remove` deletes it.
 */
export function createFakeWebDist(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A stand-in web build with a server-render entry (`dist-server/entry-server.js` beside
 * `dist/`, as the real build lays them out): each render takes 30 ms and writes its own number
 * and URL into the page (`<main data-render="N">`) with 12 KB of text; a URL with `fail` in it
 * throws; its route table answers every path but those under `/no-such-page`.
 */
export function createFakeRenderedWebDist(): { dir: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-web-'));
  const dir = path.join(root, 'dist');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    FAKE_INDEX_HTML.replace(
      '<div id="root"></div>',
      '<div id="root"><!--app-html--><!--/app-html--></div><!--app-data-->',
    ),
  );
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    `let renders = 0;
export function setTransport() {}
export function routeFound(pathname) { return !pathname.startsWith('/no-such-page'); }
export async function render(url, options) {
  renders += 1;
  const n = renders;
  await new Promise((resolve) => setTimeout(resolve, 30));
  if (url.includes('fail')) throw new Error('render failed');
  const text = '<p>' + '預約'.repeat(2000) + '</p>'; // a page's worth: compressed when asked
  const place = options?.place?.countryCode ?? '';
  return { html: '<main data-render="' + n + '" data-place="' + place + '">' + new URL(url).pathname + '</main>' + text, dataScript: '', modules: [] };
}
`,
  );
  return { dir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** Builds the real app on a fresh database. Reference data is seeded; demo data only if asked. */
export async function createTestApp(
  options: {
    demo?: boolean;
    env?: Record<string, string>;
    rateLimitStore?: RateLimitStore;
    smsSender?: SmsSender;
    /** Fixes the booking engine's clock. */
    clock?: () => Date;
    /** LINE Pay: the fake on its own port (startFakeLinePay); the app's channels call it. */
    linePay?: FakeLinePayServer;
    /** What /readyz reads for draining (the server's SIGTERM turns it). */
    readiness?: Readiness;
  } = {},
): Promise<TestContext> {
  const { database, drop } = await createTestDatabase();
  await seedDatabase(database.db, { demo: options.demo ?? false });
  // Each app's own folders, removed when it closes.
  const folders = ['haoyue-uploads-', 'haoyue-image-cache-', 'haoyue-google-feeds-'].map((name) =>
    fs.mkdtempSync(path.join(os.tmpdir(), name)),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_CACHE_SECONDS: '0',
    JOBS_INTERVAL_SECONDS: '0',
    PUBLIC_BASE_URL: 'https://haoyue.test',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    UPLOADS_DIR: folders[0]!,
    IMAGE_CACHE_DIR: folders[1]!,
    GOOGLE_FEEDS_DIR: folders[2]!,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.smsSender ? { smsSender: options.smsSender } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.linePay
      ? { linePay: { gateway: options.linePay.client, fake: options.linePay.state } }
      : {}),
    ...(options.readiness ? { readiness: options.readiness } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file that needs nothing else set up: `createTestApp(options)` built before
 * the file's tests and closed after them. Its fields are filled in by `beforeAll`, so read them
 * inside the tests (or a later hook), never at the top of the file.
 */
export function testAppOfFile(options: Parameters<typeof createTestApp>[0] = {}): TestContext {
  const t = {} as TestContext;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close?.());
  return t;
}
