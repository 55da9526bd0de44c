import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import {
  bookings,
  bookingServiceItems,
  couponCampaigns,
  customers,
  orders,
} from '../src/db/schema';
import { moveDepository } from '../src/modules/stored-value';

/*
 * The rows the tests of a seller's customers and their items (stored value, vouchers, coupons,
 * products) start from, written straight to the database.
 */

/** A customer record of the seller: a walk-in named 測試顧客 unless `values` says otherwise. */
export async function buildCustomer(
  db: Db,
  sellerId: number,
  values: Partial<typeof customers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(customers)
    .values({ sellerId, displayName: '測試顧客', ...values })
    .returning();
  return row!;
}

type CampaignValues = typeof couponCampaigns.$inferInsert;

/**
 * A coupon campaign of the seller running from `startsAt` to `endsAt` (the tests' clocks
 * differ): NT$200 off the whole order, 折 NT$200, unless `values` says otherwise.
 */
export async function buildCouponCampaign(
  db: Db,
  sellerId: number,
  values: Pick<CampaignValues, 'startsAt' | 'endsAt'> & Partial<CampaignValues>,
) {
  const [row] = await db
    .insert(couponCampaigns)
    .values({
      sellerId,
      name: '折 NT$200',
      discountType: 'AMOUNT',
      discountValue: 20000,
      currency: 'TWD',
      ...values,
    })
    .returning();
  return row!;
}

/** What a booking copies of a service it books. */
type BookedService = { id: number; name: string; price: number; durationMinutes: number };

export interface BookedOrderInput {
  sellerId: number;
  shop: { id: number; currency: string };
  operatorId: number;
  customerId: number;
  status: (typeof orders.$inferInsert)['status'];
  startsAt: Date;
  endsAt: Date;
  /** The services of its one booking, each from start to end. */
  services: readonly BookedService[];
  /** The order's total; the services' sum unless given. */
  totalPrice?: number;
}

/** An order of the customer at the shop with one booking of the services, at the operator. */
export async function buildBookedOrder(db: Db, o: BookedOrderInput) {
  const { startsAt, endsAt, status } = o;
  const [order] = await db
    .insert(orders)
    .values({
      orderKey: randomUUID(),
      sellerId: o.sellerId,
      shopId: o.shop.id,
      customerId: o.customerId,
      status,
      currency: o.shop.currency,
      totalPrice: o.totalPrice ?? o.services.reduce((sum, s) => sum + s.price, 0),
      startsAt,
      endsAt,
    })
    .returning();
  const [booking] = await db
    .insert(bookings)
    .values({
      orderId: order!.id,
      shopId: o.shop.id,
      operatorId: o.operatorId,
      status,
      startsAt,
      endsAt,
      heldFrom: startsAt,
      heldUntil: endsAt,
    })
    .returning();
  if (o.services.length) {
    await db.insert(bookingServiceItems).values(
      o.services.map((s, position) => ({
        bookingId: booking!.id,
        serviceId: s.id,
        name: s.name,
        price: s.price,
        durationMinutes: s.durationMinutes,
        startsAt,
        endsAt,
        position,
      })),
    );
  }
  return { order: order!, booking: booking! };
}

/** Stored value for the customer to spend: one cash top-up of `amount` TWD, under `key`. */
export function topUpInCash(
  db: Db,
  o: { sellerId: number; customerId: number; amount: number; key: string },
) {
  return db.transaction((tx) =>
    moveDepository(tx as unknown as Db, {
      sellerId: o.sellerId,
      customerId: o.customerId,
      currency: 'TWD',
      kind: 'TOP_UP',
      amount: o.amount,
      paidAmount: o.amount,
      paymentMethod: 'CASH',
      idempotencyKey: o.key,
      now: new Date(),
    }),
  );
}
