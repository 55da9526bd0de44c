import type { TOrder } from '@haoyue/contracts';
import { orderEventText } from './ics';

// Google Calendar's template dates: UTC, basic format, `20261123T063000Z/20261123T080000Z`.
function googleDate(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A link that opens Google Calendar with the order as a new event (title, time in UTC, details
 * with services, operator, shop phone and the order link, and the shop's address).
 */
export function googleCalendarUrl(order: TOrder, { orderUrl }: { orderUrl: string }): string {
  const { summary, description } = orderEventText(order, orderUrl);
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', summary],
    ['dates', `${googleDate(order.startTime)}/${googleDate(order.endTime)}`],
    ['details', description],
  ];
  if (order.shop) params.push(['location', order.shop.address]);
  // Encoded by hand: URLSearchParams would turn the dates' slash into %2F and spaces into +.
  const query = params
    .map(([key, value]) =>
      key === 'dates' ? `${key}=${value}` : `${key}=${encodeURIComponent(value)}`,
    )
    .join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}
