import { formatTimeLabel, localDateIn, weekdayOf } from '../../../lib/date-labels';

/** The chat's clock: Taiwan's, whoever reads it. */
export const CHAT_TIME_ZONE = 'Asia/Taipei';

const WEEKDAYS = ['週日', '週一', '週二', '週三', '週四', '週五', '週六'] as const;

/** The local date (YYYY-MM-DD) a message was sent on, in Taiwan. */
export function chatDateOf(instant: string | number | Date): string {
  return localDateIn(instant, CHAT_TIME_ZONE);
}

/**
 * A day separator's label: 今天, 昨天, else `12月6日 週日` (with the year when it is not this
 * year's: `2025年12月6日 週六`).
 */
export function dayLabel(date: string, now: Date = new Date()): string {
  const today = chatDateOf(now);
  if (date === today) return '今天';
  const yesterday = chatDateOf(new Date(`${today}T12:00:00+08:00`).getTime() - 86_400_000);
  if (date === yesterday) return '昨天';
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const text = `${m}月${d}日 ${WEEKDAYS[weekdayOf(date)]}`;
  return today.startsWith(`${y}-`) ? text : `${y}年${text}`;
}

/** A message's time on the 12-hour clock: `下午 2:30`. */
export function messageTime(instant: string): string {
  return formatTimeLabel(instant, CHAT_TIME_ZONE);
}
