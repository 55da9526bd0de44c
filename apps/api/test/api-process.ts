import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

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

/**
 * Spawns the API (`nodeArgs` name its entry point) in test mode on a free loopback port, without
 * the public micro-cache and with in-process counters: a shared Redis would carry rate limits
 * and sends to the same test numbers over between runs. `env` adds to and overrides that.
 */
export async function spawnApi(
  nodeArgs: string[],
  env: Record<string, string>,
  output: 'pipe' | 'inherit',
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      REDIS_URL: '',
      PUBLIC_CACHE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  return { child, baseUrl };
}

/**
 * Waits until the API process `child` answers `${baseUrl}/v1/health`; fails as soon as it exits,
 * or once `timeoutMs` have passed.
 */
export async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`the API did not become healthy within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A running API process started from source, as `node --import tsx apps/api/src/server.ts`. */
export type ApiProcess = {
  baseUrl: string;
  pid: number;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  /** The last lines it printed, for failure messages. */
  output: () => string;
  /** Sends `signal` and waits until the process is gone. */
  stop: (signal: NodeJS.Signals) => Promise<string>;
};

/**
 * Starts the API from its TypeScript sources (no build needed) on a free loopback port, with
 * background jobs on and the fake SMS gateway, and waits until `/v1/health` answers.
 * `env` overrides the defaults (DATABASE_URL is required).
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const { child, baseUrl } = await spawnApi(
    ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
    {
      LOG_LEVEL: 'error',
      SEED_DEMO_DATA: 'true',
      SMS_PROVIDER: 'fake',
      WHATSAPP_PROVIDER: 'fake',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      UPLOADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-uploads-')),
      ...env,
    },
    'pipe',
  );
  let lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines = [...lines, ...chunk.toString().split('\n')].slice(-40);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const output = () => lines.join('\n');
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  try {
    await waitForHealth(baseUrl, child, 90_000);
  } catch (err) {
    await stop('SIGKILL');
    throw new Error(`${(err as Error).message}:\n${output()}`);
  }
  return { baseUrl, pid: child.pid!, exited, output, stop };
}
