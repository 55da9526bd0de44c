import type { TBooking, TVoucher } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { coveringVouchers, firstCoveringVoucher } from './voucher-choice';

const voucher = (over: Partial<TVoucher>): TVoucher => ({
  id: 1,
  templateId: 1,
  name: '洗髮 10 次',
  sessionsTotal: 10,
  sessionsLeft: 5,
  price: 640000,
  currency: 'TWD',
  expiresAt: null,
  refundedAt: null,
  state: 'USABLE',
  services: [{ id: 7, name: '洗髮' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const booking = (serviceIds: (number | null)[]) =>
  ({
    id: 1,
    serviceItems: serviceIds.map((serviceId, i) => ({ id: i, serviceId })),
  }) as unknown as TBooking;

describe('the voucher offered for a booking', () => {
  it('is the covering usable one expiring first, no expiry last', () => {
    const later = voucher({ id: 2, expiresAt: '2027-06-01T00:00:00.000Z' });
    const sooner = voucher({ id: 3, expiresAt: '2027-01-01T00:00:00.000Z' });
    const never = voucher({ id: 4 });
    const other = voucher({ id: 5, services: [{ id: 8, name: '染髮' }] });
    const empty = voucher({ id: 6, sessionsLeft: 0, expiresAt: '2026-12-01T00:00:00.000Z' });
    const all = [never, later, sooner, other, empty];
    expect(firstCoveringVoucher(all, booking([7]))?.id).toBe(3);
    expect(coveringVouchers(all, booking([7])).map((v) => v.id)).toEqual([4, 2, 3]);
    expect(firstCoveringVoucher([never, other], booking([null, 7]))?.id).toBe(4);
    expect(firstCoveringVoucher([other], booking([7]))).toBeNull();
  });
});
