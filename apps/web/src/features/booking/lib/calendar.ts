// A month calendar of local dates (`YYYY-MM-DD`) in the shop's zone. Dates are plain strings
// handled with UTC arithmetic, so the visitor's own zone and DST never shift a day.

/** A month as `YYYY-MM`. */
export type Month = string;

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Adds days to a local date. */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** The month a local date is in. */
export function monthOf(date: string): Month {
  return date.slice(0, 7);
}

/** Moves a month forwards (or backwards with a negative count). */
export function addMonths(month: Month, count: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every date of a month, in order. */
export function monthDates(month: Month): string[] {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const count = Math.round((toUtc(next) - toUtc(first)) / DAY_MS);
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/**
 * The month as weeks of seven cells, Sunday first (the spec's week start); cells before the
 * first and after the last day are null.
 */
export function monthGrid(month: Month): (string | null)[][] {
  const dates = monthDates(month);
  const lead = new Date(toUtc(dates[0]!)).getUTCDay();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...dates];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The dates of a month worth asking availability for: from today (days gone by never have a
 * free time) to the month's end. Null when the whole month is past. At most 31 days, the
 * API's limit per call.
 */
export function availabilityRange(
  month: Month,
  today: string,
): { startDate: string; endDate: string } | null {
  const dates = monthDates(month);
  const endDate = dates[dates.length - 1]!;
  if (endDate < today) return null;
  return { startDate: dates[0]! < today ? today : dates[0]!, endDate };
}

/** `2026年11月` */
export function formatMonthLabel(month: Month): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${y}年${m}月`;
}
