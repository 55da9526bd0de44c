import type { TBooking, TVoucher } from '@haoyue/contracts';

/** The usable vouchers covering one of the booking's services. */
export function coveringVouchers(vouchers: readonly TVoucher[], booking: TBooking): TVoucher[] {
  const serviceIds = booking.serviceItems.map((i) => i.serviceId);
  return vouchers.filter(
    (v) =>
      v.state === 'USABLE' &&
      v.sessionsLeft > 0 &&
      v.services.some((s) => serviceIds.includes(s.id)),
  );
}

/**
 * The voucher offered first for a booking: of those covering it, the soonest to expire (no
 * expiry last), then the oldest; null when none covers it.
 */
export function firstCoveringVoucher(
  vouchers: readonly TVoucher[],
  booking: TBooking,
): TVoucher | null {
  const covering = coveringVouchers(vouchers, booking);
  covering.sort(
    (a, b) =>
      (a.expiresAt ? Date.parse(a.expiresAt) : Infinity) -
        (b.expiresAt ? Date.parse(b.expiresAt) : Infinity) || a.id - b.id,
  );
  return covering[0] ?? null;
}
