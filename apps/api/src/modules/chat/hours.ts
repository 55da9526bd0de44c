import type { TChatReplySettings, TWeeklyHours } from '@haoyue/contracts';
import { zonedParts } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatSettings } from '../../db/schema';

const WORKDAY = [{ start: '09:00', end: '18:00' }];

/** Until support saves its own: Asia/Taipei, Monday to Friday 09:00–18:00, away reply on. */
export const DEFAULT_REPLY_SETTINGS: TChatReplySettings = {
  timeZone: 'Asia/Taipei',
  hours: [[], WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, []] as TWeeklyHours,
  awayEnabled: true,
  awayMessage:
    '您好，目前為非營業時間（週一至週五 09:00–18:00），客服將於上班後盡快回覆您，謝謝耐心等候。',
  updatedAt: null,
};

export async function readReplySettings(db: Db): Promise<TChatReplySettings> {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.id, 1));
  if (!row) return DEFAULT_REPLY_SETTINGS;
  return {
    timeZone: row.timeZone,
    hours: row.hours,
    awayEnabled: row.awayEnabled,
    awayMessage: row.awayMessage,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

/**
 * The settings as sending reads them: kept per database for {@link SETTINGS_CACHE_MS}, so a
 * message costs no settings read; a change made on this instance is seen at once, one made on
 * another within that time.
 */
const SETTINGS_CACHE_MS = 10_000;
const settingsCache = new WeakMap<Db, { at: number; value: Promise<TChatReplySettings> }>();

export function cachedReplySettings(db: Db, now: number = Date.now()): Promise<TChatReplySettings> {
  const hit = settingsCache.get(db);
  if (hit && now - hit.at < SETTINGS_CACHE_MS) return hit.value;
  const value = readReplySettings(db);
  settingsCache.set(db, { at: now, value });
  value.catch(() => settingsCache.delete(db));
  return value;
}

/** After a change: the next message reads the settings anew. */
export function forgetReplySettings(db: Db): void {
  settingsCache.delete(db);
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
/** One weekday formatter per time zone (making one costs more than using it many times). */
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function weekdayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The last answer per settings object and minute: every user message asks (the away reply), and
 * reading the zone's clock costs more than the rest of a send's own work. Hours are whole
 * minutes, and so are zone offsets since 1972 (Monrovia's −0:44:30 was the last with seconds),
 * so the answer holds for the whole minute.
 */
const openByMinute = new WeakMap<object, { minute: number; open: boolean }>();

/** Whether `now` falls in the weekly hours, read in the settings' time zone. */
export function isOpenAt(
  settings: Pick<TChatReplySettings, 'timeZone' | 'hours'>,
  now: Date,
): boolean {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = openByMinute.get(settings);
  if (known?.minute === minute) return known.open;
  const open = isOpenNow(settings, now);
  openByMinute.set(settings, { minute, open });
  return open;
}

function isOpenNow(settings: Pick<TChatReplySettings, 'timeZone' | 'hours'>, now: Date): boolean {
  const parts = zonedParts(settings.timeZone, now);
  const weekday = WEEKDAYS[weekdayFormat(settings.timeZone).format(now)];
  if (weekday === undefined) return false;
  const hour = parts.hour === '24' ? '00' : parts.hour.padStart(2, '0');
  const clock = `${hour}:${parts.minute.padStart(2, '0')}`;
  return (settings.hours[weekday] ?? []).some((r) => r.start <= clock && clock < r.end);
}

/** Whether Intl knows the zone (an unknown one is refused with 400). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
