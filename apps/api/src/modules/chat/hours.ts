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

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Whether `now` falls in the weekly hours, read in the settings' time zone. */
export function isOpenAt(settings: Pick<TChatReplySettings, 'timeZone' | 'hours'>, now: Date) {
  const parts = zonedParts(settings.timeZone, now);
  const weekday =
    WEEKDAYS[
      new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone, weekday: 'short' }).format(
        now,
      )
    ];
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
