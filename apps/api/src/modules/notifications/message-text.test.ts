import { describe, expect, it } from 'vitest';
import { composeBody, formatLocalTime } from './message-text';

const facts = {
  shop: { displayName: '好髮型', address: '台北市信義路 1 號', timeZone: 'Asia/Taipei' },
  order: { orderKey: 'abc', status: 'CONFIRMED', startsAt: new Date('2026-12-03T06:30:00Z') },
  prepayment: null,
};

describe('message texts', () => {
  it("says the time on the shop's 12-hour clock with the weekday", () => {
    expect(formatLocalTime(new Date('2026-12-03T06:30:00Z'), 'Asia/Taipei')).toBe(
      '12月3日（四）下午2:30',
    );
    expect(formatLocalTime(new Date('2026-12-03T01:05:00Z'), 'Asia/Taipei')).toBe(
      '12月3日（四）上午9:05',
    );
  });

  it('links every message to the order page', () => {
    for (const kind of [
      'CONFIRMATION',
      'RESCHEDULED',
      'CANCELLED',
      'EXPIRED',
      'REMINDER',
    ] as const) {
      expect(composeBody(kind, facts, 'https://haoyue.test')).toMatch(
        /^【好約】.*https:\/\/haoyue\.test\/orders\/abc$/,
      );
    }
    expect(composeBody('REMINDER', facts, 'https://x')).toContain('地址：台北市信義路 1 號');
  });

  it('asks for the prepayment by its deadline while one is awaited', () => {
    const awaiting = {
      ...facts,
      order: { ...facts.order, status: 'AWAITING_PREPAYMENT' },
      prepayment: { amount: 50000, currency: 'TWD', deadline: new Date('2026-12-01T04:00:00Z') },
    };
    expect(composeBody('CONFIRMATION', awaiting, 'https://x')).toBe(
      '【好約】已為您保留 好髮型 12月3日（四）下午2:30 的預約，請於 12月1日（二）中午12:00 前支付訂金 NT$500，逾期將自動取消。https://x/orders/abc',
    );
  });

  it('asks for the consent forms the visit still needs in the reminder, before the link', () => {
    expect(composeBody('REMINDER', { ...facts, consentFormsMissing: 1 }, 'https://x')).toBe(
      '【好約】提醒您：12月3日（四）下午2:30 在 好髮型 有預約，地址：台北市信義路 1 號。到店前請先填寫同意書：https://x/orders/abc',
    );
    expect(composeBody('REMINDER', { ...facts, consentFormsMissing: 2 }, 'https://x')).toBe(
      '【好約】提醒您：12月3日（四）下午2:30 在 好髮型 有預約，地址：台北市信義路 1 號。到店前請先填寫 2 份同意書：https://x/orders/abc',
    );
    expect(composeBody('REMINDER', { ...facts, consentFormsMissing: 0 }, 'https://x')).toBe(
      '【好約】提醒您：12月3日（四）下午2:30 在 好髮型 有預約，地址：台北市信義路 1 號。https://x/orders/abc',
    );
    // Only reminders ask for them.
    expect(
      composeBody('CONFIRMATION', { ...facts, consentFormsMissing: 1 }, 'https://x'),
    ).not.toContain('同意書');
  });
});
