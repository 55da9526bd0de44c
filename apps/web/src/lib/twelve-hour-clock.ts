// A time of day as the 12-hour pickers hold it (上午 / 下午, the hour, the minute), and the
// minutes since midnight the forms compute with.

/** 上午 / 下午, the hour 1–12 and the minute 0–59, as the pickers hold them. */
export interface TwelveHourClock {
  period: 'am' | 'pm';
  /** 1–12 */
  hour: number;
  /** 0–59 */
  minute: number;
}

/** Minutes since midnight of a 12-hour clock (上午 12:05 → 5, 下午 12:05 → 725). */
export function clockMinutes({ period, hour, minute }: TwelveHourClock): number {
  return ((hour % 12) + (period === 'pm' ? 12 : 0)) * 60 + minute;
}

/** The 12-hour clock of minutes since midnight. */
export function twelveHourClock(minutes: number): TwelveHourClock {
  const h = Math.floor(minutes / 60) % 24;
  return { period: h < 12 ? 'am' : 'pm', hour: h % 12 || 12, minute: minutes % 60 };
}
