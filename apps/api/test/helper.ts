import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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
  } = {},
): Promise<TestContext> {
  const { database, drop } = await createTestDatabase();
  await seedDatabase(database.db, { demo: options.demo ?? false });
  // Each app's own folders, removed when it closes.
  const folders = ['haoyue-uploads-', 'haoyue-image-cache-'].map((name) =>
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
