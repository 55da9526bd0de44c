import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { createJobRunner, type JobDefinition } from './jobs';
import { createWorkQueue, type WorkKind, type WorkQueue } from './jobs/work-queue';

/**
 * The app's background work: the per-item work queue (decision 029; any instance queues items,
 * those that run jobs work them) and, unless JOBS_INTERVAL_SECONDS is 0, the job runner's
 * periodic passes (decision 008). Both start once the app is ready (migrated, routes registered)
 * and stop with it, close waiting for what runs.
 */
export function wireBackgroundWork(
  app: FastifyInstance,
  p: {
    database: Database;
    jobsIntervalSeconds: number;
    clock: () => Date;
    kinds: WorkKind<never>[];
    /** Every module's periodic passes, at the configured interval. */
    jobs: (intervalMs: number) => JobDefinition[];
  },
): WorkQueue {
  const work = createWorkQueue({
    database: p.database,
    log: app.log,
    kinds: p.kinds,
    workers: p.jobsIntervalSeconds > 0,
  });
  app.addHook('onReady', async () => work.start());
  app.addHook('onClose', () => work.stop());
  if (p.jobsIntervalSeconds > 0) {
    const intervalMs = p.jobsIntervalSeconds * 1000;
    const jobs = createJobRunner({
      db: p.database.db,
      log: app.log,
      clock: p.clock,
      jobs: p.jobs(intervalMs),
      pollMs: Math.min(5_000, intervalMs),
    });
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  }
  return work;
}
