import {
  ERROR_CODES,
  type TErrorCode,
  type TPayPrepaymentInput,
  type TPayPrepaymentResult,
} from '@haoyue/contracts';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentables, payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type MoneyTx, moneyTransaction } from '../../lib/money-transaction';
import { violatesUnique } from '../../lib/pg-errors';
import { confirmPrepaidOrder } from '../booking';
import { moveDepository } from '../stored-value';
import { deliverLater } from '../notifications';
import {
  confirmInFlight,
  type PaymentableRow,
  paymentInFull,
  type PaymentRow,
  pendingPrepaymentOf,
  presentPaymentable,
} from '../payments';
import type { CheckoutContext } from './context';
import { loadCustomerOrder, type OwnOrder, shopPaymentSettingsOf } from './payment-methods';

/** The unique index a second payment under the same key trips. */
export const PAYMENT_KEY_CONSTRAINT = 'payments_idempotencyKey_unique';

/** A payment written under a key, with what it paid. */
export async function paymentByKey(db: Db, key: string): Promise<Paid | null> {
  const [row] = await db
    .select({ payment: payments, paymentable: paymentables })
    .from(payments)
    .innerJoin(paymentables, eq(paymentables.id, payments.paymentableId))
    .where(eq(payments.idempotencyKey, key));
  return row ?? null;
}

/** A payment with what it paid. */
export type Paid = { payment: PaymentRow; paymentable: PaymentableRow };

/** The stored-value payment `paid` as the customer's pay call answers it. */
export function answerPaid(order: OwnOrder, paid: Paid): TPayPrepaymentResult {
  const [payment] = presentPaymentable(paid.paymentable, [paid.payment]).payments!;
  return { orderId: order.id, orderKey: order.orderKey, payment: payment!, paymentUrl: null };
}

/**
 * The first answer of a key, when it paid this order by stored value (a paymentable of `type`,
 * when given); 409 if it paid anything else.
 */
export function replayPaid(
  order: OwnOrder,
  earlier: Paid,
  type?: PaymentableRow['type'],
): TPayPrepaymentResult {
  if (
    earlier.paymentable.orderId !== order.id ||
    (type !== undefined && earlier.paymentable.type !== type) ||
    earlier.payment.method !== 'DEPOSITORY'
  ) {
    throw AppError.of(
      ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      '這個付款請求已用於另一筆付款，這次的請求沒有執行',
    );
  }
  return answerPaid(order, earlier);
}

export interface PayOnceInput {
  /** The customer's call: who, the key as they sent it, the order and method (the claim's request). */
  call: { userId: number; idempotencyKey: string; orderId: number; method: string };
  /** The claim's operation (lib/money-transaction). */
  operation: string;
  /** Answers an earlier payment under the key (409 when it paid something else). */
  replay: (earlier: Paid) => TPayPrepaymentResult;
  /** Refuses the payment before any transaction (the shop's methods). */
  check: () => Promise<void>;
  /** The payment itself, inside the money transaction, under the payment key `key`. */
  pay: (m: MoneyTx, key: string) => Promise<TPayPrepaymentResult>;
}

/**
 * A customer's stored-value payment, once per key: a payment already under the key answers;
 * otherwise `pay` runs in ONE money transaction (decision 017) that first claims the key, and
 * when the same key was sent at the same moment, the payment that won answers.
 */
export async function payOnce(db: Db, p: PayOnceInput): Promise<TPayPrepaymentResult> {
  const { userId, idempotencyKey, orderId, method } = p.call;
  const key = `user:${userId}:${idempotencyKey}`;
  const earlier = await paymentByKey(db, key);
  if (earlier) return p.replay(earlier);
  await p.check();
  try {
    return await moneyTransaction(db, (m) => p.pay(m, key), {
      idempotency: {
        scope: `user:${userId}`,
        key: idempotencyKey,
        operation: p.operation,
        request: { orderId, method },
      },
    });
  } catch (error) {
    // The same key sent for another payment at the same moment: the first payment answers.
    if (!violatesUnique(error, PAYMENT_KEY_CONSTRAINT)) throw error;
    const winner = await paymentByKey(db, key);
    if (!winner) throw error;
    return p.replay(winner);
  }
}

/** 409 while LINE Pay may be capturing this order's money (decision 017). */
export function linePayConfirming(code: TErrorCode = ERROR_CODES.PREPAYMENT_NOT_DUE): AppError {
  return AppError.of(code, '這筆預約的 LINE Pay 付款正在確認中，請稍候片刻再查看付款結果');
}

/**
 * Stored value pays the prepayment (decision 014, point 4), in ONE money transaction (decision
 * 017): the customer's key claimed, the order, its prepayment and payments locked in that
 * order, refused while a LINE Pay confirm is in flight; the prepayment PENDING → PAID, a
 * DEPOSITORY payment SUCCEEDED under the customer's key, the balance spent (a SPEND keyed
 * `payment:<id>`, refused when the balance no longer covers it) and the order confirmed; all or
 * nothing. The confirmation is delivered after the commit. The same key answers the first
 * payment, even when sent again at the same moment.
 */
export async function payByDepository(
  ctx: CheckoutContext,
  p: TPayPrepaymentInput & { userId: number },
): Promise<TPayPrepaymentResult> {
  const now = ctx.clock();
  const order = await loadCustomerOrder(ctx.db, p.userId, p.orderId);
  const replay = (earlier: Paid) => replayPaid(order, earlier);
  return payOnce(ctx.db, {
    call: p,
    operation: 'checkout.payPrepayment',
    replay,
    check: async () => {
      const settings = await shopPaymentSettingsOf(ctx.db, order.shopId);
      if (!settings?.methods.includes('DEPOSITORY')) {
        throw AppError.of(ERROR_CODES.PAYMENT_METHOD_NOT_ACCEPTED, '這家店不接受以儲值金付款');
      }
    },
    pay: async (m, key) => {
      await m.lockOrderMoney(order.id);
      const again = await paymentByKey(m.db, key);
      if (again) return replay(again);
      if (await confirmInFlight(m.db, order.id)) throw linePayConfirming();
      const paid = await payInTransaction(ctx, { m, order, userId: p.userId, key, now });
      m.afterCommit(() => deliverLater(ctx, paid.message));
      return answerPaid(order, paid);
    },
  });
}

interface PayInTransactionInput {
  m: MoneyTx;
  order: OwnOrder;
  userId: number;
  key: string;
  now: Date;
}

async function payInTransaction(
  ctx: CheckoutContext,
  { m, order, userId, key, now }: PayInTransactionInput,
) {
  const tx = m.db;
  const [due] = await tx
    .update(paymentables)
    .set({ status: 'PAID', paidAt: now })
    .where(
      and(
        pendingPrepaymentOf(order.id),
        or(isNull(paymentables.deadline), gt(paymentables.deadline, now)),
      ),
    )
    .returning();
  if (!due) {
    throw AppError.of(
      ERROR_CODES.PREPAYMENT_NOT_DUE,
      '這筆預約沒有待付的訂金（可能已付款、已回報轉帳、已逾期或已取消）',
    );
  }
  m.enterAccounts();
  const payment = await spendStoredValue(tx, {
    order,
    due,
    userId,
    key,
    now,
    reason: '線上支付預約訂金',
  });
  const message = await confirmPrepaidOrder(tx, ctx, {
    orderId: order.id,
    actor: 'CUSTOMER',
    actorUserId: userId,
    method: 'DEPOSITORY',
    amount: due.amount,
  });
  return { payment, paymentable: due, message };
}

/**
 * In the caller's transaction, after it marked `due` paid: the stored-value payment (SUCCEEDED)
 * and the depository SPEND it makes (keyed by the payment, so it is taken once).
 */
export async function spendStoredValue(
  tx: Db,
  p: {
    order: Pick<OwnOrder, 'id' | 'sellerId' | 'customerId'>;
    due: PaymentableRow;
    userId: number;
    key: string;
    now: Date;
    /** The depository line's reason, as the customer's history shows it. */
    reason: string;
  },
): Promise<PaymentRow> {
  const [payment] = await tx
    .insert(payments)
    .values({
      ...paymentInFull(p.due, 'DEPOSITORY'),
      status: 'SUCCEEDED',
      idempotencyKey: p.key,
      userId: p.userId,
      sellerId: p.order.sellerId,
    })
    .returning();
  await moveDepository(tx, {
    sellerId: p.order.sellerId,
    customerId: p.order.customerId,
    currency: p.due.currency,
    kind: 'SPEND',
    amount: -p.due.amount,
    orderId: p.order.id,
    reason: p.reason,
    actorUserId: p.userId,
    idempotencyKey: `payment:${payment!.id}`,
    now: p.now,
  });
  return payment!;
}
