import type {
  TCurrency,
  TMyDepository,
  TMyDepositoryTransaction,
  TPaging,
} from '@haoyue/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositories, depositoryTransactions, orders } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { loadOwnCustomer } from './own-customer';

type DepositoryRow = typeof depositories.$inferSelect;

/** A stored-value account as its holder sees it (pure). */
export function presentMyDepository(row: DepositoryRow, now: Date): TMyDepository {
  return {
    id: row.id,
    currency: row.currency as TCurrency,
    balance: row.balance,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isExpired: row.expiresAt !== null && row.expiresAt <= now,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's stored-value accounts at the seller (GET /v1/me/customers/{id}/depositories). */
export async function listMyDepositories(
  db: Db,
  o: { userId: number; customerId: number; now: Date },
): Promise<TMyDepository[]> {
  const customer = await loadOwnCustomer(db, o.userId, o.customerId);
  const rows = await db
    .select()
    .from(depositories)
    .where(eq(depositories.customerId, customer.id))
    .orderBy(asc(depositories.id));
  return rows.map((row) => presentMyDepository(row, o.now));
}

/**
 * One account's movements, newest first, without the internal reason or who recorded them
 * (GET /v1/me/customers/{id}/depositories/{depositoryId}/transactions).
 */
export async function listMyDepositoryTransactions(
  db: Db,
  o: { userId: number; customerId: number; depositoryId: number; page: number; perPage: number },
): Promise<{ data: TMyDepositoryTransaction[]; meta: TPaging }> {
  const customer = await loadOwnCustomer(db, o.userId, o.customerId);
  const account = await firstOrNotFound(
    db
      .select()
      .from(depositories)
      .where(and(eq(depositories.id, o.depositoryId), eq(depositories.customerId, customer.id))),
    '找不到儲值金帳戶',
  );
  const own = eq(depositoryTransactions.depositoryId, account.id);
  const { rows, meta } = await readPage(
    db
      .select()
      .from(depositoryTransactions)
      .where(own)
      .orderBy(desc(depositoryTransactions.createdAt), desc(depositoryTransactions.id)),
    { count: db.select({ total: count() }).from(depositoryTransactions).where(own), paging: o },
  );
  const refs = await orderRefs(
    db,
    rows.map((r) => r.orderId),
  );
  const data = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    currency: account.currency as TCurrency,
    paidAmount: r.paidAmount,
    paymentMethod: r.paymentMethod,
    ...orderRefOf(refs, r.orderId),
    createdAt: r.createdAt.toISOString(),
  }));
  return { data, meta };
}

type OrderRef = { orderNumber: string; orderKey: string };

/** Order numbers and keys of the orders some rows point at, by order id. */
export async function orderRefs(db: Db, ids: (number | null)[]): Promise<Map<number, OrderRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, orderKey: orders.orderKey })
    .from(orders)
    .where(inArray(orders.id, wanted));
  return new Map(rows.map((r) => [r.id, { orderNumber: r.orderNumber, orderKey: r.orderKey }]));
}

/** The `orderId` / `orderNumber` / `orderKey` fields of an answer row. */
export function orderRefOf(refs: Map<number, OrderRef>, orderId: number | null) {
  const ref = orderId !== null ? refs.get(orderId) : undefined;
  return {
    orderId,
    orderNumber: ref?.orderNumber ?? null,
    orderKey: ref?.orderKey ?? null,
  };
}
