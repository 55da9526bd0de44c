import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnApi, waitForHealth } from '../apps/api/test/api-process';

const root = path.resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Serves the built app (as `npm start` would) on a free loopback port, on a fresh in-memory
 * database seeded with the demo catalogue, for the whole e2e run.
 */
export default async function setup(project: TestProject) {
  for (const built of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
    if (!fs.existsSync(path.join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm test does)`);
    }
  }
  const { child: server, baseUrl: baseURL } = await spawnApi(
    [path.join(root, 'apps/api/dist/server.js')],
    // One throw-away instance on a fresh in-memory database, behind a "proxy" as in production
    // (TRUST_PROXY): a test may say where its visitor is with X-Forwarded-For; without the header
    // every visitor is the loopback address, as before.
    { PGLITE_DATA_DIR: 'memory://', DATABASE_URL: '', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
    'inherit',
  );
  await waitForHealth(baseURL, server, 60_000);
  project.provide('baseURL', baseURL);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
}
