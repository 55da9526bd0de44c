import {
  FAILED_ITEMS_LIMIT,
  SCHEDULED_JOB_LABELS,
  type TAdminFailedWorkItem,
  type TAdminJobs,
  WORK_QUEUE_LABELS,
} from '@haoyue/contracts';
import type { Db } from '../../db/client';
import { listJobStates } from '../../jobs/job-states';
import type { WorkQueue } from '../../jobs/work-queue';
import { notFound } from '../../lib/errors';
import { type AdminActor, recordAdminAudit } from './audit';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Scheduled jobs (their schedule, lease and last run) and each work queue's counts. */
export async function listJobs(db: Db, work: WorkQueue, now = new Date()): Promise<TAdminJobs> {
  const [jobs, queues] = await Promise.all([listJobStates(db), work.states()]);
  return {
    scheduled: jobs.map((job) => ({
      name: job.name,
      label: SCHEDULED_JOB_LABELS[job.name] ?? job.name,
      intervalSeconds: job.intervalMs / 1000,
      nextRunAt: job.nextRunAt.toISOString(),
      running: job.lockedBy !== null && job.lockedUntil !== null && job.lockedUntil > now,
      consecutiveFailures: job.consecutiveFailures,
      lastStartedAt: iso(job.lastStartedAt),
      lastFinishedAt: iso(job.lastFinishedAt),
      lastDurationMs: job.lastDurationMs,
      lastError: job.lastError,
      runCount: job.runCount,
    })),
    queues: queues.map((queue) => ({
      ...queue,
      label: WORK_QUEUE_LABELS[queue.name] ?? queue.name,
    })),
  };
}

/** Keys whose values are personal or secret: shown masked in a failed item's summary. */
const PERSONAL_KEY = /line.?user|phone|token|secret|password|email|address|name/i;
const SUMMARY_LENGTH = 200;

/**
 * An item's data as short JSON for the admins: top-level fields only, personal ones masked (a
 * chat notice's LINE user id), nested values elided, cut at SUMMARY_LENGTH characters.
 */
export function summarizeWorkData(data: unknown): string | null {
  if (data === null || data === undefined) return null;
  if (typeof data !== 'object' || Array.isArray(data)) return '…';
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (PERSONAL_KEY.test(key)) shown[key] = '***';
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null)
      shown[key] = value;
    else if (typeof value === 'string')
      shown[key] = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    else shown[key] = '…';
  }
  const text = JSON.stringify(shown);
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text;
}

function queueOf(work: WorkQueue, name: string) {
  if (!work.kinds.has(name)) throw notFound('找不到此工作佇列');
}

/** A queue's failed items, newest first, at most FAILED_ITEMS_LIMIT; 404 for an unknown queue. */
export async function listFailedWorkItems(
  work: WorkQueue,
  name: string,
): Promise<TAdminFailedWorkItem[]> {
  queueOf(work, name);
  const items = await work.failedItems(name, FAILED_ITEMS_LIMIT);
  return items.map((item) => ({
    id: item.id,
    tries: item.tries,
    error: item.error,
    createdAt: item.createdAt.toISOString(),
    failedAt: iso(item.failedAt),
    summary: summarizeWorkData(item.data),
  }));
}

/** Queues a failed item again and audits it, in one transaction. */
export async function retryWorkItem(
  db: Db,
  work: WorkQueue,
  input: { actor: AdminActor; name: string; id: string },
): Promise<void> {
  const { actor, name, id } = input;
  queueOf(work, name);
  const failed = (await work.failedItems(name, FAILED_ITEMS_LIMIT)).find((item) => item.id === id);
  await db.transaction(async (tx) => {
    if (!(await work.retry(name, id, { db: tx }))) {
      throw notFound('找不到此失敗的工作項目，可能已重試過');
    }
    await recordAdminAudit(tx, {
      actor,
      action: 'work_item.retry',
      target: { type: 'work_item', id: 0 },
      before: {
        queue: name,
        itemId: id,
        state: 'failed',
        ...(failed ? { tries: failed.tries, error: failed.error } : {}),
      },
      after: { queue: name, itemId: id, state: 'queued' },
    });
  });
}
