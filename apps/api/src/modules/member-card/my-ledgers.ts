import type { TCounterPaymentMethod, TCurrency, TPaging } from '@haoyue/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { firstOrNotFound } from '../../lib/errors';
import {
  type AccountTable,
  type Ledger,
  type MovementTable,
  movementPage,
} from '../../lib/ledger/ledger';
import type { PageRequest } from '../../lib/paging';
import { loadOwnCustomer } from './own-customer';

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

/** An account a customer holds: a stored-value account, a voucher. */
type HeldAccounts = AccountTable & { customerId: AnyPgColumn };
/** A movement as every ledger records it. */
type HeldMovement = {
  id: number;
  kind: string;
  paymentMethod: TCounterPaymentMethod | null;
  orderId: number | null;
  createdAt: Date;
};
/** The fields a movement shows its holder in every ledger. */
type HeldFields<R extends HeldMovement> = Pick<R, 'id' | 'kind' | 'paymentMethod'> & {
  currency: TCurrency;
  orderId: number | null;
  orderNumber: string | null;
  orderKey: string | null;
  createdAt: string;
};

/** A member-card call: the user, their customer record (`id`) and the page asked for. */
export type MyPageCall = { userId: number; id: number; q: PageRequest };

export interface MyMovementsInput<R, T> {
  call: MyPageCall;
  /** The account's id, and the 404 for one not the customer's. */
  accountId: number;
  notFound: string;
  /** The ledger's own fields of a movement (its amounts). */
  present: (movement: R) => T;
}

/**
 * One of the customer's accounts' movements, newest first, a page at a time, without the
 * internal reason or who recorded them: what every ledger shows (kind, currency, payment,
 * order) and its own amounts (GET /v1/me/customers/{id}/…/{accountId}/transactions).
 */
export async function listMyMovements<
  A extends HeldAccounts,
  M extends MovementTable & { $inferSelect: HeldMovement },
  T extends object,
>(
  db: Db,
  ledger: Ledger<A, M>,
  o: MyMovementsInput<M['$inferSelect'], T>,
): Promise<{ data: (HeldFields<M['$inferSelect']> & T)[]; meta: TPaging }> {
  const customer = await loadOwnCustomer(db, o.call.userId, o.call.id);
  const accounts = ledger.accounts as HeldAccounts;
  const account = (await firstOrNotFound(
    db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, o.accountId), eq(accounts.customerId, customer.id))),
    o.notFound,
  )) as { currency: string };
  const { rows, meta } = await movementPage(db, ledger.movements, {
    where: eq(ledger.accountId, o.accountId),
    paging: o.call.q,
  });
  const refs = await orderRefs(
    db,
    rows.map((r) => r.orderId),
  );
  const data = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    ...o.present(r),
    currency: account.currency as TCurrency,
    paymentMethod: r.paymentMethod,
    ...orderRefOf(refs, r.orderId),
    createdAt: r.createdAt.toISOString(),
  }));
  return { data, meta };
}
