import type { TCurrency, TOrderRecord, TOrderRecordType } from '@haoyue/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bookings,
  bookingServiceItems,
  depositories,
  depositoryTransactions,
  orders,
  productTransactionItems,
  productTransactions,
  topUpPlans,
  vouchers,
  voucherTransactions,
} from '../../db/schema';
import { type Paged, readPage } from '../../lib/paging';
import { type MyPageCall, orderRefOf, orderRefs } from './my-ledgers';
import { loadOwnCustomer } from './own-customer';

/** A record's columns in the union: its type, its row's id, and when it happened. */
const recordOf = <Id extends AnyPgColumn>(type: TOrderRecordType, id: Id, at: AnyPgColumn) => ({
  type: sql<TOrderRecordType>`${type}::text`.as('type'),
  id,
  at: sql<Date>`${at}`.as('at'),
});

/**
 * One history of what the customer did at the seller, newest first: bookings (at their start),
 * product purchases, stored-value top-ups and voucher sales (when recorded). The page is chosen
 * in SQL over all four; only its rows' details are loaded after
 * (GET /v1/me/customers/{id}/order-records).
 */
export async function listMyOrderRecords(db: Db, o: MyPageCall): Promise<Paged<TOrderRecord>> {
  const customer = await loadOwnCustomer(db, o.userId, o.id);
  const bookingRecords = db
    .select(recordOf('BOOKING', orders.id, orders.startsAt))
    .from(orders)
    .where(eq(orders.customerId, customer.id));
  const purchases = db
    .select(recordOf('PRODUCT_PURCHASE', productTransactions.id, productTransactions.createdAt))
    .from(productTransactions)
    .where(eq(productTransactions.customerId, customer.id));
  const topUps = db
    .select(recordOf('TOP_UP', depositoryTransactions.id, depositoryTransactions.createdAt))
    .from(depositoryTransactions)
    .innerJoin(depositories, eq(depositories.id, depositoryTransactions.depositoryId))
    .where(
      and(eq(depositories.customerId, customer.id), eq(depositoryTransactions.kind, 'TOP_UP')),
    );
  const voucherSales = db
    .select(recordOf('VOUCHER_SALE', voucherTransactions.id, voucherTransactions.createdAt))
    .from(voucherTransactions)
    .innerJoin(vouchers, eq(vouchers.id, voucherTransactions.voucherId))
    .where(and(eq(vouchers.customerId, customer.id), eq(voucherTransactions.kind, 'SELL')));

  const all = bookingRecords.unionAll(purchases).unionAll(topUps).unionAll(voucherSales);
  const { rows: page, meta } = await readPage(
    all.orderBy(sql`"at" desc`, sql`"type" asc`, sql`"id" desc`),
    { count: db.select({ total: count() }).from(all.as('records')), paging: o.q },
  );
  const ids = (type: TOrderRecordType) => page.filter((r) => r.type === type).map((r) => r.id);
  const details = await loadDetails(db, {
    orderIds: ids('BOOKING'),
    purchaseIds: ids('PRODUCT_PURCHASE'),
    topUpIds: ids('TOP_UP'),
    saleIds: ids('VOUCHER_SALE'),
  });
  const refs = await orderRefs(
    db,
    [...details.values()].map((d) => d.orderId),
  );
  const data = page.map((r) => {
    const d = details.get(`${r.type}:${r.id}`)!;
    return {
      type: r.type,
      id: r.id,
      at: new Date(r.at).toISOString(),
      title: d.title,
      amount: d.amount,
      currency: d.currency as TCurrency,
      status: d.status,
      ...orderRefOf(refs, d.orderId),
    };
  });
  return { data, meta };
}

type Detail = {
  title: string;
  amount: number;
  currency: string;
  status: TOrderRecord['status'];
  orderId: number | null;
};

/** Titles, amounts and orders of a page's records, by `TYPE:id`. */
async function loadDetails(
  db: Db,
  ids: { orderIds: number[]; purchaseIds: number[]; topUpIds: number[]; saleIds: number[] },
): Promise<Map<string, Detail>> {
  const [orderRows, serviceNames, purchaseRows, itemRows, topUpRows, saleRows] = await Promise.all([
    ids.orderIds.length
      ? db.select().from(orders).where(inArray(orders.id, ids.orderIds))
      : Promise.resolve([]),
    ids.orderIds.length
      ? db
          .select({ orderId: bookings.orderId, name: bookingServiceItems.name })
          .from(bookingServiceItems)
          .innerJoin(bookings, eq(bookings.id, bookingServiceItems.bookingId))
          .where(inArray(bookings.orderId, ids.orderIds))
          .orderBy(asc(bookings.startsAt), asc(bookingServiceItems.position))
      : Promise.resolve([]),
    ids.purchaseIds.length
      ? db
          .select()
          .from(productTransactions)
          .where(inArray(productTransactions.id, ids.purchaseIds))
      : Promise.resolve([]),
    ids.purchaseIds.length
      ? db
          .select()
          .from(productTransactionItems)
          .where(inArray(productTransactionItems.productTransactionId, ids.purchaseIds))
          .orderBy(asc(productTransactionItems.id))
      : Promise.resolve([]),
    ids.topUpIds.length
      ? db
          .select({
            id: depositoryTransactions.id,
            amount: depositoryTransactions.amount,
            paidAmount: depositoryTransactions.paidAmount,
            orderId: depositoryTransactions.orderId,
            currency: depositories.currency,
            planName: topUpPlans.name,
          })
          .from(depositoryTransactions)
          .innerJoin(depositories, eq(depositories.id, depositoryTransactions.depositoryId))
          .leftJoin(topUpPlans, eq(topUpPlans.id, depositoryTransactions.topUpPlanId))
          .where(inArray(depositoryTransactions.id, ids.topUpIds))
      : Promise.resolve([]),
    ids.saleIds.length
      ? db
          .select({
            id: voucherTransactions.id,
            amount: voucherTransactions.amount,
            orderId: voucherTransactions.orderId,
            name: vouchers.name,
            price: vouchers.price,
            currency: vouchers.currency,
          })
          .from(voucherTransactions)
          .innerJoin(vouchers, eq(vouchers.id, voucherTransactions.voucherId))
          .where(inArray(voucherTransactions.id, ids.saleIds))
      : Promise.resolve([]),
  ]);
  const details = new Map<string, Detail>();
  for (const row of orderRows) {
    const names = serviceNames.filter((s) => s.orderId === row.id).map((s) => s.name);
    details.set(`BOOKING:${row.id}`, {
      title: names.length ? names.join('、') : '預約',
      amount: row.totalPrice,
      currency: row.currency,
      status: row.status,
      orderId: row.id,
    });
  }
  for (const row of purchaseRows) {
    const lines = itemRows.filter((i) => i.productTransactionId === row.id);
    details.set(`PRODUCT_PURCHASE:${row.id}`, {
      title: lines.length
        ? lines.map((i) => (i.quantity > 1 ? `${i.name} ×${i.quantity}` : i.name)).join('、')
        : '購買商品',
      amount: row.total,
      currency: row.currency,
      status: null,
      orderId: row.orderId,
    });
  }
  for (const row of topUpRows) {
    details.set(`TOP_UP:${row.id}`, {
      title: row.planName ? `儲值金儲值（${row.planName}）` : '儲值金儲值',
      amount: row.paidAmount ?? row.amount,
      currency: row.currency,
      status: null,
      orderId: row.orderId,
    });
  }
  for (const row of saleRows) {
    details.set(`VOUCHER_SALE:${row.id}`, {
      title: `購買套票：${row.name}`,
      amount: row.amount ?? row.price,
      currency: row.currency,
      status: null,
      orderId: row.orderId,
    });
  }
  return details;
}
