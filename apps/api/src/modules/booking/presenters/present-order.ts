import type { TBooking, TCurrency, TOrder, TServiceItemVoucher } from '@haoyue/contracts';
import { presentProductSaleItem } from '../../../lib/member-items/product-sales';
import { presentImage } from '../../catalogue';
import { presentPaymentable } from '../../payments';
import { customerPolicy } from '../orders/customer-policy';
import type { OrderRow } from '../orders/load-order';
import type { ItemVoucherPart } from './load-item-parts';
import type { OrderPart, OrderPartRows } from './load-order-parts';

/** Rows grouped by one of their keys, each group in the rows' order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The loaded parts indexed by the row they belong to (built once for all the orders). */
export type OrderPartIndex = ReturnType<typeof indexOrderParts>;

/** Indexes loaded parts by order, booking, paymentable and shop. */
export function indexOrderParts(loaded: OrderPartRows) {
  return {
    parts: loaded.parts,
    shopById: new Map(loaded.shops.map((s) => [s.id, s])),
    serviceById: new Map(loaded.services.map((s) => [s.id, s])),
    operatorById: new Map(loaded.operators.map((o) => [o.id, o])),
    customerById: new Map(loaded.customers.map((c) => [c.id, c])),
    cities: loaded.cities,
    bookingsOf: groupBy(loaded.bookings, (b) => b.orderId),
    itemsOf: groupBy(loaded.items, (i) => i.bookingId),
    tagsOf: groupBy(loaded.tags, (t) => t.bookingId),
    imagesOf: groupBy(loaded.images, (i) => i.bookingId),
    paymentablesOf: groupBy(loaded.paymentables, (p) => p.orderId),
    paymentsOf: groupBy(loaded.payments, (p) => p.paymentableId),
    shopImagesOf: groupBy(loaded.shopImages, (i) => i.shopId),
    depositoryTransactionsOf: groupBy(loaded.depositoryTransactions ?? [], (t) => t.orderId),
    voucherTransactionsOf: groupBy(loaded.voucherTransactions ?? [], (t) => t.orderId),
    productTransactionsOf: groupBy(loaded.productTransactions ?? [], (t) => t.orderId),
    productItemsOf: groupBy(loaded.productTransactionItems ?? [], (i) => i.productTransactionId),
    couponOf: new Map((loaded.orderCoupons ?? []).map((c) => [c.orderId, c])),
    vouchersOfItem: groupBy(loaded.itemVouchers ?? [], (v) => v.serviceItemId),
  };
}

/** The voucher session held for a service item: released, used, or still reserved. */
function itemVoucher(rows: ItemVoucherPart[] | undefined): TServiceItemVoucher | null {
  const first = rows?.[0];
  if (!first) return null;
  const state = rows.some((r) => r.kind === 'RELEASE')
    ? 'RELEASED'
    : rows.some((r) => r.kind === 'USE')
      ? 'USED'
      : 'RESERVED';
  return { voucherId: first.voucherId, voucherName: first.voucherName, state };
}

/** A booking with its service items and operator; tags and images when asked for. */
function presentBooking(b: OrderPartRows['bookings'][number], x: OrderPartIndex): TBooking {
  const has = (p: OrderPart) => x.parts.has(p);
  const operator = x.operatorById.get(b.operatorId);
  const booking: TBooking = {
    id: b.id,
    operatorId: b.operatorId,
    operator: {
      id: b.operatorId,
      displayName: operator?.displayName ?? '',
      avatarUrl: operator?.avatarUrl ?? null,
    },
    status: b.status,
    startTime: b.startsAt.toISOString(),
    endTime: b.endsAt.toISOString(),
    serviceItems: (x.itemsOf.get(b.id) ?? []).map((i) => {
      const service = i.serviceId !== null ? x.serviceById.get(i.serviceId) : undefined;
      return {
        id: i.id,
        serviceId: i.serviceId,
        name: i.name,
        price: i.price,
        durationMinutes: i.durationMinutes,
        startTime: i.startsAt.toISOString(),
        endTime: i.endsAt.toISOString(),
        voucher: itemVoucher(x.vouchersOfItem.get(i.id)),
        ...(has('bookings.serviceItems.service')
          ? {
              service: service
                ? {
                    id: service.id,
                    name: service.name,
                    description: service.description,
                    durationMinutes: service.durationMinutes,
                    price: service.price,
                    currency: service.currency as TCurrency,
                    serviceGroupId: service.serviceGroupId,
                  }
                : null,
            }
          : {}),
      };
    }),
  };
  if (has('bookings.bookingTags')) {
    booking.bookingTags = (x.tagsOf.get(b.id) ?? []).map(({ id, name, color }) => ({
      id,
      name,
      color,
    }));
  }
  if (has('bookings.images')) {
    booking.images = (x.imagesOf.get(b.id) ?? []).map(({ id, url }) => ({ id, url }));
  }
  return booking;
}

/**
 * One order as the API answers it (pure: no query, no clock but `now`, which decides until
 * when the customer may still cancel or reschedule).
 */
export function presentOrder(row: OrderRow, x: OrderPartIndex, now: Date): TOrder {
  const has = (p: OrderPart) => x.parts.has(p);
  const shop = x.shopById.get(row.shopId)!;
  const ownPaymentables = x.paymentablesOf.get(row.id) ?? [];
  const prepayment = ownPaymentables.find((p) => p.type === 'PREPAYMENT');
  const policy = customerPolicy(row, shop, now);
  const coupon = x.couponOf.get(row.id);
  const order: TOrder = {
    id: row.id,
    orderKey: row.orderKey,
    orderNumber: row.orderNumber,
    sellerId: row.sellerId,
    shopId: row.shopId,
    customerId: row.customerId,
    status: row.status,
    source: row.source,
    anyOperator: row.anyOperator,
    currency: row.currency as TCurrency,
    totalPrice: row.totalPrice,
    coupon: coupon
      ? { id: coupon.id, name: coupon.name, discountAmount: coupon.discountAmount }
      : null,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    timeZone: shop.timeZone,
    note: row.note,
    prepayment: prepayment
      ? {
          amount: prepayment.amount,
          status: prepayment.status,
          deadline: prepayment.deadline?.toISOString() ?? null,
        }
      : null,
    cancellableUntil: policy.cancellableUntil?.toISOString() ?? null,
    reschedulableUntil: policy.reschedulableUntil?.toISOString() ?? null,
    canCancel: policy.canCancel,
    canReschedule: policy.canReschedule,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    bookings: (x.bookingsOf.get(row.id) ?? []).map((b) => presentBooking(b, x)),
  };
  if (has('customer')) order.customer = x.customerById.get(row.customerId)!;
  if (has('shop') || has('shop.images') || has('shop.city')) {
    order.shop = {
      id: shop.id,
      displayName: shop.displayName,
      urlSlug: shop.urlSlug,
      address: shop.address,
      phoneNumber: shop.phoneNumber,
      longitude: shop.longitude,
      latitude: shop.latitude,
      timeZone: shop.timeZone,
      ...(has('shop.images')
        ? { images: (x.shopImagesOf.get(shop.id) ?? []).map(presentImage) }
        : {}),
      ...(x.cities ? { city: x.cities.get(shop.cityId)! } : {}),
    };
  }
  if (has('paymentables') || has('paymentables.payments')) {
    order.paymentables = ownPaymentables.map((p) =>
      presentPaymentable(
        p,
        has('paymentables.payments') ? (x.paymentsOf.get(p.id) ?? []) : undefined,
      ),
    );
  }
  if (has('depositoryTransactions')) {
    order.depositoryTransactions = (x.depositoryTransactionsOf.get(row.id) ?? []).map((t) => ({
      id: t.id,
      depositoryId: t.depositoryId,
      kind: t.kind,
      amount: t.amount,
      balanceAfter: t.balanceAfter,
      currency: t.currency as TCurrency,
      paymentMethod: t.paymentMethod,
      createdAt: t.createdAt.toISOString(),
    }));
  }
  if (has('voucherTransactions')) {
    order.voucherTransactions = (x.voucherTransactionsOf.get(row.id) ?? []).map((t) => ({
      id: t.id,
      voucherId: t.voucherId,
      voucherName: t.voucherName,
      kind: t.kind,
      sessions: t.sessions,
      sessionsAfter: t.sessionsAfter,
      bookingId: t.bookingId,
      serviceItemId: t.serviceItemId,
      createdAt: t.createdAt.toISOString(),
    }));
  }
  if (has('productTransactions') || has('productTransactions.items')) {
    order.productTransactions = (x.productTransactionsOf.get(row.id) ?? []).map((p) => ({
      id: p.id,
      shopId: p.shopId,
      total: p.total,
      currency: p.currency as TCurrency,
      paymentMethod: p.paymentMethod,
      createdAt: p.createdAt.toISOString(),
      ...(has('productTransactions.items')
        ? {
            items: (x.productItemsOf.get(p.id) ?? []).map(presentProductSaleItem),
          }
        : {}),
    }));
  }
  return order;
}
