// Instants ↔ the wall clock of a time zone, with nothing but Intl. Bookings are shown and
// entered on the SHOP's clock: a visitor abroad, or a phone set to another zone, must see the
// hours the shop keeps. Every feature reads the clock through these two functions.

const formatters = new Map<string, Intl.DateTimeFormat>();

// Numeric parts of an instant in a zone; h23 so midnight reads 0 whatever the locale prefers.
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An instant on a zone's clock: the local date and the minutes since its midnight. */
export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  /** 0–1439 */
  minutes: number;
}

/** Reads an instant (ISO string, epoch ms or Date) on the clocks of `timeZone`. */
export function wallClock(instant: string | number | Date, timeZone: string): WallClock {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '0';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
  };
}

function offsetMinutes(utcMs: number, timeZone: string): number {
  const { date, minutes } = wallClock(utcMs, timeZone);
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return Math.round((wall - utcMs) / 60_000);
}

/**
 * The instant (ISO, UTC) at which clocks in `timeZone` read `minutes` after midnight of `date`.
 * In a spring-forward gap the later reading wins; Taiwan keeps no daylight saving anyway.
 */
export function instantAt(date: string, minutes: number, timeZone: string): string {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let utc = wall - offsetMinutes(wall, timeZone) * 60_000;
  utc = wall - offsetMinutes(utc, timeZone) * 60_000;
  return new Date(utc).toISOString();
}
