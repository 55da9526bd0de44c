import type { ORDER_PARTS, TCity, TCustomer } from '@haoyue/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { rowsInDisplayOrder } from '../../../db/display-order';
import {
  bookingBookingTags,
  bookingImages,
  bookings,
  bookingServiceItems,
  bookingTags,
  customers,
  depositories,
  depositoryTransactions,
  operators,
  productTransactionItems,
  productTransactions,
  services,
  shopImages,
  shops,
  vouchers,
  voucherTransactions,
} from '../../../db/schema';
import { getReference } from '../../catalogue';
import { presentCustomers } from '../../customers';
import {
  loadPaymentables,
  loadPayments,
  type PaymentableRow,
  type PaymentRow,
} from '../../payments';
import type { OrderRow } from '../orders/load-order';
import { type ItemVoucherPart, loadItemParts, type OrderCouponPart } from './load-item-parts';

/** A related part an order answer may embed (`part=` in the query). */
export type OrderPart = (typeof ORDER_PARTS)[number];

/** Everything the answers of some orders are built from, loaded once for all of them. */
export type OrderPartRows = {
  parts: ReadonlySet<OrderPart>;
  shops: (typeof shops.$inferSelect)[];
  bookings: (typeof bookings.$inferSelect)[];
  items: (typeof bookingServiceItems.$inferSelect)[];
  operators: { id: number; displayName: string; avatarUrl: string | null }[];
  tags: { bookingId: number; id: number; name: string; color: string }[];
  images: (typeof bookingImages.$inferSelect)[];
  /** Always: the order's prepayment summary comes from them. */
  paymentables: PaymentableRow[];
  payments: PaymentRow[];
  services: (typeof services.$inferSelect)[];
  shopImages: (typeof shopImages.$inferSelect)[];
  customers: TCustomer[];
  /** Cities by id when `shop.city` is asked for. */
  cities: Map<number, TCity> | null;
  // The membership ledgers' parts; absent (none) where an answer is built without reading them.
  /** Stored value moved for the orders, with the account's currency. */
  depositoryTransactions?: DepositoryTransactionPart[];
  /** Voucher sessions moved for the orders, with the voucher's name. */
  voucherTransactions?: VoucherTransactionPart[];
  productTransactions?: (typeof productTransactions.$inferSelect)[];
  productTransactionItems?: (typeof productTransactionItems.$inferSelect)[];
  /** The coupons redeemed against the orders (none where an answer is built without them). */
  orderCoupons?: OrderCouponPart[];
  /** Voucher sessions held for the orders' service items. */
  itemVouchers?: ItemVoucherPart[];
};

export type DepositoryTransactionPart = {
  id: number;
  orderId: number;
  depositoryId: number;
  kind: (typeof depositoryTransactions.$inferSelect)['kind'];
  amount: number;
  balanceAfter: number;
  currency: string;
  paymentMethod: (typeof depositoryTransactions.$inferSelect)['paymentMethod'];
  createdAt: Date;
};

export type VoucherTransactionPart = {
  id: number;
  orderId: number;
  voucherId: number;
  voucherName: string;
  kind: (typeof voucherTransactions.$inferSelect)['kind'];
  sessions: number;
  sessionsAfter: number;
  bookingId: number | null;
  serviceItemId: number | null;
  createdAt: Date;
};

/**
 * The membership ledgers' rows of some orders (stored value, voucher sessions, product sales),
 * read straight from their tables: the booking module shows them, it never writes them.
 */
async function loadLedgerParts(db: Db, orderIds: number[], has: (p: OrderPart) => boolean) {
  const withItems = has('productTransactions.items');
  const [depositoryRows, voucherRows, productRows] = await Promise.all([
    has('depositoryTransactions')
      ? db
          .select({
            id: depositoryTransactions.id,
            orderId: depositoryTransactions.orderId,
            depositoryId: depositoryTransactions.depositoryId,
            kind: depositoryTransactions.kind,
            amount: depositoryTransactions.amount,
            balanceAfter: depositoryTransactions.balanceAfter,
            currency: depositories.currency,
            paymentMethod: depositoryTransactions.paymentMethod,
            createdAt: depositoryTransactions.createdAt,
          })
          .from(depositoryTransactions)
          .innerJoin(depositories, eq(depositories.id, depositoryTransactions.depositoryId))
          .where(inArray(depositoryTransactions.orderId, orderIds))
          .orderBy(asc(depositoryTransactions.id))
      : none<DepositoryTransactionPart>(),
    has('voucherTransactions')
      ? db
          .select({
            id: voucherTransactions.id,
            orderId: voucherTransactions.orderId,
            voucherId: voucherTransactions.voucherId,
            voucherName: vouchers.name,
            kind: voucherTransactions.kind,
            sessions: voucherTransactions.sessions,
            sessionsAfter: voucherTransactions.sessionsAfter,
            bookingId: voucherTransactions.bookingId,
            serviceItemId: voucherTransactions.serviceItemId,
            createdAt: voucherTransactions.createdAt,
          })
          .from(voucherTransactions)
          .innerJoin(vouchers, eq(vouchers.id, voucherTransactions.voucherId))
          .where(inArray(voucherTransactions.orderId, orderIds))
          .orderBy(asc(voucherTransactions.id))
      : none<VoucherTransactionPart>(),
    has('productTransactions') || withItems
      ? db
          .select()
          .from(productTransactions)
          .where(inArray(productTransactions.orderId, orderIds))
          .orderBy(asc(productTransactions.id))
      : none<typeof productTransactions.$inferSelect>(),
  ]);
  const itemRows =
    withItems && productRows.length
      ? await db
          .select()
          .from(productTransactionItems)
          .where(
            inArray(
              productTransactionItems.productTransactionId,
              productRows.map((p) => p.id),
            ),
          )
          .orderBy(asc(productTransactionItems.id))
      : [];
  return {
    // The queries filter on the order id, so it is never null in these rows.
    depositoryTransactions: depositoryRows as DepositoryTransactionPart[],
    voucherTransactions: voucherRows as VoucherTransactionPart[],
    productTransactions: productRows,
    productTransactionItems: itemRows,
  };
}

const none = <T>() => Promise.resolve([] as T[]);

/** Rows of a table of per-booking lists (service items, images) of the bookings, in list order. */
function rowsOfBookings<T extends typeof bookingServiceItems | typeof bookingImages>(
  db: Db,
  table: T,
  bookingIds: number[],
): Promise<T['$inferSelect'][]> {
  if (bookingIds.length === 0) return none();
  // Drizzle cannot type a select from a generic table: the rows are the table's, as declared.
  const rows = db
    .select()
    .from(table as PgTable)
    .where(inArray(table.bookingId, bookingIds))
    .orderBy(asc(table.position));
  return rows as unknown as Promise<T['$inferSelect'][]>;
}

export interface LoadOrderPartsInput {
  rows: OrderRow[];
  partList: readonly OrderPart[];
  knownShops?: (typeof shops.$inferSelect)[];
}

/**
 * Loads the parts of some orders: bookings with their service items and operators always, the
 * rest by part. One query per kind of row, never one per order; independent ones in parallel.
 */
export async function loadOrderParts(
  db: Db,
  { rows, partList, knownShops = [] }: LoadOrderPartsInput,
): Promise<OrderPartRows> {
  const parts = new Set(partList);
  const has = (p: OrderPart) => parts.has(p);
  const orderIds = rows.map((r) => r.id);
  const shopIds = [...new Set(rows.map((r) => r.shopId))];

  const bookingRows = await db
    .select()
    .from(bookings)
    .where(inArray(bookings.orderId, orderIds))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const bookingIds = bookingRows.map((b) => b.id);
  const anyBooking = bookingIds.length > 0;

  const [
    shopRows,
    items,
    operatorRows,
    tags,
    images,
    paymentables,
    customerRows,
    ledgers,
    itemParts,
  ] = await Promise.all([
    shopIds.every((id) => knownShops.some((s) => s.id === id))
      ? Promise.resolve(knownShops.filter((s) => shopIds.includes(s.id)))
      : db.select().from(shops).where(inArray(shops.id, shopIds)),
    rowsOfBookings(db, bookingServiceItems, bookingIds),
    anyBooking
      ? db
          .select({
            id: operators.id,
            displayName: operators.displayName,
            avatarUrl: operators.avatarUrl,
          })
          .from(operators)
          .where(inArray(operators.id, [...new Set(bookingRows.map((b) => b.operatorId))]))
      : none<OrderPartRows['operators'][number]>(),
    has('bookings.bookingTags') && anyBooking
      ? db
          .select({
            bookingId: bookingBookingTags.bookingId,
            id: bookingTags.id,
            name: bookingTags.name,
            color: bookingTags.color,
          })
          .from(bookingBookingTags)
          .innerJoin(bookingTags, eq(bookingTags.id, bookingBookingTags.bookingTagId))
          .where(inArray(bookingBookingTags.bookingId, bookingIds))
      : none<OrderPartRows['tags'][number]>(),
    has('bookings.images')
      ? rowsOfBookings(db, bookingImages, bookingIds)
      : none<typeof bookingImages.$inferSelect>(),
    loadPaymentables(db, orderIds),
    has('customer')
      ? db
          .select()
          .from(customers)
          .where(inArray(customers.id, [...new Set(rows.map((r) => r.customerId))]))
      : none<typeof customers.$inferSelect>(),
    loadLedgerParts(db, orderIds, has),
    loadItemParts(db, orderIds),
  ]);

  const serviceIds = [
    ...new Set(items.map((i) => i.serviceId).filter((id): id is number => id !== null)),
  ];
  const [serviceRows, payments, shopImageRows, presentedCustomers, reference] = await Promise.all([
    has('bookings.serviceItems.service') && serviceIds.length
      ? db.select().from(services).where(inArray(services.id, serviceIds))
      : none<typeof services.$inferSelect>(),
    has('paymentables.payments') && paymentables.length
      ? loadPayments(
          db,
          paymentables.map((p) => p.id),
        )
      : none<PaymentRow>(),
    has('shop.images')
      ? rowsInDisplayOrder(db, { table: shopImages, where: inArray(shopImages.shopId, shopIds) })
      : none<typeof shopImages.$inferSelect>(),
    presentCustomers(db, customerRows),
    has('shop.city')
      ? getReference(db, { cityIds: shopRows.map((s) => s.cityId) })
      : Promise.resolve(null),
  ]);

  return {
    parts,
    shops: shopRows,
    bookings: bookingRows,
    items,
    operators: operatorRows,
    tags,
    images,
    paymentables,
    payments,
    services: serviceRows,
    shopImages: shopImageRows,
    customers: presentedCustomers,
    cities: reference?.cities ?? null,
    ...ledgers,
    ...itemParts,
  };
}
