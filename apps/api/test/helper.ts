import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import type { RateLimitStore } from '../src/lib/rate-limit-store';
import type { SmsSender } from '../src/platform/sms/sms-sender';
import type { FakeLinePayServer } from './fakes/line-pay-server';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

/**
 * A migrated throw-away database: in-memory PGlite, or (TEST_DB=postgres) a fresh database
 * created on the server named by DATABASE_URL and dropped afterwards.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    await runMigrations(database);
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `haoyue_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await runMigrations(database);
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

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
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_CACHE_SECONDS: '0',
    JOBS_INTERVAL_SECONDS: '0',
    PUBLIC_BASE_URL: 'https://haoyue.test',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    UPLOADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-uploads-')),
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
    },
  };
}
