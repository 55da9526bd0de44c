import type { BookingContext } from './context';
import { retryPendingNotifications } from '../notifications';
import { expireOverduePrepayments } from './orders/expire-overdue-prepayments';
import { sendDueReminders } from './orders/send-due-reminders';

/** One pass of the booking engine's background work. Safe on any number of instances at once. */
export async function runBookingJobs(ctx: BookingContext): Promise<void> {
  const expired = await expireOverduePrepayments(ctx);
  const reminded = await sendDueReminders(ctx);
  const retried = await retryPendingNotifications(ctx);
  if (expired.length || reminded || retried) {
    ctx.log.info({ expired: expired.length, reminded, retried }, 'booking jobs');
  }
}

/**
 * Runs the jobs every `intervalMs` (first pass at once: work that fell due while no instance
 * ran is done at start). Returns a stop function. Passes never overlap within one instance.
 */
export function startBookingJobs(ctx: BookingContext, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runBookingJobs(ctx)
      .catch((err: unknown) => ctx.log.error({ err }, 'booking jobs failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 1000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
