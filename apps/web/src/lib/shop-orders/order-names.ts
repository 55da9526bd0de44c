import type { TOrder } from '@haoyue/contracts';

// How the calendar, the home and an order's drawer name an order's people and services.

/** The customer's name as the calendar prints it (walk-ins may have none). */
export function customerName(order: Pick<TOrder, 'customer'>): string {
  return order.customer?.displayName?.trim() || '未留姓名的顧客';
}

/** The names of an order's services, joined: `洗剪吹、頭皮深層淨化`. */
export function serviceNames(order: Pick<TOrder, 'bookings'>): string {
  return order.bookings.flatMap((b) => b.serviceItems.map((s) => s.name)).join('、');
}

/** The operators of an order, joined. */
export function operatorNames(order: Pick<TOrder, 'bookings'>): string {
  return [...new Set(order.bookings.map((b) => b.operator.displayName))].join('、');
}
