import {
  ERROR_CODES,
  type TPayPrepaymentInput,
  type TPayPrepaymentResult,
} from '@haoyue/contracts';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentables, payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { violatesUnique } from '../../lib/pg-errors';
import { confirmPrepaidOrder } from '../booking';
import { moveDepository } from '../stored-value';
import { deliverLater } from '../notifications';
import { type PaymentableRow, type PaymentRow, presentPaymentable } from '../payments';
import type { CheckoutContext } from './context';
import { loadCustomerOrder, type OwnOrder, shopPaymentSettingsOf } from './payment-methods';

/** The unique index a second payment under the same key trips. */
export const PAYMENT_KEY_CONSTRAINT = 'payments_idempotencyKey_unique';

/** A payment written under a key, with what it paid. */
export async function paymentByKey(
  db: Db,
  key: string,
): Promise<{ payment: PaymentRow; paymentable: PaymentableRow } | null> {
  const [row] = await db
    .select({ payment: payments, paymentable: paymentables })
    .from(payments)
    .innerJoin(paymentables, eq(paymentables.id, payments.paymentableId))
    .where(eq(payments.idempotencyKey, key));
  return row ?? null;
}

function answer(
  order: OwnOrder,
  paid: { payment: PaymentRow; paymentable: PaymentableRow },
): TPayPrepaymentResult {
  const [payment] = presentPaymentable(paid.paymentable, [paid.payment]).payments!;
  return { orderId: order.id, orderKey: order.orderKey, payment: payment!, paymentUrl: null };
}

/** The first answer of a key, when it paid this order by stored value; 409 if it paid anything else. */
function replay(
  order: OwnOrder,
  earlier: { payment: PaymentRow; paymentable: PaymentableRow },
): TPayPrepaymentResult {
  if (earlier.paymentable.orderId !== order.id || earlier.payment.method !== 'DEPOSITORY') {
    throw AppError.of(
      ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      '這個付款請求已用於其他付款，請重新整理後再試',
    );
  }
  return answer(order, earlier);
}

/**
 * Stored value pays the prepayment (decision 014, point 4), in ONE transaction: the prepayment
 * PENDING → PAID (conditional, so one payment wins), a DEPOSITORY payment SUCCEEDED under the
 * customer's key, the balance spent (a SPEND keyed `payment:<id>`, which queues concurrent
 * payments on the account's row and refuses the one the balance no longer covers) and the order
 * confirmed; all or nothing. The confirmation is delivered after the commit. The same key answers
 * the first payment.
 */
export async function payByDepository(
  ctx: CheckoutContext,
  p: TPayPrepaymentInput & { userId: number },
): Promise<TPayPrepaymentResult> {
  const { db } = ctx;
  const now = ctx.clock();
  const order = await loadCustomerOrder(db, p.userId, p.orderId);
  const key = `user:${p.userId}:${p.idempotencyKey}`;
  const earlier = await paymentByKey(db, key);
  if (earlier) return replay(order, earlier);
  const settings = await shopPaymentSettingsOf(db, order.shopId);
  if (!settings?.methods.includes('DEPOSITORY')) {
    throw AppError.of(ERROR_CODES.PAYMENT_METHOD_NOT_ACCEPTED, '這家店不接受以儲值金付款');
  }
  let paid: Awaited<ReturnType<typeof payInTransaction>>;
  try {
    paid = await db.transaction((tx) =>
      payInTransaction(ctx, tx as unknown as Db, order, p.userId, key, now),
    );
  } catch (error) {
    // The same key sent for another order at the same moment: the first payment answers.
    if (!violatesUnique(error, PAYMENT_KEY_CONSTRAINT)) throw error;
    const winner = await paymentByKey(db, key);
    if (!winner) throw error;
    return replay(order, winner);
  }
  if ('repeat' in paid) {
    if (paid.repeat) return replay(order, paid.repeat);
    throw AppError.of(
      ERROR_CODES.PREPAYMENT_NOT_DUE,
      '這筆預約沒有待付的訂金（可能已付款、已回報轉帳、已逾期或已取消）',
    );
  }
  deliverLater(ctx, paid.message);
  return answer(order, paid);
}

async function payInTransaction(
  ctx: CheckoutContext,
  tx: Db,
  order: OwnOrder,
  userId: number,
  key: string,
  now: Date,
) {
  const [due] = await tx
    .update(paymentables)
    .set({ status: 'PAID', paidAt: now })
    .where(
      and(
        eq(paymentables.orderId, order.id),
        eq(paymentables.type, 'PREPAYMENT'),
        eq(paymentables.status, 'PENDING'),
        or(isNull(paymentables.deadline), gt(paymentables.deadline, now)),
      ),
    )
    .returning();
  // Nothing pending: a concurrent call with this key may have just paid it (this UPDATE waited
  // for it, and each statement sees what committed before it), so look for that payment.
  if (!due) return { repeat: await paymentByKey(tx, key) };
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
      paymentableId: p.due.id,
      method: 'DEPOSITORY',
      amount: p.due.amount,
      currency: p.due.currency,
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
