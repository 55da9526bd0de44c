import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsFileName, orderToIcs } from './ics';
import { calendarTestOrder } from './test-order';

const order = calendarTestOrder('護髮, 深層');

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('orderToIcs', () => {
  const ics = orderToIcs(order, {
    orderUrl: 'https://haoyue.example/orders/AbC123',
    now: new Date('2026-11-22T01:02:03.456Z'),
  });

  it('is one event in UTC with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const text = unfold(ics);
    expect(text).toContain('\r\nUID:AbC123@haoyue\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261122T010203Z\r\n');
    expect(text).toContain('\r\nDTSTART:20261123T063000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261123T080000Z\r\n');
    expect(text).toContain('\r\nGEO:25.0414;121.5507\r\n');
    expect(text).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('names the shop, services, operator and the order link, escaped', () => {
    const text = unfold(ics);
    expect(text).toContain('SUMMARY:光點髮藝 大安店 預約：洗剪吹、護髮\\, 深層\r\n');
    expect(text).toContain('LOCATION:臺北市大安區忠孝東路四段 181 號 2 樓\r\n');
    expect(text).toContain(
      'DESCRIPTION:服務：洗剪吹、護髮\\, 深層\\n服務人員：Ken\\n店家電話：02-2771-0181\\n訂單：https://haoyue.example/orders/AbC123\r\n',
    );
    expect(icsFileName(order)).toBe('haoyue-AbC123.ics');
  });

  it('marks a cancelled order as a cancelled event', () => {
    const cancelled = orderToIcs({ ...order, status: 'CANCELLED' }, { orderUrl: 'x' });
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
  });
});

describe('iCalendar text', () => {
  it('escapes the special characters', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'預約'.repeat(40)}`;
    const folded = foldIcsLine(line).split('\r\n');
    const encoder = new TextEncoder();
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((part) => encoder.encode(part).length <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('SHORT:1')).toBe('SHORT:1');
  });
});
