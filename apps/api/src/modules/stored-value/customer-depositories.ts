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
import type { CounterActor } from '../../http/data-route';

const DAY_MS = 24 * 3600 * 1000;

/** Who records a movement, for which customer, when. */
export type DepositoryActor = CounterActor;

export const presentDepository = (row: DepositoryRow, now: Date): TDepository => ({
  id: row.id,
  currency: row.currency,
  balance: row.balance,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  expired: row.expiresAt !== null && row.expiresAt <= now,
});

export interface ListCustomerDepositoriesInput {
  sellerId: number;
  customerId: number;
  now: Date;
}

/** A customer's accounts, oldest first. */
export async function listCustomerDepositories(
  db: Db,
  { sellerId, customerId, now }: ListCustomerDepositoriesInput,
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

export interface ListCustomerDepositoryTransactionsInput {
  sellerId: number;
  customerId: number;
  q: { page: number; perPage: number };
}

/** A customer's stored-value history across accounts, newest first. */
export async function listCustomerDepositoryTransactions(
  db: Db,
  { sellerId, customerId, q }: ListCustomerDepositoryTransactionsInput,
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

interface AnswerInput {
  transactionId: number;
  depository: DepositoryRow;
  now: Date;
}

/** What a movement answers: the recorded row (presented) and its account. */
async function answer(db: Db, { transactionId, depository, now }: AnswerInput) {
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

interface EarlierMovementInput {
  sellerId: number;
  key: string;
  expected: Expected;
}

/** The first movement of a key already used, if it is this one (409 if it is another). */
async function earlierMovement(db: Db, { sellerId, key, expected }: EarlierMovementInput) {
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

interface RecordMovementInput {
  actor: DepositoryActor;
  expected: Expected;
  request: { idempotencyKey: string };
  build: (tx: Db) => Promise<Omit<DepositoryMovement, 'idempotencyKey' | 'now' | 'sellerId'>>;
}

/**
 * Records one movement in one money transaction (decision 017): the key is claimed first, so a
 * concurrent duplicate waits for this one and answers its answer; a key seen before the claims
 * existed answers its first movement (checked before the request's own rules, so a retry after
 * a plan was switched off still gets its answer); a key of another request is 409.
 */
async function recordMovement(db: Db, { actor, expected, request, build }: RecordMovementInput) {
  const { idempotencyKey } = request;
  const replay = async () => {
    const earlier = await earlierMovement(db, {
      sellerId: actor.sellerId,
      key: idempotencyKey,
      expected,
    });
    return (
      earlier &&
      answer(db, {
        transactionId: earlier.transaction.id,
        depository: earlier.depository,
        now: actor.now,
      })
    );
  };
  try {
    return await moneyTransaction(
      db,
      async (m) => {
        const earlier = await earlierMovement(m.db, {
          sellerId: actor.sellerId,
          key: idempotencyKey,
          expected,
        });
        if (earlier)
          return answer(m.db, {
            transactionId: earlier.transaction.id,
            depository: earlier.depository,
            now: actor.now,
          });
        const movement = await build(m.db);
        m.enterAccounts();
        const moved = await moveDepository(m.db, {
          ...movement,
          sellerId: actor.sellerId,
          actorUserId: actor.userId,
          idempotencyKey,
          now: actor.now,
        });
        return answer(m.db, {
          transactionId: moved.transaction.id,
          depository: moved.depository,
          now: actor.now,
        });
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

export interface TopUpDepositoryInput {
  actor: DepositoryActor;
  customerId: number;
  body: {
    topUpPlanId?: number | undefined;
    amount?: number | undefined;
    paidAmount?: number | undefined;
    paymentMethod: TCounterPaymentMethod;
    idempotencyKey: string;
  };
}

/** A top-up at the counter, with a plan or a custom amount. */
export async function topUpDepository(db: Db, { actor, customerId, body }: TopUpDepositoryInput) {
  await ownSellerCustomer(db, actor.sellerId, customerId);
  const expected: Expected = {
    kind: 'TOP_UP',
    customerId,
    ...(body.amount !== undefined ? { amount: body.amount } : {}),
    ...(body.topUpPlanId !== undefined ? { topUpPlanId: body.topUpPlanId } : {}),
  };
  return recordMovement(db, {
    actor,
    expected,
    request: body,
    build: async (tx) => {
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
    },
  });
}

interface SpendableOrderInput {
  sellerId: number;
  customerId: number;
  orderId: number;
}

/** The customer's order at the seller (their record or one merged into it), not cancelled. */
async function spendableOrder(tx: Db, { sellerId, customerId, orderId }: SpendableOrderInput) {
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

export interface SpendDepositoryInput {
  actor: DepositoryActor;
  customerId: number;
  body: {
    amount: number;
    orderId?: number | undefined;
    reason?: string | null | undefined;
    idempotencyKey: string;
  };
}

/** A spend at the counter, maybe against one of the customer's orders. */
export async function spendDepository(db: Db, { actor, customerId, body }: SpendDepositoryInput) {
  await ownSellerCustomer(db, actor.sellerId, customerId);
  return recordMovement(db, {
    actor,
    expected: { kind: 'SPEND', customerId, amount: -body.amount },
    request: body,
    build: async (tx) => ({
      customerId,
      currency: await sellerCurrency(tx, actor.sellerId),
      kind: 'SPEND',
      amount: -body.amount,
      orderId:
        body.orderId === undefined
          ? null
          : await spendableOrder(tx, {
              sellerId: actor.sellerId,
              customerId,
              orderId: body.orderId,
            }),
      reason: body.reason ?? null,
    }),
  });
}

export interface RefundDepositoryInput {
  actor: DepositoryActor;
  customerId: number;
  body: {
    amount: number;
    paymentMethod: TCounterPaymentMethod;
    reason: string;
    idempotencyKey: string;
  };
}

/** Stored value paid back to the customer (the money leaves the shop). */
export async function refundDepository(db: Db, { actor, customerId, body }: RefundDepositoryInput) {
  await ownSellerCustomer(db, actor.sellerId, customerId);
  return recordMovement(db, {
    actor,
    expected: { kind: 'REFUND', customerId, amount: -body.amount },
    request: body,
    build: async (tx) => ({
      customerId,
      currency: await sellerCurrency(tx, actor.sellerId),
      kind: 'REFUND',
      amount: -body.amount,
      paidAmount: body.amount,
      paymentMethod: body.paymentMethod,
      reason: body.reason,
    }),
  });
}

export interface AdjustDepositoryInput {
  actor: DepositoryActor;
  customerId: number;
  body: { amount: number; reason: string; idempotencyKey: string };
}

/** A correction of the balance either way. */
export async function adjustDepository(db: Db, { actor, customerId, body }: AdjustDepositoryInput) {
  await ownSellerCustomer(db, actor.sellerId, customerId);
  return recordMovement(db, {
    actor,
    expected: { kind: 'ADJUST', customerId, amount: body.amount },
    request: body,
    build: async (tx) => ({
      customerId,
      currency: await sellerCurrency(tx, actor.sellerId),
      kind: 'ADJUST',
      amount: body.amount,
      reason: body.reason,
    }),
  });
}
