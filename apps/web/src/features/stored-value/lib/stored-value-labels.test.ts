import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  expiryLabel,
  movementErrorMessage,
  planSummary,
  signedAmount,
  validityLabel,
} from './stored-value-labels';

describe('stored-value labels', () => {
  it('summarises a plan as 儲值 X 送 Y', () => {
    expect(planSummary({ payAmount: 1_000_000, receiveAmount: 1_100_000, currency: 'TWD' })).toBe(
      '儲值 NT$10,000 送 NT$1,000',
    );
    expect(planSummary({ payAmount: 300_000, receiveAmount: 300_000, currency: 'TWD' })).toBe(
      '儲值 NT$3,000',
    );
  });

  it('labels validity, expiry and signed amounts', () => {
    expect(validityLabel(null)).toBe('無使用期限');
    expect(validityLabel(365)).toBe('儲值後 365 天內有效');
    const account = { id: 1, currency: 'TWD', balance: 1, expired: false };
    expect(expiryLabel({ ...account, expiresAt: null }, 'Asia/Taipei')).toBe('無使用期限');
    expect(expiryLabel({ ...account, expiresAt: '2026-12-31T16:30:00.000Z' }, 'Asia/Taipei')).toBe(
      '有效至 2027/01/01',
    );
    expect(
      expiryLabel(
        { ...account, expired: true, expiresAt: '2026-01-01T00:00:00.000Z' },
        'Asia/Taipei',
      ),
    ).toBe('已於 2026/01/01 過期');
    expect(signedAmount(330_000, 'TWD')).toBe('+NT$3,300');
    expect(signedAmount(-80_000, 'TWD')).toBe('−NT$800');
  });

  it('explains refusals in zh-TW', () => {
    expect(movementErrorMessage(new ApiError('E_INSUFFICIENT_BALANCE', 'x', 409))).toBe('餘額不足');
    expect(movementErrorMessage(new ApiError('E_VALIDATION', '請輸入原因', 400))).toBe(
      '請輸入原因',
    );
    expect(movementErrorMessage(new TypeError('fetch failed'))).toBe('網路連線異常，請再試一次');
  });
});
