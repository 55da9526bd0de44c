import type {
  TCounterPaymentMethod,
  TDepository,
  TDepositoryTransaction,
  TDepositoryTransactionKind,
} from '@haoyue/contracts';
import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
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
import { answerKeyReplay, depositoryLedger, newestFirst } from '../../lib/ledger/ledger';
import { heldBy } from '../../lib/member-items/customer-records';
import { sellerCurrency } from '../../lib/member-items/seller-services';
import { moneyTransaction } from '../../lib/money-transaction';
import { readPage } from '../../lib/paging';
import {
  type DepositoryMovement,
  type DepositoryRow,
  findDepositoryMovement,
  moveDepository,
} from './depository-ledger';
import { ownTopUpPlan } from './top-up-plans';
import { idempotencyKeyReused, ownSellerCustomer } from './counter-checks';
import type { CounterActor } from '../../http/data-route';
import { DAY_MS } from '../../lib/zoned-time';

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
    .where(heldBy(depositories, { sellerId, customerId }))
    .orderBy(asc(depositories.id));
  return rows.map((r) => presentDepository(r, now));
}

/** Ledger rows with their account's currency, plan name, order number and recorder. */
function transactionsWhere(db: Db, where: SQL | undefined) {
  return db
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
    .orderBy(...newestFirst(depositoryTransactions));
}

type TransactionRow = Awaited<ReturnType<typeof transactionsWhere>>[number];

/** A ledger row as the counter reads it (pure). */
function presentTransaction({
  t,
  currency,
  planName,
  orderNumber,
  recordedBy,
}: TransactionRow): TDepositoryTransaction {
  return {
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
  };
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
    .where(heldBy(depositories, { sellerId, customerId }));
  const condition = and(
    eq(depositoryTransactions.sellerId, sellerId),
    inArray(depositoryTransactions.depositoryId, accounts),
  );
  const { rows, meta } = await readPage(transactionsWhere(db, condition), {
    count: db.select({ total: count() }).from(depositoryTransactions).where(condition),
    paging: q,
  });
  return { data: rows.map(presentTransaction), meta };
}

interface AnswerInput {
  transactionId: number;
  depository: DepositoryRow;
  now: Date;
}

/** What a movement answers: the recorded row (presented) and its account. */
async function answer(db: Db, { transactionId, depository, now }: AnswerInput) {
  const [transaction] = await transactionsWhere(db, eq(depositoryTransactions.id, transactionId));
  return {
    transaction: presentTransaction(transaction!),
    depository: presentDepository(depository, now),
  };
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
  now: Date;
}

/** The answer of a key already used, if it is this movement (409 if it is another). */
async function earlierAnswer(db: Db, { sellerId, key, expected, now }: EarlierMovementInput) {
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
  return answer(db, {
    transactionId: earlier.transaction.id,
    depository: earlier.depository,
    now,
  });
}

/** The movement a counter call asks for, beside its kind, customer and amount. */
type MovementParts = Partial<Omit<DepositoryMovement, 'idempotencyKey' | 'now' | 'sellerId'>>;

interface RecordMovementInput {
  actor: DepositoryActor;
  expected: Expected;
  request: { idempotencyKey: string };
  /** The rest of the movement, read in the transaction (the seller's currency unless given). */
  build?: (tx: Db) => Promise<MovementParts>;
}

/**
 * Records one movement of one of the seller's customers in one money transaction (decision
 * 017): the key is claimed first, so a concurrent duplicate waits for this one and answers its
 * answer; a key seen before the claims existed answers its first movement (checked before the
 * request's own rules, so a retry after a plan was switched off still gets its answer); a key
 * of another request is 409.
 */
async function recordMovement(db: Db, { actor, expected, request, build }: RecordMovementInput) {
  await ownSellerCustomer(db, actor.sellerId, expected.customerId);
  const earlier = {
    sellerId: actor.sellerId,
    key: request.idempotencyKey,
    expected,
    now: actor.now,
  };
  return answerKeyReplay(
    // A payment's SPEND under the same ledger key (not a counter claim): answer the first.
    [depositoryLedger.keyIndex],
    () =>
      moneyTransaction(
        db,
        async (m) => {
          const replay = await earlierAnswer(m.db, earlier);
          if (replay) return replay;
          const parts = (await build?.(m.db)) ?? {};
          const currency = parts.currency ?? (await sellerCurrency(m.db, actor.sellerId));
          m.enterAccounts();
          const moved = await moveDepository(m.db, {
            customerId: expected.customerId,
            kind: expected.kind,
            amount: expected.amount!,
            ...parts,
            currency,
            sellerId: actor.sellerId,
            actorUserId: actor.userId,
            idempotencyKey: request.idempotencyKey,
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
            key: request.idempotencyKey,
            operation: `stored-value.${expected.kind}`,
            request: { ...request, customerId: expected.customerId },
          },
        },
      ),
    () => earlierAnswer(db, earlier),
  );
}

/** A counter call on one of the seller's customers' stored value. */
interface CounterCall<Input> {
  actor: DepositoryActor;
  customerId: number;
  input: Input;
}

export type TopUpDepositoryInput = CounterCall<{
  topUpPlanId?: number | undefined;
  amount?: number | undefined;
  paidAmount?: number | undefined;
  paymentMethod: TCounterPaymentMethod;
  idempotencyKey: string;
}>;

/** A top-up at the counter, with a plan or a custom amount. */
export async function topUpDepository(db: Db, { actor, customerId, input }: TopUpDepositoryInput) {
  const { topUpPlanId, amount, paymentMethod } = input;
  return recordMovement(db, {
    actor,
    expected: {
      kind: 'TOP_UP',
      customerId,
      ...(amount !== undefined ? { amount } : {}),
      ...(topUpPlanId !== undefined ? { topUpPlanId } : {}),
    },
    request: input,
    build: async (tx) => {
      if (topUpPlanId === undefined) {
        return { paidAmount: input.paidAmount ?? amount!, paymentMethod, validUntil: null };
      }
      const plan = await ownTopUpPlan(tx, actor.sellerId, topUpPlanId).catch(() => {
        throw invalid('topUpPlanId', '找不到這個儲值方案');
      });
      if (!plan.isActive) throw AppError.of('E_ITEM_EXPIRED', '這個儲值方案已停用');
      return {
        currency: plan.currency,
        amount: plan.receiveAmount,
        paidAmount: plan.payAmount,
        paymentMethod,
        topUpPlanId: plan.id,
        validUntil:
          plan.validityDays === null
            ? null
            : new Date(actor.now.getTime() + plan.validityDays * DAY_MS),
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

export type SpendDepositoryInput = CounterCall<{
  amount: number;
  orderId?: number | undefined;
  reason?: string | null | undefined;
  idempotencyKey: string;
}>;

/** A spend at the counter, maybe against one of the customer's orders. */
export function spendDepository(db: Db, { actor, customerId, input }: SpendDepositoryInput) {
  const { orderId } = input;
  return recordMovement(db, {
    actor,
    expected: { kind: 'SPEND', customerId, amount: -input.amount },
    request: input,
    build: async (tx) => ({
      orderId:
        orderId === undefined
          ? null
          : await spendableOrder(tx, { sellerId: actor.sellerId, customerId, orderId }),
      reason: input.reason ?? null,
    }),
  });
}

export type RefundDepositoryInput = CounterCall<{
  amount: number;
  paymentMethod: TCounterPaymentMethod;
  reason: string;
  idempotencyKey: string;
}>;

/** Stored value paid back to the customer (the money leaves the shop). */
export function refundDepository(db: Db, { actor, customerId, input }: RefundDepositoryInput) {
  const { amount, paymentMethod, reason } = input;
  return recordMovement(db, {
    actor,
    expected: { kind: 'REFUND', customerId, amount: -amount },
    request: input,
    build: async () => ({ paidAmount: amount, paymentMethod, reason }),
  });
}

export type AdjustDepositoryInput = CounterCall<{
  amount: number;
  reason: string;
  idempotencyKey: string;
}>;

/** A correction of the balance either way. */
export function adjustDepository(db: Db, { actor, customerId, input }: AdjustDepositoryInput) {
  return recordMovement(db, {
    actor,
    expected: { kind: 'ADJUST', customerId, amount: input.amount },
    request: input,
    build: async () => ({ reason: input.reason }),
  });
}
