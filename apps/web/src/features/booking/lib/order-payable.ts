import type { TOrder } from '@haoyue/contracts';

/**
 * What the customer pays for an order after its items: the total less the services a voucher
 * covers (held or used) and the coupon's discount, never below 0 — the quote's `payablePrice`,
 * computed the same way from the order.
 */
export function orderPayable(order: Pick<TOrder, 'totalPrice' | 'coupon' | 'bookings'>): number {
  const covered = order.bookings
    .flatMap((b) => b.serviceItems)
    .filter((item) => item.voucher && item.voucher.state !== 'RELEASED')
    .reduce((sum, item) => sum + item.price, 0);
  return Math.max(0, order.totalPrice - covered - (order.coupon?.discountAmount ?? 0));
}

/** Whether items changed what the order costs (a voucher covers a service, or a coupon). */
export function hasItems(order: Pick<TOrder, 'coupon' | 'bookings'>): boolean {
  return (
    order.coupon !== null ||
    order.bookings.some((b) =>
      b.serviceItems.some((item) => item.voucher && item.voucher.state !== 'RELEASED'),
    )
  );
}
