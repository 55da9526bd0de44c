import { clockLabel } from '@haoyue/contracts';

// The 12-hour clock people in Taiwan read: 凌晨/上午/中午/下午/晚上 and the hour from 1 to 12. Every time the web
// shows (opening hours, start times, bookings) is written by the contracts' one formatter, which
// the API's messages use too.

/** The two halves of the day as the web writes them (also the time pickers' labels). */
export const AM_PM_LABELS = { am: '上午', pm: '下午' } as const;

/**
 * 12-hour zh-TW label of minutes since midnight: 870 → `下午 2:30`, 0 → `凌晨 12:00`, 156 → `凌晨 2:36`; 1440 (the
 * end of the day, as opening hours write midnight) → `午夜 12:00`.
 */
export function formatClockLabel(minutes: number): string {
  return clockLabel(minutes);
}
