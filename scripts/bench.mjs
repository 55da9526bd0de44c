#!/usr/bin/env node
/**
 * `npm run bench`: how fast is the catalogue on a large PostgreSQL database, how heavy is the
 * shop page, and how fast is the booking engine? Not part of the tests; a report that always
 * ends (every step has a time limit) and exits 0 even when a target is missed (non-zero only
 * when a step failed).
 *
 * 1. (Re)creates the database `haoyue_bench` and fills it with 10,000 shops
 *    (scripts/bench/generate.ts).
 * 2. Runs autocannon on loopback against a bare Fastify hello-world and the app's catalogue
 *    routes, once with the micro-cache (default PUBLIC_CACHE_SECONDS) and once without (=0).
 * 3. Opens the shop page in headless Chromium and weighs its JavaScript (gzip -9); runs
 *    Lighthouse (mobile) on home, search, shop and booking pages, simulated and observed
 *    throttling (scripts/bench/lighthouse.mjs).
 * 4. Booking engine (scripts/bench/booking.mjs): adds two booking shops with 20,000 bookings
 *    (scripts/bench/generate-booking.ts), measures start times and order creation, and runs
 *    pgbench (tpcb-like) on the same PostgreSQL server to compare orders with; then the same
 *    start-times and order loads split over two instances of the API on that database.
 * 5. Admin area (scripts/bench/admin.mjs): adds 100,000 users, 1,000,000 orders and the admin
 *    area's records (scripts/bench/generate-admin.ts, with step 1) and measures every admin list
 *    and search with 1 and 10 connections.
 * 6. Support chat (scripts/bench/chat.mjs, its own database): idle sockets' memory, 1,000
 *    messages/s on one instance and on two with Redis, a reconnect storm, against bare `ws`.
 * 7. Reserve with Google (scripts/bench/google-reserve.mjs): every shop enrolled, the daily
 *    feeds' time and peak memory, BatchAvailabilityLookup of 100 slots, CreateBooking.
 * 8. Prints a summary and writes .bench/results.json.
 *
 * `--only catalogue` runs steps 1–3, `--only booking` steps 1 and 4, `--only admin` steps 1, the
 * hello world of 2, and 5; `--only google-reserve` steps 1 and 7 (without a build: through tsx).
 *
 * Database: BENCH_DATABASE_URL is the bench database itself (dropped and recreated!); otherwise
 * `haoyue_bench` on the server of DATABASE_URL, or of postgres://postgres@127.0.0.1:5432/test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchBooking } from './bench/booking.mjs';
import { benchChat, formatChat } from './bench/chat.mjs';
import { ADMIN_CONNECTIONS, benchAdmin } from './bench/admin.mjs';
import { benchGoogleReserve, formatGoogleReserve } from './bench/google-reserve.mjs';
import { databaseUrls, inspectDatabase } from './bench/database.mjs';
import { measureJsWeight } from './bench/js-weight.mjs';
import { formatLighthouse, measureLighthouse } from './bench/lighthouse.mjs';
import { measure, measureWarm, randomShopNumber, scenarios, warmUp } from './bench/load.mjs';
import { parseOptions } from './bench/options.mjs';
import { cleanupAll, installCleanupHandlers, runCommand, stopChild } from './bench/processes.mjs';
import { ensureBenchPictures, pictureSets } from './bench/photos.mjs';
import { formatSummary } from './bench/report.mjs';
import { benchServers, otherCpuUse } from './bench/servers.mjs';
import {
  JS_BUDGET_BYTES,
  SHOP_PAGE_MIN_RATIO,
  SHOP_PAGE_UNCACHED_MIN_RATIO,
  judge,
} from './bench/verdicts.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, '.bench');
const LOG_DIR = path.join(OUT_DIR, 'logs');
const RESULTS_FILE = path.join(OUT_DIR, 'results.json');
const API_BUNDLE = path.join(ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
/** The bench servers' uploads (the shops' photo-like pictures) and their resized copies. */
const UPLOADS_DIR = path.join(OUT_DIR, 'uploads');
const IMAGE_CACHE_DIR = path.join(OUT_DIR, 'image-cache');

/** Above this share of CPU in use by others before the load runs, the report warns. */
const BUSY_WARNING = 0.15;

const startedAt = performance.now();
const elapsed = () =>
  `[${String(Math.round((performance.now() - startedAt) / 1000)).padStart(4)}s]`;
const log = (message) => console.error(`${elapsed()} ${message}`);
const exists = (file) => fs.existsSync(file);

async function main() {
  installCleanupHandlers();
  const options = parseOptions();
  const { startApi, startBaseline } = benchServers({
    root: ROOT,
    logDir: LOG_DIR,
    webIndex: WEB_INDEX,
    uploadsDir: UPLOADS_DIR,
    imageCacheDir: IMAGE_CACHE_DIR,
    // Each API instance writes a CPU profile when it stops.
    profileArgs: options.cpuProf
      ? ['--cpu-prof', `--cpu-prof-dir=${path.join(OUT_DIR, 'profiles')}`]
      : [],
  });
  const db = databaseUrls();
  const load = {
    connections: options.connections,
    duration: options.duration,
    pipelining: options.pipelining,
    headers: options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {},
  };
  const results = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.versions.node,
      postgres: null,
    },
    options,
    database: db.name,
    server: null,
    generate: null,
    pictures: null,
    hello: null,
    helloRuns: [],
    helloDb: null,
    load: [],
    jsWeight: null,
    lighthouse: null,
    lighthouseObserved: null,
    booking: null,
    admin: null,
    adminData: null,
    chat: null,
    googleReserve: null,
    targets: {
      shopPageMinRatio: SHOP_PAGE_MIN_RATIO,
      shopPageUncachedMinRatio: SHOP_PAGE_UNCACHED_MIN_RATIO,
      shopPage: [],
      jsBudgetBytes: JS_BUDGET_BYTES,
      search: [],
    },
    warnings: [],
    errors: [],
    totalMs: 0,
    file: path.relative(ROOT, RESULTS_FILE),
  };
  const warn = (message) => {
    results.warnings.push(message);
    log(`warning: ${message}`);
  };
  /** Runs a step; a failure is recorded and reported, and the bench goes on without it. */
  const step = async (name, fn) => {
    try {
      return await fn();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      results.errors.push({ step: name, message });
      log(`${name} failed: ${message}`);
      return undefined;
    }
  };

  const searchOnly = options.only === 'search';
  const catalogue = ['all', 'catalogue', 'search'].includes(options.only);
  const booking = options.only === 'all' || options.only === 'booking';
  const admin = options.only === 'all' || options.only === 'admin';
  const chat = options.only === 'all' || options.only === 'chat';
  const chatOnly = options.only === 'chat';
  const googleReserve = options.only === 'all' || options.only === 'google-reserve';

  // The whole run has a ceiling too, whatever hangs.
  const catalogueRuns = catalogue ? 2 + 2 * scenarios(1).length : 0;
  // Four start-times runs, the order run, two pgbench runs (+ pgbench init, statement count).
  const bookingRuns = booking ? 7 : 0;
  // About 44 admin calls, each run with 1 and 10 connections, and the admin data (a few minutes).
  const adminMs = admin
    ? 50 * ADMIN_CONNECTIONS.length * (options.adminDuration + 10) + 10 * 60
    : 0;
  const budgetMs =
    (20 * 60 +
      adminMs +
      (catalogueRuns + bookingRuns) * (options.duration + 45) + // the margin covers warm-ups
      (booking ? 10 * 60 : 0) +
      (chat ? 10 * 60 + 6 * options.duration : 0) +
      (googleReserve ? 25 * 60 + 2 * options.duration : 0) +
      (catalogue ? 16 * 60 : 0) + // Lighthouse: 4 pages × 3 runs, simulated and observed
      4 * options.warmup) *
    1000;
  const deadline = setTimeout(() => {
    log(`time limit of ${Math.round(budgetMs / 60_000)} min reached, stopping`);
    void cleanupAll().finally(() => process.exit(1));
  }, budgetMs);

  // 1. Data (the chat part makes its own).
  if (!options.skipGenerate && !chatOnly) {
    log(`generating ${options.shops} shops in database '${db.name}'…`);
    await runCommand(
      'generate',
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/generate.ts'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          BENCH_ADMIN_URL: db.admin,
          BENCH_DB_URL: db.bench,
          BENCH_SHOPS: String(options.shops),
        },
        logFile: path.join(LOG_DIR, 'generate.log'),
        timeoutMs: 10 * 60_000,
        onLine: (line) => {
          if (line.startsWith('{"generate"')) results.generate = JSON.parse(line).generate;
        },
      },
    );
    log(`generated in ${(results.generate.totalMs / 1000).toFixed(1)} s`);
    if (admin) {
      log('generating the admin data (users, orders, sign-ins, audit, push, LINE)…');
      await runCommand(
        'generate-admin',
        process.execPath,
        ['--import', 'tsx', 'scripts/bench/generate-admin.ts'],
        {
          cwd: ROOT,
          env: { ...process.env, BENCH_DB_URL: db.bench },
          logFile: path.join(LOG_DIR, 'generate-admin.log'),
          timeoutMs: 15 * 60_000,
          onLine: (line) => {
            if (line.startsWith('{"adminData"')) results.adminData = JSON.parse(line).adminData;
          },
        },
      );
      log(`admin data generated in ${(results.adminData.totalMs / 1000).toFixed(1)} s`);
    }
  }
  const info = chatOnly ? { shops: 0 } : await inspectDatabase(db.bench);
  if (!info.shops && !chatOnly)
    throw new Error(`'${db.name}' has no bench shops: run without --skip-generate`);
  // The shops' pictures, written once and kept; their resized copies are made afresh each run,
  // as by a newly deployed server (the first Lighthouse run of a page pays for them).
  if (!chatOnly) {
    const pictures = await ensureBenchPictures(UPLOADS_DIR, pictureSets(ROOT));
    fs.rmSync(IMAGE_CACHE_DIR, { recursive: true, force: true });
    results.pictures = pictures;
    log(`${pictures.count} shop pictures, ${Math.round(pictures.meanBytes / 1024)} KB on average`);
    results.machine.postgres = `PostgreSQL ${info.version}`;
  }

  // 2. A build of the server and the web app (the bench measures what production runs).
  const needsBuild = options.only !== 'google-reserve';
  if (options.build || (needsBuild && (!exists(API_BUNDLE) || !exists(WEB_INDEX)))) {
    log('building (npm run build)…');
    await step('build', () =>
      runCommand('build', 'npm', ['run', 'build'], {
        cwd: ROOT,
        env: process.env,
        logFile: path.join(LOG_DIR, 'build.log'),
        timeoutMs: 10 * 60_000,
      }),
    );
  }
  const serverCommand = exists(API_BUNDLE)
    ? { args: [API_BUNDLE], label: 'node apps/api/dist/server.js' }
    : { args: ['--import', 'tsx', 'apps/api/src/server.ts'], label: 'tsx apps/api/src/server.ts' };
  if (!exists(API_BUNDLE)) warn('no API build: measuring the TypeScript source through tsx');
  results.server = serverCommand.label;

  // Other work on the machine (builds, tests) steals CPU from the servers: say so in the report.
  results.machine.busyBeforeLoad = await otherCpuUse();
  if (results.machine.busyBeforeLoad > BUSY_WARNING) {
    warn(
      `other processes kept the CPU ${Math.round(results.machine.busyBeforeLoad * 100)}% busy ` +
        'just before the load runs: req/s are likely understated (ratios less so)',
    );
  }

  // 3. The baseline, measured before and after the app so drift on a shared machine shows.
  const measureHello = (when) =>
    step(`hello world (${when})`, async () => {
      if (!catalogue && !admin) return undefined;
      const hello = await startBaseline(`hello-${when}`, 'hello.mjs');
      try {
        if (options.warmup) {
          await warmUp({ origin: hello.origin, routes: [{ path: '/' }], seconds: options.warmup });
        }
        const r = await measure({ origin: hello.origin, path: '/', ...load });
        log(`hello world (${when}): ${r.reqPerSec} req/s`);
        return { when, ...r };
      } finally {
        await stopChild(hello.child);
      }
    });
  const helloBefore = await measureHello('before');
  // The same, plus one PostgreSQL round trip per request: a random shop's row by its slug.
  results.helloDb =
    (await step('hello world with one select', async () => {
      if (!catalogue) return undefined;
      const baseline = await startBaseline('hello-db', 'hello-db.mjs', {
        DATABASE_URL: db.bench,
      });
      try {
        const pick = (rnd) => `/v1/shops?urlSlug=bench-shop-${randomShopNumber(rnd, info.shops)}`;
        if (options.warmup) {
          await warmUp({ origin: baseline.origin, routes: [{ pick }], seconds: options.warmup });
        }
        const r = await measure({ origin: baseline.origin, pick, ...load });
        log(`hello world with one select: ${r.reqPerSec} req/s, p99 ${r.p99} ms`);
        return r;
      } finally {
        await stopChild(baseline.child);
      }
    })) ?? null;

  // 4. The app, with and without the micro-cache.
  const routes = scenarios(info.shops).filter((r) => !searchOnly || r.search);
  const modes = catalogue
    ? [
        ...(searchOnly ? [] : [{ cache: 'on', name: 'api-cache-on', cacheSeconds: undefined }]),
        { cache: 'off', name: 'api-cache-off', cacheSeconds: 0 },
      ]
    : [];
  for (const mode of modes) {
    await step(`server (cache ${mode.cache})`, async () => {
      const api = await startApi({ serverCommand, databaseUrl: db.bench, ...mode });
      try {
        if (options.warmup) {
          await warmUp({
            origin: api.origin,
            routes,
            seconds: options.warmup,
            headers: load.headers,
          });
        }
        for (const [i, route] of routes.entries()) {
          await step(`${route.label} (cache ${mode.cache})`, async () => {
            const headers = route.identity ? {} : load.headers;
            const r = await measureWarm(options.warmup, {
              ...load,
              origin: api.origin,
              ...route,
              seed: i + 1,
              headers,
            });
            log(`${route.label}, cache ${mode.cache}: ${r.reqPerSec} req/s, p99 ${r.p99} ms`);
            results.load.push({
              id: route.id,
              label: route.label,
              path: route.path ?? null,
              cache: mode.cache,
              target: route.target ?? false,
              search: route.search ?? null,
              ...r,
            });
          });
        }
        // Search one request at a time: what one visitor waits, the machine otherwise idle.
        if (mode.cache === 'off') {
          for (const [i, route] of routes.filter((r) => r.search).entries()) {
            await step(`${route.label} (1 connection)`, async () => {
              const r = await measure({
                ...load,
                connections: 1,
                origin: api.origin,
                ...route,
                seed: 100 + i,
                headers: load.headers,
              });
              log(`${route.label}, 1 connection: ${r.reqPerSec} req/s, p99 ${r.p99} ms`);
              results.load.push({
                id: route.id,
                label: `${route.label} (1 connection)`,
                path: route.path ?? null,
                cache: 'off-1',
                target: false,
                search: route.search,
                ...r,
              });
            });
          }
        }
        // 5. The shop page's JavaScript, served by the same (default-configured) server.
        if (mode.cache === 'on') {
          results.jsWeight = await step('shop page JS weight', async () => {
            if (!exists(WEB_INDEX)) {
              throw new Error('apps/web/dist/index.html missing (build failed?)');
            }
            log('weighing the shop page JavaScript in Chromium…');
            return measureJsWeight({
              origin: api.origin,
              pagePath: '/p/bench-shop-1',
              expectText: info.first_shop,
              timeoutMs: 60_000,
            });
          });
          results.lighthouse = await step('lighthouse', () =>
            measureLighthouse({ origin: api.origin, shopPath: '/p/bench-shop-1', log }),
          );
          results.lighthouseObserved = await step('lighthouse (observed)', () =>
            measureLighthouse({
              origin: api.origin,
              shopPath: '/p/bench-shop-1',
              throttlingMethod: 'devtools',
              log,
            }),
          );
        }
      } finally {
        await stopChild(api.child);
      }
    });
  }

  // 6. The booking engine, on a server of its own (default configuration).
  if (booking) {
    results.booking =
      (await step('booking', () =>
        benchBooking({
          db,
          root: ROOT,
          logDir: LOG_DIR,
          startApi: (opts) => startApi({ serverCommand, databaseUrl: db.bench, ...opts }),
          options,
          headers: load.headers,
          log,
          warn,
          step,
        }),
      )) ?? null;
  }

  // 7. The admin area, on a server of its own without background jobs.
  if (admin) {
    results.admin =
      (await step('admin', () =>
        benchAdmin({
          db,
          startApi: (opts) => startApi({ serverCommand, databaseUrl: db.bench, ...opts }),
          options,
          headers: load.headers,
          log,
          step,
        }),
      )) ?? null;
  }

  // 8. The support chat, on servers and a database of their own.
  if (chat) {
    results.chat =
      (await step('chat', () =>
        benchChat({
          db,
          startApi: (opts) => startApi({ serverCommand, ...opts }),
          startBaseline,
          options,
          log,
          step,
          warn,
        }),
      )) ?? null;
  }

  // 9. Reserve with Google: the daily feeds of every shop, lookups and bookings (issue 41).
  if (googleReserve) {
    results.googleReserve =
      (await step('google-reserve', () =>
        benchGoogleReserve({
          db,
          root: ROOT,
          logDir: LOG_DIR,
          startApi: (opts) => startApi({ serverCommand, databaseUrl: db.bench, ...opts }),
          options,
          log,
          step,
        }),
      )) ?? null;
  }

  const helloAfter = await measureHello('after');

  // 8. Ratios (against the mean of both hello-world runs), verdicts, report.
  judge(results, { helloBefore, helloAfter, routes, shops: info.shops, warn });

  clearTimeout(deadline);
  results.totalMs = Math.round(performance.now() - startedAt);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    [
      formatSummary(results),
      ...formatLighthouse(results.lighthouse),
      ...formatLighthouse(results.lighthouseObserved),
      ...(chat ? formatChat(results.chat) : []),
      ...(googleReserve ? formatGoogleReserve(results.googleReserve) : []),
    ].join('\n'),
  );
  return results.errors.length ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (err) => {
    console.error(`bench failed: ${err instanceof Error ? err.message : err}`);
    await cleanupAll();
    process.exit(1);
  });
