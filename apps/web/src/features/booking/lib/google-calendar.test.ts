import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './google-calendar';
import { calendarTestOrder } from './test-order';

const order = calendarTestOrder('護髮 & 深層');

describe('googleCalendarUrl', () => {
  const url = googleCalendarUrl(order, { orderUrl: 'https://haoyue.example/orders/AbC123' });

  it("opens Google Calendar's new-event template with the time in UTC", () => {
    expect(url.startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE&')).toBe(
      true,
    );
    // The slash between start and end stays a slash.
    expect(url).toContain('&dates=20261123T063000Z/20261123T080000Z&');
  });

  it('carries title, details and location, each encoded', () => {
    const params = new URL(url).searchParams;
    expect(params.get('text')).toBe('光點髮藝 大安店 預約：洗剪吹、護髮 & 深層');
    expect(params.get('details')).toBe(
      '服務：洗剪吹、護髮 & 深層\n服務人員：Ken\n店家電話：02-2771-0181\n訂單：https://haoyue.example/orders/AbC123',
    );
    expect(params.get('location')).toBe('臺北市大安區忠孝東路四段 181 號 2 樓');
    expect(url).toContain('%20%26%20');
  });

  it('leaves the location out when the order has no shop part', () => {
    const bare = googleCalendarUrl({ ...order, shop: undefined }, { orderUrl: 'x' });
    expect(new URL(bare).searchParams.get('location')).toBeNull();
    expect(new URL(bare).searchParams.get('text')).toBe('好約預約 預約：洗剪吹、護髮 & 深層');
  });
});
