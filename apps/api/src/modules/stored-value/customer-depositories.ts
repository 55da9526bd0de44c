import type {
  TCounterPaymentMethod,
  TDepository,
  TDepositoryTransaction,
  TDepositoryTransactionKind,
} from '@haoyue/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customers,
  depositories,
  depositoryTransactions,
  orders,
  topUpPlans,
  users,
} from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { moneyTransaction } from '../../lib/money-transaction';
import {
  type DepositoryMovement,
  type DepositoryRow,
  findDepositoryMovement,
  isDepositoryKeyReplay,
  moveDepository,
} from './depository-ledger';
import { ownTopUpPlan, sellerCurrency } from './top-up-plans';
import { idempotencyKeyReused, ownSellerCustomer } from './counter-checks';

const DAY_MS = 24 * 3600 * 1000;

/** Who records a movement, for which customer, when. */
export type DepositoryActor = { sellerId: number; userId: number; now: Date };

export const presentDepository = (row: DepositoryRow, now: Date): TDepository => ({
  id: row.id,
  currency: row.currency,
  balance: row.balance,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  expired: row.expiresAt !== null && row.expiresAt <= now,
});

/** A customer's accounts, oldest first. */
export async function listCustomerDepositories(
  db: Db,
  sellerId: number,
  customerId: number,
  now: Date,
): Promise<TDepository[]> {
  await ownSellerCustomer(db, sellerId, customerId);
  const rows = await db
    .select()
    .from(depositories)
    .where(and(eq(depositories.sellerId, sellerId), eq(depositories.customerId, customerId)))
    .orderBy(asc(depositories.id));
  return rows.map((r) => presentDepository(r, now));
}

/** Ledger rows with their account's currency, plan name, order number and recorder. */
async function transactionsWhere(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<TDepositoryTransaction[]> {
  const query = db
    .select({
      t: depositoryTransactions,
      currency: depositories.currency,
      planName: topUpPlans.name,
      orderNumber: orders.orderNumber,
      recordedBy: users.displayName,
    })
    .from(depositoryTransactions)
    .innerJoin(depositories, eq(depositories.id, depositoryTransactions.depositoryId))
    .leftJoin(topUpPlans, eq(topUpPlans.id, depositoryTransactions.topUpPlanId))
    .leftJoin(orders, eq(orders.id, depositoryTransactions.orderId))
    .leftJoin(users, eq(users.id, depositoryTransactions.actorUserId))
    .where(where)
    .orderBy(desc(depositoryTransactions.createdAt), desc(depositoryTransactions.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ t, currency, planName, orderNumber, recordedBy }) => ({
    id: t.id,
    depositoryId: t.depositoryId,
    kind: t.kind,
    amount: t.amount,
    balanceAfter: t.balanceAfter,
    currency,
    paidAmount: t.paidAmount,
    paymentMethod: t.paymentMethod,
    topUpPlanId: t.topUpPlanId,
    topUpPlanName: planName,
    orderId: t.orderId,
    orderNumber,
    reason: t.reason,
    recordedBy,
    createdAt: t.createdAt.toISOString(),
  }));
}

/** A customer's stored-value history across accounts, newest first. */
export async function listCustomerDepositoryTransactions(
  db: Db,
  sellerId: number,
  customerId: number,
  q: { page: number; perPage: number },
) {
  await ownSellerCustomer(db, sellerId, customerId);
  const accounts = db
    .select({ id: depositories.id })
    .from(depositories)
    .where(and(eq(depositories.sellerId, sellerId), eq(depositories.customerId, customerId)));
  const condition = and(
    eq(depositoryTransactions.sellerId, sellerId),
    inArray(depositoryTransactions.depositoryId, accounts),
  );
  const [data, [{ total } = { total: 0 }]] = await Promise.all([
    transactionsWhere(db, condition, { limit: q.perPage, offset: (q.page - 1) * q.perPage }),
    db.select({ total: count() }).from(depositoryTransactions).where(condition),
  ]);
  return { data, meta: { page: q.page, perPage: q.perPage, total } };
}

/** What a movement answers: the recorded row (presented) and its account. */
async function answer(db: Db, transactionId: number, depository: DepositoryRow, now: Date) {
  const [transaction] = await transactionsWhere(db, eq(depositoryTransactions.id, transactionId));
  return { transaction: transaction!, depository: presentDepository(depository, now) };
}

/** What a replay must match: kind, customer, and amount or plan when known up front. */
type Expected = {
  kind: TDepositoryTransactionKind;
  customerId: number;
  amount?: number;
  topUpPlanId?: number;
};

/** The first movement of a key already used, if it is this one (409 if it is another). */
async function earlierMovement(db: Db, sellerId: number, key: string, expected: Expected) {
  const earlier = await findDepositoryMovement(db, sellerId, key);
  if (!earlier) return null;
  if (
    earlier.transaction.kind !== expected.kind ||
    earlier.depository.customerId !== expected.customerId ||
    (expected.amount !== undefined && earlier.transaction.amount !== expected.amount) ||
    (expected.topUpPlanId !== undefined && earlier.transaction.topUpPlanId !== expected.topUpPlanId)
  ) {
    throw idempotencyKeyReused();
  }
  return earlier;
}

/**
 * Records one movement in one money transaction (decision 017): the key is claimed first, so a
 * concurrent duplicate waits for this one and answers its answer; a key seen before the claims
 * existed answers its first movement (checked before the request's own rules, so a retry after
 * a plan was switched off still gets its answer); a key of another request is 409.
 */
async function recordMovement(
  db: Db,
  actor: DepositoryActor,
  expected: Expected,
  request: { idempotencyKey: string },
  build: (tx: Db) => Promise<Omit<DepositoryMovement, 'idempotencyKey' | 'now' | 'sellerId'>>,
) {
  const { idempotencyKey } = request;
  const replay = async () => {
    const earlier = await earlierMovement(db, actor.sellerId, idempotencyKey, expected);
    return earlier && answer(db, earlier.transaction.id, earlier.depository, actor.now);
  };
  try {
    return await moneyTransaction(
      db,
      async (m) => {
        const earlier = await earlierMovement(m.db, actor.sellerId, idempotencyKey, expected);
        if (earlier) return answer(m.db, earlier.transaction.id, earlier.depository, actor.now);
        const movement = await build(m.db);
        m.enterAccounts();
        const moved = await moveDepository(m.db, {
          ...movement,
          sellerId: actor.sellerId,
          actorUserId: actor.userId,
          idempotencyKey,
          now: actor.now,
        });
        return answer(m.db, moved.transaction.id, moved.depository, actor.now);
      },
      {
        idempotency: {
          scope: `seller:${actor.sellerId}`,
          key: idempotencyKey,
          operation: `stored-value.${expected.kind}`,
          request: { ...request, customerId: expected.customerId },
        },
      },
    );
  } catch (error) {
    // A payment's SPEND under the same ledger key (not a counter claim): answer the first.
    if (!isDepositoryKeyReplay(error)) throw error;
    const after = await replay();
    if (!after) throw error;
    return after;
  }
}

/** A top-up at the counter, with a plan or a custom amount. */
export async function topUpDepository(
  db: Db,
  actor: DepositoryActor,
  customerId: number,
  body: {
    topUpPlanId?: number | undefined;
    amount?: number | undefined;
    paidAmount?: number | undefined;
    paymentMethod: TCounterPaymentMethod;
    idempotencyKey: string;
  },
) {
  await ownSellerCustomer(db, actor.sellerId, customerId);
  const expected: Expected = {
    kind: 'TOP_UP',
    customerId,
    ...(body.amount !== undefined ? { amount: body.amount } : {}),
    ...(body.topUpPlanId !== undefined ? { topUpPlanId: body.topUpPlanId } : {}),
  };
  return recordMovement(db, actor, expected, body, async (tx) => {
    if (body.topUpPlanId !== undefined) {
      const plan = await ownTopUpPlan(tx, actor.sellerId, body.topUpPlanId).catch(() => {
        throw invalid('topUpPlanId', '找不到這個儲值方案');
      });
      if (!plan.isActive) throw AppError.of('E_ITEM_EXPIRED', '這個儲值方案已停用');
      return {
        customerId,
        currency: plan.currency,
        kind: 'TOP_UP',
        amount: plan.receiveAmount,
        paidAmount: plan.payAmount,
        paymentMethod: body.paymentMethod,
        topUpPlanId: plan.id,
        validUntil:
          plan.validityDays === null
            ? null
            : new Date(actor.now.getTime() + plan.validityDays * DAY_MS),
      };
    }
    const amount = body.amount!;
    return {
      customerId,
      currency: await sellerCurrency(tx, actor.sellerId),
      kind: 'TOP_UP',
      amount,
      paidAmount: body.paidAmount ?? amount,
      paymentMethod: body.paymentMethod,
      validUntil: null,
    };
  });
}

/** The customer's order at the seller (their record or one merged into it), not cancelled. */
async function spendableOrder(tx: Db, sellerId: number, customerId: number, orderId: number) {
  const merged = tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.mergedIntoId, customerId));
  const [order] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.sellerId, sellerId),
        or(eq(orders.customerId, customerId), inArray(orders.customerId, merged)),
      ),
    );
  if (!order) throw invalid('orderId', '找不到這位顧客的這筆訂單');
  if (order.status === 'CANCELLED') {
    throw AppError.of('E_ORDER_STATE', '這筆訂單已取消，無法以儲值金付款');
  }
  return order.id;
}

/** A spend at the counter, maybe against one of the customer's orders. */
export async function spendDepository(
  db: Db,
  actor: DepositoryActor,
  customerId: number,
  body: {
    amount: number;
    orderId?: number | undefined;
    reason?: string | null | undefined;
    idempotencyKey: string;
  },
) {
  await ownSellerCustomer(db, actor.sellerId, customerId);
  return recordMovement(
    db,
    actor,
    { kind: 'SPEND', customerId, amount: -body.amount },
    body,
    async (tx) => ({
      customerId,
      currency: await sellerCurrency(tx, actor.sellerId),
      kind: 'SPEND',
      amount: -body.amount,
      orderId:
        body.orderId === undefined
          ? null
          : await spendableOrder(tx, actor.sellerId, customerId, body.orderId),
      reason: body.reason ?? null,
    }),
  );
}

/** Stored value paid back to the customer (the money leaves the shop). */
export async function refundDepository(
  db: Db,
  actor: DepositoryActor,
  customerId: number,
  body: {
    amount: number;
    paymentMethod: TCounterPaymentMethod;
    reason: string;
    idempotencyKey: string;
  },
) {
  await ownSellerCustomer(db, actor.sellerId, customerId);
  return recordMovement(
    db,
    actor,
    { kind: 'REFUND', customerId, amount: -body.amount },
    body,
    async (tx) => ({
      customerId,
      currency: await sellerCurrency(tx, actor.sellerId),
      kind: 'REFUND',
      amount: -body.amount,
      paidAmount: body.amount,
      paymentMethod: body.paymentMethod,
      reason: body.reason,
    }),
  );
}

/** A correction of the balance either way. */
export async function adjustDepository(
  db: Db,
  actor: DepositoryActor,
  customerId: number,
  body: { amount: number; reason: string; idempotencyKey: string },
) {
  await ownSellerCustomer(db, actor.sellerId, customerId);
  return recordMovement(
    db,
    actor,
    { kind: 'ADJUST', customerId, amount: body.amount },
    body,
    async (tx) => ({
      customerId,
      currency: await sellerCurrency(tx, actor.sellerId),
      kind: 'ADJUST',
      amount: body.amount,
      reason: body.reason,
    }),
  );
}
