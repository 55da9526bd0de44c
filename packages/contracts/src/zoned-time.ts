// An instant read on the clock of a time zone, with nothing but Intl (zod-free): the API's
// offsets and the web's wall clock both read through it.

/** The fields of an instant on a zone's clock, as Intl writes them (zero-padded but the year). */
export type ZonedParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

// h23 so midnight reads 0 whatever the locale prefers.
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Reads an instant (epoch ms, ISO string or Date) on the clocks of `timeZone`. */
export function zonedParts(timeZone: string, instant: number | string | Date): ZonedParts {
  const parts: ZonedParts = {
    year: '0',
    month: '0',
    day: '0',
    hour: '0',
    minute: '0',
    second: '0',
  };
  for (const { type, value } of formatter(timeZone).formatToParts(new Date(instant))) {
    if (type in parts) parts[type as keyof ZonedParts] = value;
  }
  return parts;
}
