import {
  ERROR_CODES,
  type TBalanceDue,
  type TCurrency,
  type TOnlinePaymentMethod,
  type TPrepaymentMethodOption,
} from '@haoyue/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  loadPayments,
  openBalancePaymentable,
  type PaymentableRow,
  paymentableOf,
  presentPaymentable,
  remainingBalanceOf,
} from '../payments';
import type { CheckoutContext } from './context';
import { toLinePayAmount } from './line-pay-settle';
import type { OwnOrder, ShopPaymentSettingsRow } from './rows';
import { usableDepository } from './usable-depository';

/**
 * When the rest of an order (尾款) can be paid online (orders:pay, issue 15): the shop allows
 * it, the order is confirmed (its prepayment, if any, paid) and has not started, and something
 * remains. Shared by the payment itself and by what the order page is told.
 */

/** The methods the balance may be paid with online (bank transfers are for the prepayment). */
export type BalanceMethod = 'LINE_PAY' | 'DEPOSITORY';

export const notAllowedMessage = '這間店未開放線上支付尾款';

/** Why the rest of the order cannot be paid online now, by its state (null: it can). */
export function balanceBlockedReason(
  order: Pick<OwnOrder, 'status' | 'startsAt'>,
  remaining: number,
  now: Date,
): string | null {
  switch (order.status) {
    case 'AWAITING_PREPAYMENT':
      return '請先完成訂金付款';
    case 'CANCELLED':
      return '預約已取消';
    case 'CONFIRMED':
      break;
    default:
      return '預約已結束';
  }
  if (order.startsAt.getTime() <= now.getTime()) return '預約已開始，請於店內結帳';
  if (remaining <= 0) return '尾款已付清';
  return null;
}

/** 409 E_BALANCE_NOT_DUE with the reason. */
export const balanceNotDue = (reason: string) =>
  AppError.of(ERROR_CODES.BALANCE_NOT_DUE, `目前無法線上支付尾款：${reason}`);

/**
 * 409 E_PAYMENT_METHOD_NOT_ACCEPTED unless the shop lets customers pay the rest online and takes
 * `method` (LINE Pay's channel is checked by the caller, which needs it).
 */
export function requireBalanceMethod(
  settings: ShopPaymentSettingsRow | null,
  method: BalanceMethod,
): void {
  if (!settings?.allowOnlineBalance) {
    throw AppError.of(ERROR_CODES.PAYMENT_METHOD_NOT_ACCEPTED, notAllowedMessage);
  }
  if (!settings.methods.includes(method)) {
    throw AppError.of(
      ERROR_CODES.PAYMENT_METHOD_NOT_ACCEPTED,
      method === 'LINE_PAY' ? '這間店目前不接受 LINE Pay 付款' : '這家店不接受以儲值金付款',
    );
  }
}

/**
 * In the caller's transaction: locks the order's row (first, as the cancel and LINE Pay's
 * settlement take it, so a cancel either comes before and is seen here, or after and cancels
 * what is opened here), checks the balance is due, and opens the BALANCE paymentable owing what
 * remains. `{ reason }` when nothing is due.
 */
export async function lockBalanceDue(
  tx: Db,
  orderId: number,
  now: Date,
): Promise<{ order: OwnOrder; due: PaymentableRow } | { reason: string }> {
  await tx.execute(sql`select id from orders where id = ${orderId} for update`);
  const [order] = await tx
    .select()
    .from(orders)
    .where(sql`${orders.id} = ${orderId}`);
  if (!order) return { reason: '找不到訂單' };
  const remaining = await remainingBalanceOf(tx, order);
  const reason = balanceBlockedReason(order, remaining, now);
  if (reason) return { reason };
  const due = await openBalancePaymentable(tx, {
    orderId,
    amount: remaining,
    currency: order.currency,
  });
  return due ? { order, due } : { reason: '尾款已付清' };
}

/** One way to pay online, with why not when it can't be used now (and the stored value's balance). */
export const option = (
  method: TOnlinePaymentMethod,
  unavailableReason: string | null,
  balance: number | null = null,
): TPrepaymentMethodOption => ({
  method,
  available: unavailableReason === null,
  unavailableReason,
  balance,
});

export interface PresentBalanceDueInput {
  order: OwnOrder;
  settings: ShopPaymentSettingsRow | null;
  hasLinePayChannel: boolean;
}

/**
 * What the order page is told of the rest (POST /v1/orders:prepayment-payment-methods'
 * `balanceDue`): the amount remaining, whether the shop allows paying it online, the methods
 * with their availability (stored value: the usable balance), and the BALANCE paymentable's
 * attempts.
 */
export async function presentBalanceDue(
  ctx: CheckoutContext,
  { order, settings, hasLinePayChannel }: PresentBalanceDueInput,
): Promise<TBalanceDue> {
  const { db } = ctx;
  const now = ctx.clock();
  const [remaining, paymentable] = await Promise.all([
    remainingBalanceOf(db, order),
    // Null before the customer first tried to pay the rest.
    paymentableOf(db, order.id, 'BALANCE'),
  ]);
  const allowed = settings?.allowOnlineBalance ?? false;
  const blocked = allowed ? balanceBlockedReason(order, remaining, now) : notAllowedMessage;
  const methods: TPrepaymentMethodOption[] = [];
  for (const method of allowed ? settings!.methods : []) {
    if (method === 'LINE_PAY' && hasLinePayChannel) {
      const payable = toLinePayAmount(remaining, order.currency) !== null || remaining === 0;
      methods.push(option(method, blocked ?? (payable ? null : '此金額無法以 LINE Pay 支付')));
    } else if (method === 'DEPOSITORY') {
      const { balance, expired } = await usableDepository(db, {
        order,
        currency: order.currency,
        now,
      });
      const short = balance < remaining;
      const reason = blocked ?? (short ? (expired ? '儲值金已過期' : '儲值金餘額不足') : null);
      methods.push(option(method, reason, balance));
    }
  }
  const payable = blocked === null && methods.some((m) => m.available);
  return {
    amount: remaining,
    currency: order.currency as TCurrency,
    allowed,
    payable,
    unavailableReason: payable ? null : (blocked ?? '目前沒有可用的線上付款方式'),
    methods,
    paymentable: paymentable
      ? presentPaymentable(paymentable, await loadPayments(db, [paymentable.id]))
      : null,
  };
}
