import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** A free TCP port on loopback. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
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
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: baseURL,
      PGLITE_DATA_DIR: 'memory://',
      DATABASE_URL: '',
      // One throw-away instance: in-process counters, so limits never carry over between runs
      // (a shared Redis would remember earlier runs' sends to the same test numbers).
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, server, 60_000);
  project.provide('baseURL', baseURL);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
}
