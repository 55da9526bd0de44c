/**
 * Wall-clock time in a shop's time zone ↔ instants, with nothing but Intl (correct across
 * daylight-saving changes for zones that have them; Asia/Taipei has none since 1979).
 */
import { zonedParts } from '@haoyue/contracts';

/**
 * Offsets by zone and quarter hour. Every zone's offset changes only at instants on a 15-minute
 * boundary (offsets and transition times are whole quarter hours), so the offset is constant
 * within a bucket and the cache is exact. Intl formatting costs ~25 µs a call; availability needs
 * hundreds per request.
 */
const offsetCache = new Map<string, number>();
const QUARTER_HOUR = 900_000;

/** A day of 24 hours, in milliseconds (a calendar day where clocks change may be longer or shorter). */
export const DAY_MS = 86_400_000;
const OFFSET_CACHE_LIMIT = 100_000;

/** The zone's offset from UTC at an instant, in milliseconds (Taipei: +8 h). */
export function offsetAt(timeZone: string, instant: number): number {
  const key = `${timeZone}|${Math.floor(instant / QUARTER_HOUR)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const offset = computeOffset(timeZone, instant);
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

function computeOffset(timeZone: string, instant: number): number {
  const parts = zonedParts(timeZone, instant);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a local date (YYYY-MM-DD) and minutes after local midnight in a zone. */
export function zonedToInstant(timeZone: string, date: string, minutes: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // Two passes settle the offset even when the wall time is near a DST change.
  let instant = naive - offsetAt(timeZone, naive);
  instant = naive - offsetAt(timeZone, instant);
  return instant;
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(timeZone: string, instant: number): string {
  return new Date(instant + offsetAt(timeZone, instant)).toISOString().slice(0, 10);
}

/** Day of week (0 = Sunday) of a local date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The local dates from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** A local date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
