// Instants ↔ the wall clock of a time zone, with nothing but Intl. Bookings are shown and
// entered on the SHOP's clock: a visitor abroad, or a phone set to another zone, must see the
// hours the shop keeps. Every feature reads the clock through these two functions.
import { zonedParts } from '@haoyue/contracts';

/** An instant on a zone's clock: the local date and the minutes since its midnight. */
export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  /** 0–1439 */
  minutes: number;
}

/** Reads an instant (ISO string, epoch ms or Date) on the clocks of `timeZone`. */
export function wallClock(instant: string | number | Date, timeZone: string): WallClock {
  const { year, month, day, hour, minute } = zonedParts(timeZone, instant);
  return { date: `${year}-${month}-${day}`, minutes: (Number(hour) % 24) * 60 + Number(minute) };
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
