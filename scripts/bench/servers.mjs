/** The servers a bench run measures: the built API, and the bare baselines it is compared with. */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { freePort, startChild, waitForHttp, withTimeout } from './processes.mjs';

/** Share of all cores busy during `ms`, measured before the bench loads the machine itself. */
export async function otherCpuUse(ms = 1000) {
  const totals = () =>
    os.cpus().reduce(
      (t, c) => ({
        idle: t.idle + c.times.idle,
        all: t.all + Object.values(c.times).reduce((a, b) => a + b, 0),
      }),
      { idle: 0, all: 0 },
    );
  const before = totals();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? Math.round((1 - (after.idle - before.idle) / all) * 100) / 100 : 0;
}

/**
 * The starters of one bench run. `root` is the repository, `logDir` where each server's output
 * goes, `webIndex` the built web app's index.html, `uploadsDir` / `imageCacheDir` the servers'
 * pictures, `profileArgs` Node flags for every API instance (--cpu-prof).
 */
export function benchServers({ root, logDir, webIndex, uploadsDir, imageCacheDir, profileArgs }) {
  /**
   * Starts the built API (or the source through tsx when there is no build) on a free port.
   * `authSecret` is the AUTH_SECRET (random when not given); `nodeArgs` go before the script
   * (e.g. a preload), `env` over the defaults; `onLine` sees its stdout lines.
   */
  async function startApi({
    serverCommand,
    databaseUrl,
    cacheSeconds,
    name,
    authSecret,
    nodeArgs = [],
    env: extraEnv = {},
    onLine,
  }) {
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'production', // no demo seed, production code paths
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn', // per-request info logs would measure the logger
      WEB_DIST_DIR: path.dirname(webIndex),
      // Production refuses to start without one; a fresh random secret per bench run.
      AUTH_SECRET: authSecret ?? crypto.randomBytes(32).toString('base64url'),
      PAYMENT_SECRET_KEY: crypto.randomBytes(32).toString('base64'),
      // Production requires the card gateway's keys; nothing the bench calls charges a card.
      TAPPAY_PARTNER_KEY: 'bench-partner-key',
      TAPPAY_MERCHANT_ID: 'bench',
      TAPPAY_APP_ID: '1',
      TAPPAY_APP_KEY: 'bench-app-key',
      TAPPAY_SERVER_TYPE: 'sandbox',
      // No balancer to drain from: stop at once (a CPU profile is written on a clean exit).
      SHUTDOWN_DRAIN_SECONDS: '0',
      UPLOADS_DIR: uploadsDir,
      IMAGE_CACHE_DIR: imageCacheDir,
      ...extraEnv,
    };
    delete env.SEED_DEMO_DATA; // refused in production
    delete env.PUBLIC_CACHE_SECONDS;
    if (cacheSeconds !== undefined) env.PUBLIC_CACHE_SECONDS = String(cacheSeconds);
    const child = startChild(
      name,
      process.execPath,
      [...profileArgs, ...nodeArgs, ...serverCommand.args],
      {
        cwd: root,
        env,
        logFile: path.join(logDir, `${name}.log`),
        onLine,
      },
    );
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/v1/health`, child, 60_000);
    return { child, origin };
  }

  /**
   * Starts a baseline server (scripts/bench/hello.mjs, or hello-db.mjs with `env.DATABASE_URL`),
   * which reports the port it got.
   */
  async function startBaseline(name, script, extraEnv = {}) {
    let resolvePort;
    const portKnown = new Promise((resolve) => (resolvePort = resolve));
    const child = startChild(name, process.execPath, [path.join(root, 'scripts/bench', script)], {
      cwd: root,
      env: { ...process.env, ...extraEnv, PORT: '0' },
      logFile: path.join(logDir, `${name}.log`),
      onLine: (line) => {
        if (line.startsWith('{"port"')) resolvePort(JSON.parse(line).port);
      },
    });
    const port = await withTimeout(portKnown, 15_000, `${name} server start`);
    return { child, origin: `http://127.0.0.1:${port}` };
  }

  return { startApi, startBaseline };
}
