// The 12-hour clock people in Taiwan read: 上午/下午 and the hour from 1 to 12. Every time the web
// shows (opening hours, start times, bookings) is written by this one function.

/** The two halves of the day as the web writes them (also the time pickers' labels). */
export const AM_PM_LABELS = { am: '上午', pm: '下午' } as const;

/**
 * 12-hour zh-TW label of minutes since midnight: 870 → `下午 2:30`, 0 → `上午 12:00`; 1440 (the
 * end of the day, as opening hours write midnight) → `午夜 12:00`.
 */
export function formatClockLabel(minutes: number): string {
  if (minutes >= 1440) return '午夜 12:00';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const half = h < 12 ? AM_PM_LABELS.am : AM_PM_LABELS.pm;
  return `${half} ${h % 12 || 12}:${String(m).padStart(2, '0')}`;
}
