import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { spawnApi, waitForHealth } from '../apps/api/test/api-process';
import { keepLog, leaksIn } from './server-logs';

const root = path.resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One served app per e2e worker slot; a file takes its slot's (server.ts). */
    baseURLs: string[];
  }
}

/**
 * Serves the built app (as `npm start` would) once per e2e worker slot, each on a free loopback
 * port and a fresh in-memory database seeded with the demo catalogue, for the whole e2e run.
 * `server.ts` gives a test file the server of the slot it runs in.
 */
export default async function setup(project: TestProject) {
  for (const built of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
    if (!fs.existsSync(path.join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm test does)`);
    }
  }
  const slots = Number(project.config.maxWorkers) || 1;
  const databases = await Promise.all(
    Array.from({ length: slots }, () => throwAwayDatabase(process.env.DATABASE_URL)),
  );
  const servers = await Promise.all(
    databases.map((database) =>
      spawnApi(
        [path.join(root, 'apps/api/dist/server.js')],
        // A throw-away instance on a fresh database, behind a "proxy" as in production
        // (TRUST_PROXY): a test may say where its visitor is with X-Forwarded-For; without the
        // header every visitor is the loopback address.
        // Info level into .e2e-logs (warnings also to the terminal), searched at the end for
        // personal data and credentials (server-logs.ts).
        { ...database.env, LOG_LEVEL: 'info', TRUST_PROXY: 'true' },
        'pipe',
      ),
    ),
  );
  const logs = servers.map(({ child }, i) =>
    keepLog(`server-${i + 1}`, [child.stdout, child.stderr]),
  );
  const stop = async () => {
    await Promise.all(
      servers.map(({ child }) => {
        if (child.exitCode !== null) return undefined;
        child.kill('SIGTERM');
        return new Promise((r) => child.once('exit', r));
      }),
    );
    await Promise.all(databases.map((database) => database.drop()));
  };
  const stopAndCheckLogs = async () => {
    await stop();
    const leaks = leaksIn(logs);
    if (leaks.length) {
      // Vitest reports a teardown's error but exits 0 for it: fail the run ourselves.
      process.exitCode = 1;
      throw new Error(
        `the served apps logged personal data or credentials (${leaks.length} lines):\n` +
          leaks.slice(0, 10).join('\n'),
      );
    }
  };
  // Each seeds its own demo catalogue; on a busy machine two of them take a while.
  const started = await Promise.allSettled(
    servers.map(({ child, baseUrl }) => waitForHealth(baseUrl, child, 120_000)),
  );
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseUrl),
  );
  return stopAndCheckLogs;
}

/**
 * A slot's database: with DATABASE_URL (as in CI), a new database on that PostgreSQL server,
 * dropped at the end; else in-memory PGlite inside the server. The served app migrates and seeds
 * it as `npm start` does. On PostgreSQL the queries run in the server's own processes instead of
 * the API's event loop (PGlite is WebAssembly in the API process), which the browsers' pages wait
 * on less; the API suite runs every query on both databases all the same.
 */
async function throwAwayDatabase(
  adminUrl: string | undefined,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (!adminUrl)
    return { env: { PGLITE_DATA_DIR: 'memory://', DATABASE_URL: '' }, drop: async () => {} };
  const name = `haoyue_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
