import { formatDateLabel, localDateIn } from '../../../lib/date-labels';

/**
 * A review's date on the shop's calendar, in the long zh-TW form every other page uses
 * (`2026年12月2日（三）`): the same on the server that renders the shop page and in the browser
 * that hydrates it, wherever either is.
 */
export function reviewDate(iso: string, timeZone: string): string {
  return formatDateLabel(localDateIn(iso, timeZone), true);
}
