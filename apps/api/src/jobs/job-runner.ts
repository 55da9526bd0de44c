import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { DEFAULT_LEASE_MS, type JobDefinition, retryDelayMs } from './job-definition';
import { withRequestId } from '../lib/request-context';

export type JobRunnerOptions = {
  db: Db;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  jobs: JobDefinition[];
  /** How often the runner looks for due jobs. Default 5 s. */
  pollMs?: number;
  /** Written to `jobs.locked_by` while this instance runs a job. Default: host/pid/random. */
  instanceId?: string;
  /** The runner's notion of now (tests move it instead of sleeping). */
  clock?: () => Date;
};

export type JobRunner = {
  /** Registers the definitions, then runs due jobs every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and resolves once the job running now (if any) has finished and been recorded. */
  stop(): Promise<void>;
  /** One pass: claims and runs every due job, in order. Resolves to the names of those it ran. */
  runDue(): Promise<string[]>;
};

const MAX_ERROR_LENGTH = 2_000;

/** Due at `now` and not held by a live lease: the condition of both the look and the claim. */
function dueAt(now: Date) {
  return and(lte(jobs.nextRunAt, now), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)));
}

/** What `last_error` keeps of a failure. */
function errorMessage(failure: unknown): string {
  return (failure instanceof Error ? failure.message : String(failure)).slice(0, MAX_ERROR_LENGTH);
}

/** A summary worth an info line: anything but 0, '', null, undefined, false or []. */
function isEmpty(result: unknown): boolean {
  return !result || (Array.isArray(result) && result.length === 0);
}

/**
 * Runs named jobs on a schedule kept in the `jobs` table. Any number of instances may run the
 * same definitions: each scheduled run is claimed by one conditional UPDATE, so it happens on at
 * most one of them; a lease hands the job to another instance if the claimant dies.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const clock = options.clock ?? (() => new Date());
  const instanceId =
    options.instanceId ?? `${os.hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
  const definitions = new Map(options.jobs.map((job) => [job.name, job]));
  if (definitions.size !== options.jobs.length) throw new Error('job names must be unique');

  let registered: Promise<void> | null = null;
  let pass: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let stopping = false;

  /**
   * Upserts every definition: a new job is due at once; a changed interval is stored and, when
   * shorter, brings the next run forward so it takes effect now rather than after the old one.
   */
  function register(): Promise<void> {
    registered ??= (async () => {
      const now = clock();
      await db
        .insert(jobs)
        .values(
          options.jobs.map((job) => ({
            name: job.name,
            intervalMs: job.intervalMs,
            nextRunAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: jobs.name,
          set: {
            intervalMs: sql`excluded.interval_ms`,
            nextRunAt: sql`least(${jobs.nextRunAt}, ${now.toISOString()}::timestamptz + excluded.interval_ms * interval '1 millisecond')`,
          },
        });
    })().catch((err: unknown) => {
      registered = null; // try again next pass
      throw err;
    });
    return registered;
  }

  /** Claims `name` if it is due and nobody holds a live lease on it: one atomic statement. */
  async function claim(job: JobDefinition, now: Date) {
    const lockedUntil = new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS));
    const [row] = await db
      .update(jobs)
      .set({
        lockedBy: instanceId,
        lockedUntil,
        lastStartedAt: now,
        runCount: sql`${jobs.runCount} + 1`,
      })
      .where(and(eq(jobs.name, job.name), dueAt(now)))
      .returning({ intervalMs: jobs.intervalMs, consecutiveFailures: jobs.consecutiveFailures });
    return row ? { ...row, startedAt: now, lockedUntil } : null;
  }

  /** Runs one claimed job and records how it went, unless its lease passed to another instance. */
  async function execute(
    job: JobDefinition,
    claimed: NonNullable<Awaited<ReturnType<typeof claim>>>,
  ) {
    const began = performance.now();
    let failed = false;
    let failure: unknown;
    let result: unknown;
    // The run's own id, in its log lines and its calls to platforms (lib/request-context.ts).
    const runId = `job:${job.name}:${randomUUID().slice(0, 8)}`;
    try {
      result = await withRequestId(runId, () => job.run());
    } catch (err) {
      failed = true;
      failure = err;
    }
    const finishedAt = clock();
    const durationMs = Math.round(performance.now() - began);
    const failures = failed ? claimed.consecutiveFailures + 1 : 0;
    const nextRunAt = failed
      ? new Date(finishedAt.getTime() + retryDelayMs(failures, claimed.intervalMs))
      : new Date(claimed.startedAt.getTime() + claimed.intervalMs);
    const recorded = await db
      .update(jobs)
      .set({
        nextRunAt,
        lockedBy: null,
        lockedUntil: null,
        consecutiveFailures: failures,
        lastFinishedAt: finishedAt,
        lastDurationMs: durationMs,
        lastError: failed ? errorMessage(failure) : null,
      })
      .where(
        and(
          eq(jobs.name, job.name),
          eq(jobs.lockedBy, instanceId),
          eq(jobs.lockedUntil, claimed.lockedUntil),
        ),
      )
      .returning({ name: jobs.name });
    const fields = { job: job.name, reqId: runId, durationMs };
    if (recorded.length === 0) {
      log.warn({ ...fields, failed }, 'job outlived its lease; another instance took it over');
    }
    if (failed) {
      log.error(
        { ...fields, err: failure, consecutiveFailures: failures, retryAt: nextRunAt },
        'job failed',
      );
    } else if (isEmpty(result)) {
      log.debug({ ...fields, result }, 'job ran');
    } else {
      log.info({ ...fields, result }, 'job ran');
    }
  }

  async function runPass(): Promise<string[]> {
    if (definitions.size === 0) return [];
    await register();
    const now = clock();
    const due = await db
      .select({ name: jobs.name })
      .from(jobs)
      .where(and(inArray(jobs.name, [...definitions.keys()]), dueAt(now)));
    const dueNames = new Set(due.map((r) => r.name));
    const ran: string[] = [];
    // Definition order: earlier jobs (expiry) go before later ones (reminders).
    for (const job of options.jobs) {
      if (stopping) break;
      if (!dueNames.has(job.name)) continue;
      const claimed = await claim(job, clock());
      if (!claimed) continue; // another instance got there first
      await execute(job, claimed);
      ran.push(job.name);
    }
    return ran;
  }

  function runDue(): Promise<string[]> {
    // Passes never overlap within one runner: a call during a pass runs after it.
    const next = pass.then(runPass, runPass);
    pass = next.catch(() => {});
    return next;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      timer = null;
      runDue()
        .catch((err: unknown) => log.error({ err }, 'job runner pass failed'))
        .finally(() => {
          if (!stopping) schedule(pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (started || stopping) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
    },
    runDue,
  };
}
