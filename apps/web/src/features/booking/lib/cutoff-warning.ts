import { formatDuration } from '../../../lib/duration';

/** The shop's cut-offs: online cancel / reschedule close this many minutes before the start. */
export interface Cutoffs {
  cancelCutoffMinutes: number;
  rescheduleCutoffMinutes: number;
}

const MINUTE = 60_000;

/**
 * What the summary warns about when the chosen start is already inside the shop's cut-off(s):
 * once booked, the customer could not cancel and/or reschedule it online. Null when both are
 * still open (the customer sees the deadlines on the order page).
 */
export function cutoffWarning(
  startTime: string,
  now: number,
  { cancelCutoffMinutes, rescheduleCutoffMinutes }: Cutoffs,
): string | null {
  const start = Date.parse(startTime);
  const inside = (minutes: number) => minutes > 0 && now > start - minutes * MINUTE;
  const noCancel = inside(cancelCutoffMinutes);
  const noReschedule = inside(rescheduleCutoffMinutes);
  if (!noCancel && !noReschedule) return null;
  // Inside both: the start is closer than the shorter of the two.
  const minutes =
    noCancel && noReschedule
      ? Math.min(cancelCutoffMinutes, rescheduleCutoffMinutes)
      : noCancel
        ? cancelCutoffMinutes
        : rescheduleCutoffMinutes;
  const what = noCancel && noReschedule ? '取消或改期' : noCancel ? '取消' : '改期';
  return `此預約距離開始不到 ${formatDuration(minutes)}，預約後將無法線上${what}，如需更改請直接聯絡店家。`;
}
