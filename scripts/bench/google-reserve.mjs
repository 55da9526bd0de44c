/**
 * Reserve with Google on the bench catalogue (issue 41), on PostgreSQL:
 *
 * 1. Every approved bench shop enrolled and approved in Google (paying at the shop), its
 *    operators given weekly shifts (the catalogue has none), then the
 *    daily feeds (merchants, services, availability) generated for all of them by the app's
 *    own code, in a process of its own (this file run with --generate-feeds) writing to a
 *    local folder: time per feed and the process's peak RSS, which must not grow with the
 *    catalogue (the feeds are streamed, page by page).
 * 2. BatchAvailabilityLookup with 100 slots of one merchant and service (taken from the
 *    availability feed), one connection: p99.
 * 3. CreateBooking, each request another merchant's first free slot from the feed, one
 *    connection: p99.
 *
 * Steps 2 and 3 call the API server (production mode, Reserve with Google enabled with bench
 * credentials, no background jobs) on loopback; every step has a time limit.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { measure } from './load.mjs';
import { runCommand } from './processes.mjs';

/** Targets from issue 41. */
export const FEEDS_MAX_MS = 60_000;
export const LOOKUP_P99_TARGET_MS = 50;
export const CREATE_P99_TARGET_MS = 250;
const LOOKUP_SLOTS = 100;
const BENCH_CREDENTIALS = 'rwg-bench:bench-secret-not-for-production';

/** The child: the three feeds of every served merchant, timed, into `folder`. */
async function generateFeedsChild(databaseUrl, folder) {
  const { openDatabase } = await tsImport('../../apps/api/src/db/client.ts', import.meta.url);
  const { ScheduleCache } = await tsImport(
    '../../apps/api/src/modules/availability/index.ts',
    import.meta.url,
  );
  const { runGoogleFeed } = await tsImport(
    '../../apps/api/src/modules/google-reserve/feeds/index.ts',
    import.meta.url,
  );
  const { localFeedUploader } = await tsImport(
    '../../apps/api/src/platform/google-feeds/index.ts',
    import.meta.url,
  );
  const database = await openDatabase({ url: databaseUrl, poolSize: 6 });
  const quiet = { info() {}, warn() {}, error() {}, debug() {}, child: () => quiet };
  const ctx = {
    db: database.db,
    clock: () => new Date(),
    publicBaseUrl: 'https://bench.haoyue.test',
    log: quiet,
    schedules: new ScheduleCache(),
    // Feeds send nothing.
    sms: { send: async () => undefined },
    tasks: { run: () => undefined, idle: async () => undefined },
  };
  const uploader = localFeedUploader(folder);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const feeds = [];
  const started = performance.now();
  try {
    for (const kind of ['merchants', 'services', 'availability']) {
      const t = performance.now();
      const run = await runGoogleFeed(ctx, uploader, { kind });
      const files = fs.readdirSync(folder).filter((f) => f.startsWith(`${kind}-${run.id}-`));
      const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(folder, f)).size, 0);
      feeds.push({
        kind,
        records: run.records,
        shards: run.shards,
        bytes,
        ms: Math.round(performance.now() - t),
      });
      console.error(`${kind}: ${run.records} records, ${run.shards} shards`);
    }
  } finally {
    clearInterval(sampler);
    await database.close();
  }
  const maxRssKb = process.resourceUsage().maxRSS;
  console.log(
    JSON.stringify({
      feeds: {
        totalMs: Math.round(performance.now() - started),
        peakRssMb: Math.round(Math.max(peakRss, maxRssKb * 1024) / 2 ** 20),
        runs: feeds,
      },
    }),
  );
}

/** Percentile (0–100) of latencies measured one by one. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function benchGoogleReserve({ db, root, logDir, startApi, options, log, step }) {
  const result = {
    shops: 0,
    feeds: null,
    lookup: null,
    create: null,
    targets: {
      feedsMaxMs: FEEDS_MAX_MS,
      lookupP99Ms: LOOKUP_P99_TARGET_MS,
      createP99Ms: CREATE_P99_TARGET_MS,
    },
  };
  // 1. Every approved bench shop enrolled and approved in Google.
  const client = new pg.Client({ connectionString: db.bench });
  await client.connect();
  try {
    await client.query('delete from google_reserve_feed_runs');
    const { rowCount } = await client.query(
      `insert into google_reserve_merchants (shop_id, status, pay_at_shop, decided_at)
       select id, 'APPROVED', true, now() from shops where review_status = 'APPROVED'
       on conflict (shop_id) do update set status = 'APPROVED', pay_at_shop = true`,
    );
    result.shops = rowCount;
    // The catalogue's operators have no shifts of their own (nothing could be booked): each
    // works the shop's hours but one day a week, as in the booking step's shops.
    await client.query(
      `insert into operator_shifts (operator_id, kind, weekday, start_minute, end_minute)
       select o.id, 'SHIFT', h.weekday, h.start_minute, h.end_minute
       from operators o join shop_hours h on h.shop_id = o.shop_id
       where h.weekday <> (o.position + 2) % 7
         and not exists (select 1 from operator_shifts x where x.operator_id = o.id)`,
    );
    await client.query('update shops set schedule_version = schedule_version + 1');
    await client.query('vacuum (analyze) operator_shifts, google_reserve_merchants');
  } finally {
    await client.end();
  }
  log(`google-reserve: ${result.shops} shops enrolled and approved; generating the daily feeds…`);

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-bench-feeds-'));
  try {
    result.feeds =
      (await step('google-reserve feeds', async () => {
        let feeds = null;
        await runCommand(
          'google-reserve-feeds',
          process.execPath,
          ['--import', 'tsx', 'scripts/bench/google-reserve.mjs', '--generate-feeds', folder],
          {
            cwd: root,
            env: { ...process.env, BENCH_DB_URL: db.bench },
            logFile: path.join(logDir, 'google-reserve-feeds.log'),
            timeoutMs: 20 * 60_000,
            onLine: (line) => {
              if (line.startsWith('{"feeds"')) feeds = JSON.parse(line).feeds;
            },
          },
        );
        log(
          `google-reserve feeds: ${(feeds.totalMs / 1000).toFixed(1)} s, peak RSS ${feeds.peakRssMb} MB`,
        );
        return { ...feeds, pass: feeds.totalMs <= FEEDS_MAX_MS };
      })) ?? null;

    // Slots to ask about and to book, from the availability feed's first shard.
    const first = fs
      .readdirSync(folder)
      .filter((f) => f.startsWith('availability-'))
      .sort()[0];
    const groups = first
      ? JSON.parse(fs.readFileSync(path.join(folder, first), 'utf8')).service_availability
      : [];
    if (groups.length === 0) throw new Error('the availability feed is empty');

    const api = await startApi({
      name: 'api-google-reserve',
      env: {
        GOOGLE_RESERVE_ENABLED: 'true',
        GOOGLE_BOOKING_SERVER_CREDENTIALS: BENCH_CREDENTIALS,
        // Required with the integration in production; no job uploads anything here.
        GOOGLE_FEEDS_SFTP_HOST: '127.0.0.1',
        GOOGLE_FEEDS_SFTP_USER: 'bench',
        GOOGLE_FEEDS_SFTP_PRIVATE_KEY_PATH: '/nonexistent',
        // Also required: no job sends real-time updates here either.
        GOOGLE_PARTNER_ID: 'bench',
        GOOGLE_SERVICE_ACCOUNT_KEY_FILE: '/nonexistent',
        JOBS_INTERVAL_SECONDS: '0',
      },
    });
    const headers = {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(BENCH_CREDENTIALS).toString('base64')}`,
    };
    try {
      // 2. BatchAvailabilityLookup: 100 slots of one merchant and service per call.
      result.lookup =
        (await step('google-reserve lookup', async () => {
          const bodies = groups.map((g) => {
            const slots = g.availability.slice(0, LOOKUP_SLOTS);
            // Fewer free starts than 100: the rest asked half an hour apart after the last.
            while (slots.length < LOOKUP_SLOTS) {
              const last = slots[slots.length - 1];
              slots.push({ ...last, start_sec: last.start_sec + 1800 });
            }
            return JSON.stringify({
              merchant_id: slots[0].merchant_id,
              slot_time: slots.map((s) => ({
                service_id: s.service_id,
                start_sec: String(s.start_sec),
                duration_sec: String(s.duration_sec),
              })),
            });
          });
          let bad = 0;
          // A few seconds of the same calls first: the server's code warms up (not counted).
          await measure({
            origin: api.origin,
            path: '/rwg/v3/BatchAvailabilityLookup',
            method: 'POST',
            setup: (rnd) => ({ body: bodies[Math.floor(rnd() * bodies.length)] }),
            connections: 1,
            duration: Math.max(2, options.warmup),
            pipelining: 1,
            headers,
            seed: 2,
          });
          const r = await measure({
            origin: api.origin,
            path: '/rwg/v3/BatchAvailabilityLookup',
            method: 'POST',
            setup: (rnd) => ({ body: bodies[Math.floor(rnd() * bodies.length)] }),
            onResponse: (status) => {
              if (status !== 200) bad += 1;
            },
            connections: 1,
            duration: options.duration,
            pipelining: 1,
            headers,
          });
          log(`google-reserve BatchAvailabilityLookup (100 slots): p99 ${r.p99} ms`);
          return { ...r, bad, pass: r.p99 <= LOOKUP_P99_TARGET_MS && bad === 0 };
        })) ?? null;

      // 3. CreateBooking: each call another merchant's slot (no two compete for one time).
      result.create =
        (await step('google-reserve create', async () => {
          // One slot per merchant (two services of one shop may share operators and times).
          const seen = new Set();
          const slots = groups
            .filter(
              (g) =>
                !seen.has(g.availability[0].merchant_id) && seen.add(g.availability[0].merchant_id),
            )
            .map((g) => g.availability[Math.floor(g.availability.length / 2)]);
          const latencies = [];
          const answers = { booked: 0, failed: 0, refused: 0, causes: {} };
          // The first calls warm the server up (not counted).
          const warmUp = 5;
          const deadline = performance.now() + options.duration * 1000;
          for (let i = 0; i < slots.length && performance.now() < deadline; i++) {
            const s = slots[i];
            const body = JSON.stringify({
              slot: {
                merchant_id: s.merchant_id,
                service_id: s.service_id,
                start_sec: String(s.start_sec),
                duration_sec: String(s.duration_sec),
              },
              user_information: {
                user_id: `bench-${crypto.randomUUID()}`,
                given_name: '小美',
                family_name: '林',
                telephone: `+8869${String(10_000_000 + i * 37 + Math.floor(Math.random() * 30)).slice(-8)}`,
              },
              idempotency_token: crypto.randomUUID(),
            });
            const t = performance.now();
            const res = await fetch(`${api.origin}/rwg/v3/CreateBooking`, {
              method: 'POST',
              headers,
              body,
            });
            const answer = await res.json();
            if (i < warmUp) continue;
            latencies.push(performance.now() - t);
            if (res.status !== 200) answers.refused += 1;
            else if (answer.booking?.booking_id) answers.booked += 1;
            else {
              answers.failed += 1;
              const cause = answer.booking_failure?.cause ?? 'unknown';
              answers.causes[cause] = (answers.causes[cause] ?? 0) + 1;
            }
          }
          const p99 = Math.round(percentile(latencies, 99) * 10) / 10;
          const p50 = Math.round(percentile(latencies, 50) * 10) / 10;
          log(
            `google-reserve CreateBooking: ${latencies.length} calls, p50 ${p50} ms, p99 ${p99} ms, ` +
              `${answers.booked} booked, ${answers.failed} booking_failure, ${answers.refused} non-200`,
          );
          return {
            requests: latencies.length,
            p50,
            p99,
            ...answers,
            pass: p99 <= CREATE_P99_TARGET_MS && answers.refused === 0 && answers.failed === 0,
          };
        })) ?? null;
    } finally {
      const { stopChild } = await import('./processes.mjs');
      await stopChild(api.child);
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return result;
}

/** The report lines of the Reserve with Google step. */
export function formatGoogleReserve(g) {
  if (!g) return ['', 'Reserve with Google: not measured'];
  const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
  const f = g.feeds;
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  return [
    '',
    `Reserve with Google (${g.shops} shops enrolled and approved)`,
    ...(f
      ? [
          ...f.runs.map(
            (r) =>
              `  ${r.kind} feed: ${r.records} records in ${r.shards} shards, ${mb(r.bytes)}, ` +
              `${(r.ms / 1000).toFixed(1)} s`,
          ),
          `  daily feeds: ${(f.totalMs / 1000).toFixed(1)} s (≤ ${g.targets.feedsMaxMs / 1000} s), ` +
            `peak RSS ${f.peakRssMb} MB → ${verdict(f.pass)}`,
        ]
      : ['  daily feeds: not measured']),
    g.lookup
      ? `  BatchAvailabilityLookup, ${LOOKUP_SLOTS} slots, 1 connection: ${g.lookup.requests} calls, ` +
        `p50 ${g.lookup.p50} ms, p99 ${g.lookup.p99} ms (≤ ${g.targets.lookupP99Ms}), ` +
        `${g.lookup.bad} non-200 → ${verdict(g.lookup.pass)}`
      : '  BatchAvailabilityLookup: not measured',
    g.create
      ? `  CreateBooking, 1 connection: ${g.create.requests} calls, p50 ${g.create.p50} ms, ` +
        `p99 ${g.create.p99} ms (≤ ${g.targets.createP99Ms}), ${g.create.booked} booked, ` +
        `${g.create.failed} booking_failure ${JSON.stringify(g.create.causes)}, ${g.create.refused} ` +
        `non-200 → ${verdict(g.create.pass)}`
      : '  CreateBooking: not measured',
  ];
}

if (process.argv[2] === '--generate-feeds') {
  const url = process.env.BENCH_DB_URL;
  if (!url || !process.argv[3]) throw new Error('BENCH_DB_URL and a folder are required');
  generateFeedsChild(url, process.argv[3]).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
