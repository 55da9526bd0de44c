import { randomBytes } from 'node:crypto';
import type { TSeller } from '@haoyue/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi } from './api-process';
import { check, type CheckResult, halfWrittenRows } from './crash-checks';
import { inFlight, type Kind, type Load, must, refreshTimes, runLoad } from './crash-load';

/**
 * Nothing lost when a process dies (issue 10): an API instance started from source is killed
 * with SIGKILL while bookings, reschedules, cancels and mark-paids are in flight, restarted on
 * the same PostgreSQL database, and the database is compared with the answers the clients got.
 * Three kills: two at a random moment, one at the worst moment: with the outbox table
 * (order_notifications) locked, every request waits where it queues its message, and dies there.
 * Prints the counts (answered 2xx, found, unanswered and how each resolved, half-written rows).
 */

const CHECKER = 'crash-check';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Backends of the database other than this test's own connections. */
const OTHERS = `select pid from pg_stat_activity
  where datname = current_database() and backend_type = 'client backend'
    and pid <> pg_backend_pid() and application_name <> '${CHECKER}'`;

/**
 * Message inserts waiting on the locked outbox; `committed`: those outside the transaction of
 * their change (no transaction id yet: the change already committed, the message not).
 */
const PARKED = `select count(*)::int as waiting, (count(*) filter (where backend_xid is null))::int
    as committed from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock'
    and query ilike 'insert into "order_notifications"%'`;

/**
 * After a kill, waits until the dead instance's connections are gone: idle ones see the closed
 * socket, a statement under way finishes first (as it would in production). `terminate` ends
 * them at once instead: the statements they wait to run never run, as if the process had died
 * just before sending them.
 */
async function settle(db: pg.Client, terminate: boolean): Promise<void> {
  if (terminate) await db.query(`select pg_terminate_backend(pid) from (${OTHERS}) x`);
  for (let i = 0; i < 100; i++) {
    const { rowCount } = await db.query(OTHERS);
    if (rowCount === 0) return;
    await sleep(100);
  }
  await db.query(`select pg_terminate_backend(pid) from (${OTHERS}) x`);
}

function summary(round: number, how: string, r: CheckResult, load: Load): string {
  const sent = load.sent.filter((s) => s.round === round);
  const errors = sent.filter((s) => s.outcome === 'error');
  const statuses = [...new Set(errors.map((s) => s.status))].sort().join('/');
  const kinds: Kind[] = ['order', 'reschedule', 'cancel', 'mark-paid'];
  const per = (counts: Record<string, number>) => kinds.map((k) => `${k} ${counts[k] ?? 0}`);
  return [
    `crash round ${round} (${how}): ${sent.length} requests`,
    `  answered 2xx: ${per(r.answered).join(', ')}`,
    `  found in the database: ${per(r.found).join(', ')}`,
    `  answered an error: ${errors.length} (${statuses || 'none'}), none of them applied`,
    `  no answer: ${sent.filter((s) => s.outcome === 'none').length} requests; ` +
      `applied whole ${r.unansweredApplied}, not at all ${r.unansweredNotApplied}`,
    `  orders at the shop: ${r.orders}; half-written rows: ${halfWrittenRows(r)}; ` +
      `mismatches: ${r.mismatches.length}; overlaps: ` +
      `${r.halfWritten['overlapping active bookings of one operator']!.length}`,
    `  messages: ${JSON.stringify(r.messages)}; committed changes without their message: ` +
      `${r.lostMessages.length}`,
  ].join('\n');
}

describe.runIf(process.env.TEST_DB === 'postgres')('an API process killed under load', () => {
  const name = `haoyue_crash_${randomBytes(6).toString('hex')}`;
  // Collected (and skipped) on PGlite too, where DATABASE_URL may be unset.
  const adminUrl = process.env.DATABASE_URL || 'postgres://127.0.0.1/unused';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), JOBS_INTERVAL_SECONDS: '1' };
  const db = new pg.Client({ connectionString: url.toString(), application_name: CHECKER });
  const locker = new pg.Client({ connectionString: url.toString(), application_name: CHECKER });
  let api: ApiProcess | undefined;
  /** Message keys of changes that committed without their message (see the second test). */
  let lostMessages: string[] | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    await api?.stop('SIGKILL');
    await db.end().catch(() => {});
    await locker.end().catch(() => {});
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('keeps every answered request, half-writes nothing and still sends every message', async () => {
    const started = Date.now();
    api = await startApi(env);
    await db.connect();
    await locker.connect();
    const base = api.baseUrl;
    const signIn = (username: string) =>
      must<{ token: string }>(base, '/v1/auth/tokens', {
        body: { provider: 'basic', username, password: 'haoyue-demo' },
      });
    const customerToken = (await signIn('+886900000001')).token; // 王小美
    const ownerToken = (await signIn('+886912000001')).token; // 光點髮藝's owner
    const sellers = await must<TSeller[]>(base, '/v1/sellers', { token: ownerToken });
    const seller = sellers.find((s) => s.displayName.startsWith('光點髮藝'))!;
    const [shop] = await must<{ id: number }[]>(base, '/v1/shops?urlSlug=lumiere-daan');
    const groups = await must<{ services: { id: number; price: number; isBookable: boolean }[] }[]>(
      base,
      `/v1/service-groups?shopId=${shop!.id}&part=services`,
    );
    // The cheapest service owes nothing; the next one up owes a fixed prepayment.
    const menu = groups
      .flatMap((g) => g.services)
      .filter((s) => s.isBookable)
      .sort((a, b) => a.price - b.price);
    const plain = menu[0]!;
    const prepaid = menu.find((s) => s.price > plain.price)!;
    await must(base, `/v1/sellers/${seller.id}/shops/${shop!.id}/prepayment-settings`, {
      method: 'PATCH',
      token: ownerToken,
      body: {
        mode: 'FIXED',
        fixedAmount: Math.min(30_000, prepaid.price),
        percentage: 0,
        minOrderPrice: prepaid.price,
        deadlineMinutes: 720,
      },
    });
    for (const [service, owes] of [
      [plain, false],
      [prepaid, true],
    ] as const) {
      const quote = await must<{ required: boolean }>(base, '/v1/bookings:prepayments', {
        body: { shopId: shop!.id, serviceIds: [service.id] },
      });
      expect(quote.required).toBe(owes);
    }

    const load: Load = {
      customerToken,
      ownerToken,
      sellerId: seller.id,
      shopId: shop!.id,
      services: [
        { id: plain.id, prepay: false, times: [] },
        { id: prepaid.id, prepay: true, times: [] },
      ],
      orders: new Map(),
      unsureOrders: new Map(),
      sent: [],
    };
    const results: CheckResult[] = [];
    const rounds = ['random', 'random', 'worst'] as const;
    for (const [index, mode] of rounds.entries()) {
      const round = index + 1;
      await refreshTimes(api.baseUrl, load);
      const run = runLoad(api.baseUrl, load, round, {
        workers: 12,
        // At the worst moment, mostly changes to orders (once queued their message after commit).
        weights:
          mode === 'random'
            ? { order: 4, reschedule: 2, cancel: 2, 'mark-paid': 2 }
            : { order: 1, reschedule: 2, cancel: 2, 'mark-paid': 2 },
      });
      const loadStart = Date.now();
      const elapsed = () => ((Date.now() - loadStart) / 1000).toFixed(1);
      // Load until the round has answers worth checking (a busy machine answers slowly).
      const answered = () => load.sent.filter((s) => s.round === round && s.outcome === 'ok');
      while (Date.now() - loadStart < 8_000) {
        await sleep(100);
        if (Date.now() - loadStart > 1_500 && answered().length >= 20) break;
      }
      let how: string;
      if (mode === 'random') {
        await sleep(Math.random() * 1_000);
        how = `SIGKILL at a random moment, ${elapsed()} s`;
      } else {
        await locker.query('begin');
        await locker.query('lock table order_notifications in share mode');
        // Until most workers wait, or no more join them for a second (the rest wait on those).
        let parked = { waiting: 0, committed: 0 };
        for (let i = 0, same = 0; i < 50 && parked.waiting < 8 && same < 10; i++) {
          await sleep(100);
          const now = (await db.query<typeof parked>(PARKED)).rows[0]!;
          same = now.waiting > 0 && now.waiting === parked.waiting ? same + 1 : 0;
          parked = now;
        }
        expect(parked.waiting, 'requests waiting for the outbox').toBeGreaterThan(0);
        how =
          `SIGKILL with the outbox locked at ${elapsed()} s: ${parked.waiting} requests waiting ` +
          `to queue their message, ${parked.committed} of them after committing their change`;
      }
      while (inFlight() === 0) await sleep(5); // mid-flight, always
      how += `, ${inFlight()} requests in flight`;
      run.stop();
      await api.stop('SIGKILL');
      await run.done;
      // At the worst moment the waiting statements die with their process, never run.
      await settle(db, mode === 'worst');
      if (mode === 'worst') await locker.query('rollback');

      api = await startApi(env);
      const result = await check(db, load, round);
      results.push(result);
      console.log(summary(round, how, result, load));
      expect(result.mismatches).toEqual([]);
      expect(result.halfWritten).toEqual(
        Object.fromEntries(Object.keys(result.halfWritten).map((k) => [k, []])),
      );
    }
    const unanswered = load.sent.filter((s) => s.outcome === 'none').length;
    expect(unanswered, 'requests the kills left unanswered').toBeGreaterThan(0);
    for (const kind of ['order', 'reschedule', 'cancel', 'mark-paid'] as const) {
      expect(
        results.reduce((n, r) => n + (r.found[kind] ?? 0), 0),
        `${kind} answered 2xx`,
      ).toBeGreaterThan(0);
    }

    // Every message left is the safety sweep's (the retry-messages job) or the work queue's. Let
    // the claims of the dead instances run out (their clock, not ours): the sweep on the live
    // instance queues them and its work queue sends them all.
    await db.query(
      `update order_notifications set claimed_until = now() - interval '1 second'
        where status = 'PENDING'`,
    );
    await db.query(
      `update jobs set next_run_at = now(), locked_until = case
         when locked_by like $1 then locked_until else now() - interval '1 second' end`,
      [`%/${api.pid}/%`],
    );
    const unsent = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from order_notifications n join orders o on o.id = n.order_id
           where o.shop_id = $1 and n.status <> 'SENT'`,
          [load.shopId],
        )
      ).rows[0]!.n;
    for (let i = 0; i < 200 && (await unsent()) > 0; i++) await sleep(100);
    const final = await check(db, load, 0);
    console.log(
      `crash total: ${load.sent.length} requests, ` +
        `${load.sent.filter((s) => s.outcome === 'ok').length} answered 2xx and all found, ` +
        `${unanswered} unanswered; ${final.orders} orders; half-written rows: ` +
        `${halfWrittenRows(final)}; messages after the sweep and the queue: ${JSON.stringify(final.messages)}; ` +
        `committed changes without their message: ${final.lostMessages.length} ` +
        `(${final.lostMessages.slice(0, 5).join(', ')}); ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const left = (
      await db.query(
        `select n.id, n.kind, n.status, n.attempts, n.error, n.claimed_until, n.queued_at, now() as at
           from order_notifications n join orders o on o.id = n.order_id
          where o.shop_id = $1 and n.status <> 'SENT'`,
        [load.shopId],
      )
    ).rows;
    expect(left, 'messages the sweep and the queue left unsent (their state says why)').toEqual([]);
    expect(final.mismatches).toEqual([]);
    // By name, as each round checks: a failure says which rows are half-written.
    expect(final.halfWritten).toEqual(
      Object.fromEntries(Object.keys(final.halfWritten).map((k) => [k, []])),
    );
    lostMessages = final.lostMessages;
  }, 240_000);

  // Issue 10, item 4: cancel, reschedule and mark-paid once committed their change, then queued
  // the customer's message in a second statement, so a process dying in between lost it for
  // good (the worst-moment kill above every time). Each now claims its message inside the
  // change's transaction (claimOrderMessage(tx, …)), as booking does: both commit or neither.
  it('queues the message of every committed change, even one killed right after', (ctx) => {
    if (!lostMessages) ctx.skip('the kill test did not get that far');
    expect(lostMessages).toEqual([]);
  });
});
