import { z } from 'zod';
import { defineCalls } from '../call';
import { dataOf, listOf, zTimestampOut } from '../common';
import { ADMIN_READ_ERRORS, ADMIN_WRITE_ERRORS } from './calls';
import { adminsWho } from './roles';

/** The work queue's kinds (decision 029) as the admin jobs page names them. */
export const WORK_QUEUE_LABELS: Record<string, string> = {
  'chat-notice': '客服回覆 LINE 通知',
  'push-message': '推播訊息發送',
  'shop-review-notice': '店家審核結果通知',
  'google-reserve-update': 'Google 預約即時更新發送',
  'order-message': '預約訊息發送',
  'licence-renewal': '授權續約扣款',
  refund: '退款發送',
};

/** The scheduled jobs (periodic passes) as the admin jobs page names them. */
export const SCHEDULED_JOB_LABELS: Record<string, string> = {
  'chat-notices': '客服未讀回覆通知',
  'expire-prepayments': '逾期未付訂金取消',
  'expire-vouchers': '票券到期',
  'google-reserve-feeds': 'Google 預約每日資料',
  'google-reserve-updates': 'Google 預約即時更新',
  'pause-lapsed-shops': '授權逾期店家暫停',
  'queue-refunds': '退款排入佇列',
  'reconcile-line-payments': 'LINE Pay 付款對帳',
  'reconcile-system-orders': '系統訂單對帳',
  'renew-licences': '授權自動續約',
  'retire-uploads': '清除不再使用的圖片',
  'retry-messages': '未送出訊息補送',
  'send-reminders': '預約提醒',
};

/** One scheduled job (a periodic pass): its schedule and its last run. */
export const ZAdminScheduledJob = z.object({
  name: z.string(),
  /** zh-TW name (the job's own name when it has none). */
  label: z.string(),
  intervalSeconds: z.number(),
  nextRunAt: zTimestampOut(),
  /** An instance holds the job's lease now (and the lease has not run out). */
  running: z.boolean(),
  /** Failed runs since the last success. */
  consecutiveFailures: z.number().int(),
  lastStartedAt: zTimestampOut().nullable(),
  lastFinishedAt: zTimestampOut().nullable(),
  lastDurationMs: z.number().int().nullable(),
  /** The last failure's message; null after a success. */
  lastError: z.string().nullable(),
  runCount: z.number().int(),
});
export type TAdminScheduledJob = z.infer<typeof ZAdminScheduledJob>;

/** One kind of per-item work and how many of its items wait, run and failed. */
export const ZAdminWorkQueue = z.object({
  name: z.string(),
  label: z.string(),
  /** Waiting to run: now, after a retry's back-off, or at the later time it was queued for. */
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  /**
   * Seconds the oldest item that is due has waited since it became due (an item queued for a
   * later time, such as a scheduled push message, has not waited yet); null when none waits.
   */
  oldestQueuedSeconds: z.number().int().nullable(),
});
export type TAdminWorkQueue = z.infer<typeof ZAdminWorkQueue>;

export const ZAdminJobsResponse = dataOf(
  z.object({ scheduled: z.array(ZAdminScheduledJob), queues: z.array(ZAdminWorkQueue) }),
);
export type TAdminJobs = z.infer<typeof ZAdminJobsResponse>['data'];

/** An item that failed its last try. */
export const ZAdminFailedWorkItem = z.object({
  id: z.string(),
  /** Tries made. */
  tries: z.number().int(),
  error: z.string(),
  createdAt: zTimestampOut(),
  failedAt: zTimestampOut().nullable(),
  /** The item's data as short JSON, with personal fields (LINE user ids, phones, tokens) masked. */
  summary: z.string().nullable(),
});
export type TAdminFailedWorkItem = z.infer<typeof ZAdminFailedWorkItem>;

/** How many failed items the list shows, newest first. */
export const FAILED_ITEMS_LIMIT = 50;

const zQueueName = () => z.string().max(100);
export const ZWorkQueueParams = z.strictObject({ name: zQueueName() });
export const ZWorkItemParams = z.strictObject({ name: zQueueName(), id: z.string().max(100) });

/** The background work: scheduled jobs and the work queue, with a failed item's retry. */
export const adminJobCalls = defineCalls('admin jobs', {
  listJobs: {
    method: 'GET',
    path: '/v1/admin/jobs',
    summary: 'Scheduled jobs and the work queues: running, failing, waiting',
    description: `${adminsWho('jobs.read')} Each scheduled job with its interval, next run and last run; each work queue with its queued, running and failed items and how long the oldest has waited.`,
    response: ZAdminJobsResponse,
    errors: ADMIN_READ_ERRORS,
  },
  listFailedWorkItems: {
    method: 'GET',
    path: '/v1/admin/jobs/queues/{name}/failed',
    summary: "A work queue's failed items, newest first (at most 50)",
    description: `${adminsWho('jobs.read')} Items that failed their last try, with the error. The item's data only as a short summary, personal fields masked. 404 for an unknown queue.`,
    params: ZWorkQueueParams,
    response: listOf(ZAdminFailedWorkItem),
    errors: [...ADMIN_READ_ERRORS, 'E_NOT_FOUND'],
  },
  retryWorkItem: {
    method: 'POST',
    path: '/v1/admin/jobs/queues/{name}/items/{id}/retry',
    summary: 'Queue a failed work item again (audited)',
    description: `${adminsWho('jobs.retry')} The item's tries start over. 404 when the queue has no such failed item.`,
    params: ZWorkItemParams,
    response: null,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND'],
  },
});
