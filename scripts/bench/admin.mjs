/**
 * The admin area under load (issue 38), on the data of scripts/bench/generate-admin.ts: every
 * list call the admin pages make, first page and each search or filter form, plus the detail
 * pages and pickers around them (scripts/bench/admin-scenarios.mjs), measured one at a time
 * with 1 connection (what one administrator waits) and with 10 (several at once), after a
 * mixed warm-up. Target: p99 ≤ 100 ms for every list and search.
 *
 * The bench signs in as the generated SUPER admin: its access-token row is (re)opened here, its
 * JWT signed with the server's AUTH_SECRET, and the server's 30-minute admin idle rule is kept
 * fresh by the calls themselves. The measured server runs no background jobs
 * (JOBS_INTERVAL_SECONDS=0): reads are what is measured, not a reminder pass.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { adminScenarios, readSamples } from './admin-scenarios.mjs';
import { signTokens } from './booking.mjs';
import { measure, random } from './load.mjs';
import { stopChild } from './processes.mjs';

export const ADMIN_P99_TARGET_MS = 100;
export const ADMIN_CONNECTIONS = [1, 10];
const SESSION_JTI = 'bench-admin-session';

/** The bench admin's access-token row, fresh: valid a day, never idle, not revoked. */
async function openSession(url, userId) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(
      `insert into access_tokens (id, user_id, provider, expires_at, ip)
       values ($1, $2, 'sms', now() + interval '1 day', '127.0.0.1')
       on conflict (id) do update set user_id = excluded.user_id, expires_at = excluded.expires_at,
         revoked_at = null, admin_seen_at = null`,
      [SESSION_JTI, userId],
    );
    const { rows } = await client.query(
      `select (select count(*)::int from users) as users,
              (select count(*)::int from sellers) as sellers,
              (select count(*)::int from shops) as shops,
              (select count(*)::int from orders) as orders,
              (select count(*)::int from customers) as customers,
              (select count(*)::int from access_tokens) as sign_ins,
              (select count(*)::int from admin_audit) as audit,
              (select count(*)::int from push_messages) as push_messages,
              (select count(*)::int from push_recipients) as push_recipients,
              (select count(*)::int from line_settings) as line_channels,
              (select count(*)::int from line_pay_applications) as line_pay_applications`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** What autocannon needs to send a scenario's requests. */
function requestOf(scenario, headers) {
  const json = scenario.method === 'POST' ? { 'content-type': 'application/json' } : {};
  return {
    method: scenario.method ?? 'GET',
    path: scenario.path,
    body: scenario.body,
    pick: scenario.pick,
    setup: scenario.setup,
    headers: { ...headers, ...json },
  };
}

/** One request of each scenario first: a scenario that fails is reported, not measured. */
async function checkOnce(origin, scenario, headers) {
  const rnd = random(5);
  const request = requestOf(scenario, headers);
  const changed = request.setup?.(rnd) ?? {};
  const path = changed.path ?? request.pick?.(rnd) ?? request.path;
  const res = await fetch(`${origin}${path}`, {
    method: request.method,
    headers: request.headers,
    body: changed.body ?? request.body,
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`${res.status} ${(await res.text()).slice(0, 200)} (${path})`);
}

/**
 * Runs the admin part. `startApi({ name, authSecret, env })` starts the built API on the bench
 * database; `step(name, fn)` records a failure and goes on.
 */
export async function benchAdmin({ db, startApi, options, headers, log, step }) {
  const samples = await readSamples(db.bench);
  if (!samples) throw new Error(`'${db.name}' has no admin data: run without --skip-generate`);
  const out = {
    data: await openSession(db.bench, samples.adminUserId),
    duration: options.adminDuration,
    runs: [],
    targets: { p99Ms: ADMIN_P99_TARGET_MS, rows: [] },
  };
  const secret = crypto.randomBytes(32).toString('base64url');
  const [admin] = await signTokens([{ id: samples.adminUserId, jti: SESSION_JTI }], secret);
  const auth = { ...headers, authorization: `Bearer ${admin.token}` };
  const scenarios = adminScenarios(samples);

  const api = await startApi({
    name: 'api-admin',
    authSecret: secret,
    env: { JOBS_INTERVAL_SECONDS: '0' },
  });
  try {
    const working = [];
    for (const scenario of scenarios) {
      const ok = await step(`admin ${scenario.label} (first request)`, async () => {
        await checkOnce(api.origin, scenario, auth);
        return true;
      });
      if (ok) working.push(scenario);
    }
    if (options.warmup) {
      log(`admin warm-up, ${working.length} calls mixed…`);
      const rnd = random(98);
      await measure({
        origin: api.origin,
        setup: () => {
          const s = working[Math.floor(rnd() * working.length)];
          const r = requestOf(s, auth);
          const changed = r.setup?.(rnd) ?? {};
          return {
            method: r.method,
            path: changed.path ?? r.pick?.(rnd) ?? r.path,
            body: changed.body ?? r.body,
            headers: r.headers,
          };
        },
        connections: 10,
        duration: Math.max(options.warmup, 10),
        pipelining: 1,
      });
    }
    for (const [i, scenario] of working.entries()) {
      for (const connections of ADMIN_CONNECTIONS) {
        await step(`admin ${scenario.label} (${connections} conn.)`, async () => {
          const firstErrors = [];
          const r = await measure({
            origin: api.origin,
            ...requestOf(scenario, auth),
            onResponse: (status, body) => {
              if (status >= 300 && firstErrors.length < 3) {
                firstErrors.push(`${status} ${String(body).slice(0, 200)}`);
              }
            },
            seed: 200 + i,
            connections,
            duration: options.adminDuration,
            pipelining: 1,
          });
          log(
            `admin ${scenario.label}, ${connections} conn.: ${r.reqPerSec} req/s, ` +
              `p50 ${r.p50} ms, p99 ${r.p99} ms`,
          );
          out.runs.push({
            id: scenario.id,
            page: scenario.page,
            label: scenario.label,
            target: scenario.target,
            connections,
            ...r,
            firstErrors,
          });
        });
      }
    }
  } finally {
    await stopChild(api.child);
  }

  for (const r of out.runs.filter((x) => x.target)) {
    out.targets.rows.push({
      label: r.label,
      connections: r.connections,
      p50: r.p50,
      p99: r.p99,
      pass: r.p99 <= ADMIN_P99_TARGET_MS && !r.non2xx && !r.errors,
    });
  }
  out.targets.pass = out.targets.rows.length > 0 && out.targets.rows.every((t) => t.pass);
  return out;
}
