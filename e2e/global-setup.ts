import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnApi, waitForHealth } from '../apps/api/test/api-process';

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
  const servers = await Promise.all(
    Array.from({ length: slots }, () =>
      spawnApi(
        [path.join(root, 'apps/api/dist/server.js')],
        // A throw-away instance on a fresh in-memory database, behind a "proxy" as in production
        // (TRUST_PROXY): a test may say where its visitor is with X-Forwarded-For; without the
        // header every visitor is the loopback address.
        { PGLITE_DATA_DIR: 'memory://', DATABASE_URL: '', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
        'inherit',
      ),
    ),
  );
  const stop = () =>
    Promise.all(
      servers.map(({ child }) => {
        if (child.exitCode !== null) return undefined;
        child.kill('SIGTERM');
        return new Promise((r) => child.once('exit', r));
      }),
    );
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
  return stop;
}
