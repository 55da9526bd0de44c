import { ERROR_CODES, type TPayBalanceInput, type TPayPrepaymentResult } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentables } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { moneyTransaction } from '../../lib/money-transaction';
import { loadLinePayChannel } from '../payment-settings';
import { confirmInFlight, type PaymentableRow } from '../payments';
import { balanceNotDue, lockBalanceDue, requireBalanceMethod } from './balance-due';
import type { CheckoutContext } from './context';
import {
  answerPaid,
  linePayConfirming,
  type Paid,
  paymentByKey,
  payOnce,
  replayPaid,
  spendStoredValue,
} from './pay-by-depository';
import { replayLinePayment, requestLinePayment } from './pay-by-line-pay';
import { loadCustomerOrder, type OwnOrder, shopPaymentSettingsOf } from './payment-methods';

/**
 * The customer pays the rest of their confirmed order online (POST /v1/orders:pay, issue 15),
 * the way the prepayment is paid (decision 014): LINE Pay through the same request, landing and
 * confirm (which marks the BALANCE paid and leaves the order's status alone), or stored value in
 * one transaction. The same key answers the first attempt.
 */
export function payBalance(
  ctx: CheckoutContext,
  p: TPayBalanceInput & { userId: number },
): Promise<TPayPrepaymentResult> {
  return p.method === 'LINE_PAY' ? payBalanceByLinePay(ctx, p) : payBalanceByDepository(ctx, p);
}

async function payBalanceByLinePay(
  ctx: CheckoutContext,
  p: TPayBalanceInput & { userId: number },
): Promise<TPayPrepaymentResult> {
  const order = await loadCustomerOrder(ctx.db, p.userId, p.orderId);
  const idempotencyKey = `user:${p.userId}:${p.idempotencyKey}`;
  const earlier = await replayLinePayment(ctx, { order, idempotencyKey, type: 'BALANCE' });
  if (earlier) return earlier;
  requireBalanceMethod(await shopPaymentSettingsOf(ctx.db, order.shopId), 'LINE_PAY');
  const channel = await loadLinePayChannel(ctx, order.sellerId);
  if (!channel) {
    throw AppError.of(ERROR_CODES.PAYMENT_METHOD_NOT_ACCEPTED, '這間店目前不接受 LINE Pay 付款');
  }
  const now = ctx.clock();
  const opened = await moneyTransaction(ctx.db, async (m) => {
    await m.lockOrders([order.id]);
    return lockBalanceDue(m.db, order.id, now);
  });
  if ('reason' in opened) throw balanceNotDue(opened.reason);
  return requestLinePayment(ctx, {
    order: opened.order,
    due: opened.due,
    channel,
    idempotencyKey,
    userId: p.userId,
    productName: `預約尾款 ${order.orderNumber}`,
    returnTo: p.returnTo,
  });
}

/**
 * Stored value pays the rest in ONE transaction: the order's row locked (as a cancel takes
 * it), the balance due rechecked and its BALANCE paymentable PENDING → PAID, a DEPOSITORY
 * payment SUCCEEDED under the customer's key, the stored value spent (keyed `payment:<id>`, so
 * the account's row queues concurrent spends and refuses the one it no longer covers). All or
 * nothing; the order's status is not touched.
 */
async function payBalanceByDepository(
  ctx: CheckoutContext,
  p: TPayBalanceInput & { userId: number },
): Promise<TPayPrepaymentResult> {
  const now = ctx.clock();
  const order = await loadCustomerOrder(ctx.db, p.userId, p.orderId);
  const replay = (earlier: Paid) => replayPaid(order, earlier, 'BALANCE');
  return payOnce(ctx.db, {
    call: p,
    operation: 'checkout.payBalance',
    replay,
    check: async () =>
      requireBalanceMethod(await shopPaymentSettingsOf(ctx.db, order.shopId), 'DEPOSITORY'),
    // The order locked first (as a cancel takes it), refused while LINE Pay may be capturing
    // money of this order.
    pay: async (m, key) => {
      const tx = m.db;
      await m.lockOrders([order.id]);
      if (await confirmInFlight(tx, order.id)) {
        throw linePayConfirming(ERROR_CODES.BALANCE_NOT_DUE);
      }
      const opened = await lockBalanceDue(tx, order.id, now);
      if ('reason' in opened) {
        // Nothing due: a payment under this key (sent before keys were claimed) answers.
        const repeat = await paymentByKey(tx, key);
        if (repeat) return replay(repeat);
        throw balanceNotDue(opened.reason);
      }
      m.enterAccounts();
      const paid = await spendOnBalance(tx, {
        order: opened.order,
        due: opened.due,
        userId: p.userId,
        key,
        now,
      });
      return answerPaid(order, paid);
    },
  });
}

interface SpendOnBalanceInput {
  order: OwnOrder;
  due: PaymentableRow;
  userId: number;
  key: string;
  now: Date;
}

async function spendOnBalance(tx: Db, input: SpendOnBalanceInput): Promise<Paid> {
  const { due, now } = input;
  const [paidRow] = await tx
    .update(paymentables)
    .set({ status: 'PAID', paidAt: now })
    .where(and(eq(paymentables.id, due.id), eq(paymentables.status, 'PENDING')))
    .returning();
  const payment = await spendStoredValue(tx, { ...input, reason: '線上支付預約尾款' });
  return { payment, paymentable: paidRow! };
}
