import { zonedParts } from '@haoyue/contracts';

/**
 * A review's date on the shop's calendar (2026/12/02): the same on the server that renders the
 * shop page and in the browser that hydrates it, wherever either is.
 */
export function reviewDate(iso: string, timeZone: string): string {
  const { year, month, day } = zonedParts(timeZone, iso);
  return `${year}/${month}/${day}`;
}
