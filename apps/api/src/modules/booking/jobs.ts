import type { JobDefinition } from '../../jobs';
import type { BookingContext } from './context';
import { queueStrayMessages } from '../notifications';
import { expireOverduePrepayments } from './orders/expire-overdue-prepayments';
import { sendDueReminders } from './orders/send-due-reminders';

/**
 * The booking engine's background work, for the job runner, in the order a pass runs it
 * (expire first, so an order cancelled now is not also reminded). Each job is safe to run again
 * or on several instances at once: rows are claimed in SQL (SKIP LOCKED, dedupe keys, leases).
 * Each resolves to how many orders or messages it handled. Messages are sent and retried by the
 * work queue (`order-message`, decision 029); `retry-messages` is its safety sweep, queueing a
 * message a crash left untried.
 */
export function bookingJobs(ctx: BookingContext, intervalMs: number): JobDefinition[] {
  return [
    {
      name: 'expire-prepayments',
      intervalMs,
      run: async () => (await expireOverduePrepayments(ctx)).length,
    },
    { name: 'send-reminders', intervalMs, run: () => sendDueReminders(ctx) },
    { name: 'retry-messages', intervalMs, run: () => queueStrayMessages(ctx) },
  ];
}
