import { GRACE_DAYS, type TBillingInterval } from '@haoyue/contracts';
import { DAY_MS } from '../../lib/zoned-time';

// Billing's callers (and tests) count days in it.
export { DAY_MS };

/**
 * The same day-of-month `months` later, or earlier when negative (the last day when that month
 * is shorter), same time.
 */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export function periodEnd(start: Date, interval: TBillingInterval): Date {
  return addMonths(start, interval === 'YEAR' ? 12 : 1);
}

/**
 * Where the next paid period starts: when the latest one ends, while that is ahead or within
 * its grace period (so renewals and early purchases stay one period per start, which the
 * partial unique index counts on); else now.
 */
export function nextPeriodStart(latestEnd: Date | null, now: Date): Date {
  if (latestEnd && latestEnd.getTime() + GRACE_DAYS * DAY_MS > now.getTime()) return latestEnd;
  return now;
}

/** TWD prices hold 5% business tax inside: round(amount / 21). Other currencies: none shown. */
export function taxInside(amount: number, currency: string): number {
  return currency === 'TWD' ? Math.round(amount / 21) : 0;
}
