import { type TOrder, formatAddress, formatPhoneNumber } from '@haoyue/contracts';

/** What the calendar event needs beyond the order itself. */
export interface IcsOptions {
  /** Link back to the order page. */
  orderUrl: string;
  /** When the file is made (DTSTAMP); injectable for tests. */
  now?: Date;
}

// RFC 5545 UTC date-time: 20261123T063000Z.
function icsDate(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per line (RFC 5545 §3.1), never splitting a
 * character: zh-TW text is three bytes a character in UTF-8.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The title and description of the order as a calendar event (.ics and Google Calendar). */
export function orderEventText(
  order: TOrder,
  orderUrl: string,
): { summary: string; description: string; shopName: string } {
  const services = order.bookings.flatMap((b) => b.serviceItems.map((item) => item.name));
  const operators = [...new Set(order.bookings.map((b) => b.operator.displayName))];
  const shopName = order.shop?.displayName ?? '好約預約';
  const description = [
    services.length > 0 ? `服務：${services.join('、')}` : null,
    operators.length > 0 ? `服務人員：${operators.join('、')}` : null,
    order.shop?.phoneNumber ? `店家電話：${formatPhoneNumber(order.shop.phoneNumber)}` : null,
    `訂單：${orderUrl}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  const summary = `${shopName} 預約${services.length > 0 ? `：${services.join('、')}` : ''}`;
  return { summary, description, shopName };
}

/** An iCalendar file with the order as one event (with a reminder an hour before). */
export function orderToIcs(order: TOrder, { orderUrl, now = new Date() }: IcsOptions): string {
  const { summary, description, shopName } = orderEventText(order, orderUrl);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Haoyue//Booking//ZH-TW',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${order.orderKey}@haoyue`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(order.startTime)}`,
    `DTEND:${icsDate(order.endTime)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    order.shop
      ? `LOCATION:${escapeIcsText(formatAddress(order.shop.city?.name, order.shop.address))}`
      : null,
    order.shop ? `GEO:${order.shop.latitude};${order.shop.longitude}` : null,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${orderUrl}`,
    `STATUS:${order.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${escapeIcsText(`${shopName} 預約提醒`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines
    .filter((line): line is string => line !== null)
    .map(foldIcsLine)
    .join('\r\n')}\r\n`;
}

/** The download name of an order's calendar file. */
export function icsFileName(order: TOrder): string {
  return `haoyue-${order.orderKey}.ics`;
}
