import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { currentRequestId } from '../lib/request-context';
import {
  createJobRunner,
  type JobDefinition,
  type JobRunnerOptions,
  listJobStates,
  RETRY_BASE_MS,
  retryDelayMs,
} from '.';

const T = new Date('2026-12-01T00:00:00Z');
const MINUTE = 60_000;
let now = T;
const clock = () => now;
const at = (ms: number) => new Date(T.getTime() + ms);

let database: Database;
let drop: () => Promise<void>;

/** A logger that keeps what it was told, by level. */
function recordingLog() {
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, msg = '') => {
      lines.push({ level, msg, fields });
    };
  const log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return Object.assign(log as unknown as JobRunnerOptions['log'], { lines });
}

/** A promise resolved from outside, to hold a job mid-run. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function runner(jobList: JobDefinition[], instanceId = 'instance-a', log = recordingLog()) {
  return createJobRunner({ db: database.db, log, jobs: jobList, instanceId, clock });
}

/** A job that counts its runs. */
function counting(name: string, intervalMs = MINUTE, work: () => Promise<void> = async () => {}) {
  const job = {
    name,
    intervalMs,
    runs: 0,
    async run() {
      job.runs += 1;
      await work();
      return job.runs;
    },
  };
  return job;
}

async function stateOf(name: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.name, name));
  return row!;
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());
beforeEach(async () => {
  now = T;
  await database.db.execute(sql`delete from jobs`);
});

describe('job runner', () => {
  it('runs a due job once, records the run and schedules the next one an interval after its start', async () => {
    const job = counting('tidy');
    const r = runner([job]);
    expect(await r.runDue()).toEqual(['tidy']); // a new job is due at once
    expect(await r.runDue()).toEqual([]);
    expect(job.runs).toBe(1);
    expect(await stateOf('tidy')).toMatchObject({
      intervalMs: MINUTE,
      nextRunAt: at(MINUTE),
      lockedBy: null,
      lockedUntil: null,
      consecutiveFailures: 0,
      lastStartedAt: T,
      lastFinishedAt: T,
      lastError: null,
      runCount: 1,
    });
    now = at(MINUTE - 1);
    expect(await r.runDue()).toEqual([]);
    now = at(MINUTE);
    expect(await r.runDue()).toEqual(['tidy']);
    expect(job.runs).toBe(2);
    expect((await stateOf('tidy')).nextRunAt).toEqual(at(2 * MINUTE));
  });

  it('runs each job run under its own request id, in its log line and for the work it starts', async () => {
    const seen: (string | undefined)[] = [];
    const job = counting('trace', MINUTE, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(currentRequestId());
    });
    const log = recordingLog();
    await runner([job], 'instance-a', log).runDue();
    expect(seen[0]).toMatch(/^job:trace:[0-9a-f]{8}$/);
    expect(log.lines.find((l) => l.msg === 'job ran')!.fields.reqId).toBe(seen[0]);
    expect(currentRequestId()).toBeUndefined();
  });

  it('stores a changed interval and brings the next run forward when it shrank', async () => {
    await runner([counting('digest', 60 * MINUTE)]).runDue();
    expect((await stateOf('digest')).nextRunAt).toEqual(at(60 * MINUTE));
    now = at(10_000);
    const faster = counting('digest', MINUTE);
    const r = runner([faster], 'instance-b');
    expect(await r.runDue()).toEqual([]);
    expect(await stateOf('digest')).toMatchObject({
      intervalMs: MINUTE,
      nextRunAt: at(10_000 + MINUTE),
    });
    now = at(10_000 + MINUTE);
    expect(await r.runDue()).toEqual(['digest']);
  });

  it('runs each scheduled run on one instance only when two instances poll together', async () => {
    const work = () => new Promise<void>((resolve) => setTimeout(resolve, 2));
    const a = counting('shared', MINUTE, work);
    const b = counting('shared', MINUTE, work);
    const runnerA = runner([a], 'instance-a');
    const runnerB = runner([b], 'instance-b');
    const rounds = 40;
    for (let i = 0; i < rounds; i += 1) {
      const ran = await Promise.all([runnerA.runDue(), runnerB.runDue(), runnerA.runDue()]);
      expect(ran.flat()).toEqual(['shared']);
      now = new Date(now.getTime() + MINUTE);
    }
    expect(a.runs + b.runs).toBe(rounds);
    expect((await stateOf('shared')).runCount).toBe(rounds);
  });

  it('records a failure and retries after an exponential back-off, not before', async () => {
    const log = recordingLog();
    let failuresLeft = 2;
    const job = counting('flaky', MINUTE, async () => {
      if (failuresLeft-- > 0) throw new Error('gateway down');
    });
    const r = runner([job], 'instance-a', log);
    expect(await r.runDue()).toEqual(['flaky']);
    expect(await stateOf('flaky')).toMatchObject({
      consecutiveFailures: 1,
      lastError: 'gateway down',
      nextRunAt: at(RETRY_BASE_MS),
      lockedBy: null,
    });
    expect(log.lines.filter((l) => l.level === 'error')).toMatchObject([
      { msg: 'job failed', fields: { job: 'flaky', consecutiveFailures: 1 } },
    ]);
    now = at(RETRY_BASE_MS - 1);
    expect(await r.runDue()).toEqual([]);
    now = at(RETRY_BASE_MS);
    expect(await r.runDue()).toEqual(['flaky']);
    const retryAt = at(RETRY_BASE_MS + 2 * RETRY_BASE_MS);
    expect(await stateOf('flaky')).toMatchObject({ consecutiveFailures: 2, nextRunAt: retryAt });
    now = new Date(retryAt.getTime() - 1);
    expect(await r.runDue()).toEqual([]);
    now = retryAt;
    expect(await r.runDue()).toEqual(['flaky']);
    expect(await stateOf('flaky')).toMatchObject({
      consecutiveFailures: 0,
      lastError: null,
      nextRunAt: new Date(retryAt.getTime() + MINUTE),
      runCount: 3,
    });
  });

  it('caps the back-off at the interval', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, MINUTE))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000,
    ]);
    expect(retryDelayMs(1_000, MINUTE)).toBe(MINUTE);
  });

  it('hands a job whose lease expired to another instance, and ignores the late finish of the first', async () => {
    const held = deferred();
    const started = deferred();
    const stuck = {
      name: 'sync',
      intervalMs: MINUTE,
      leaseMs: 30_000,
      async run() {
        started.resolve();
        await held.promise; // the instance hangs (or died) mid-run
      },
    };
    const log = recordingLog();
    const first = runner([stuck], 'instance-dead', log).runDue();
    await started.promise;
    expect(await stateOf('sync')).toMatchObject({
      lockedBy: 'instance-dead',
      lockedUntil: at(30_000),
    });

    const other = counting('sync');
    const r = runner([other], 'instance-b');
    now = at(30_000); // the lease is still held at its last instant
    expect(await r.runDue()).toEqual([]);
    now = at(30_001);
    expect(await r.runDue()).toEqual(['sync']);
    expect(other.runs).toBe(1);

    held.resolve();
    await first;
    expect(await stateOf('sync')).toMatchObject({
      lockedBy: null,
      nextRunAt: at(30_001 + MINUTE),
      runCount: 2,
      consecutiveFailures: 0,
    });
    expect(log.lines.filter((l) => l.level === 'warn')).toHaveLength(1);
  });

  it('stop() waits for the running job and starts no other', async () => {
    const held = deferred();
    const started = deferred();
    const job = counting('report', MINUTE, async () => {
      started.resolve();
      await held.promise;
    });
    const r = createJobRunner({
      db: database.db,
      log: recordingLog(),
      jobs: [job],
      clock,
      pollMs: 5,
    });
    r.start();
    await started.promise;
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    held.resolve();
    await stopping;
    expect(await stateOf('report')).toMatchObject({ lockedBy: null, runCount: 1 });
    now = at(10 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(job.runs).toBe(1);
  });

  it('lists every job state by name', async () => {
    await runner([counting('b-job'), counting('a-job')]).runDue();
    const states = await listJobStates(database.db);
    expect(states.map((s) => [s.name, s.runCount])).toEqual([
      ['a-job', 1],
      ['b-job', 1],
    ]);
  });
});
