import { describe, expect, it } from 'vitest';
import {
  clockMinutes,
  initialTransferValues,
  minorAmount,
  readTransferForm,
  twelveHourClock,
} from './transfer-form';

const ZONE = 'Asia/Taipei';
// 2026-03-10 14:35 in Taipei.
const NOW = Date.parse('2026-03-10T06:35:00Z');

describe('transfer form', () => {
  it('reads the 12-hour clock both ways, midnight and noon included', () => {
    expect(clockMinutes({ period: 'am', hour: 12, minute: 5 })).toBe(5);
    expect(clockMinutes({ period: 'pm', hour: 12, minute: 5 })).toBe(725);
    expect(clockMinutes({ period: 'pm', hour: 2, minute: 35 })).toBe(875);
    expect(twelveHourClock(0)).toEqual({ period: 'am', hour: 12, minute: 0 });
    expect(twelveHourClock(725)).toEqual({ period: 'pm', hour: 12, minute: 5 });
    expect(twelveHourClock(875)).toEqual({ period: 'pm', hour: 2, minute: 35 });
  });

  it('starts at the prepayment and now on the shop clock', () => {
    expect(initialTransferValues(50000, 'TWD', ZONE, NOW)).toEqual({
      lastFiveDigits: '',
      amount: '500',
      date: '2026-03-10',
      clock: { period: 'pm', hour: 2, minute: 35 },
    });
  });

  it('takes amounts in dollars and answers minor units', () => {
    expect(minorAmount('500', 'TWD')).toBe(50000);
    expect(minorAmount('1,200', 'TWD')).toBe(120000);
    expect(minorAmount('0', 'TWD')).toBeNull();
    expect(minorAmount('abc', 'TWD')).toBeNull();
  });

  it('answers the API input for a valid report', () => {
    const values = { ...initialTransferValues(50000, 'TWD', ZONE, NOW), lastFiveDigits: '24680' };
    expect(readTransferForm(values, 'TWD', ZONE, NOW)).toEqual({
      ok: true,
      input: { lastFiveDigits: '24680', amount: 50000, transferredAt: '2026-03-10T06:35:00.000Z' },
    });
  });

  it('refuses short digits, no amount and a time in the future', () => {
    const values = {
      lastFiveDigits: '123',
      amount: '',
      date: '2026-03-10',
      clock: { period: 'pm' as const, hour: 3, minute: 0 },
    };
    expect(readTransferForm(values, 'TWD', ZONE, NOW)).toEqual({
      ok: false,
      errors: {
        lastFiveDigits: '請輸入帳號末五碼（5 位數字）',
        amount: '請輸入轉帳金額',
        time: '轉帳時間不能晚於現在',
      },
    });
  });
});
