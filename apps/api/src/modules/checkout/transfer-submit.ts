import { ERROR_CODES, type TReportTransferInput, type TTransferReport } from '@haoyue/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import {
  customers,
  orders,
  paymentables,
  shopPaymentSettings,
  transferReports,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { moneyTransaction } from '../../lib/money-transaction';
import { confirmInFlight, pendingPrepaymentOf } from '../payments';
import { linePayConfirming } from './pay-by-depository';
import type { CheckoutContext } from './context';
import { presentTransferReport } from './transfer-reports';

/** A transfer time this far ahead of our clock is still taken (the customer's phone may run fast). */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The customer reports a bank transfer for their order's prepayment (帳號末五碼, amount, time).
 * In one transaction the pending prepayment becomes REPORTED (conditional: of two reports, or a
 * report racing the expiry job or a payment, one wins) and the report is written; the expiry job
 * only expires PENDING prepayments, so a reported one waits for the shop. An amount other than
 * the prepayment is kept as reported: the shop sees it and decides.
 */
export async function reportTransfer(
  ctx: CheckoutContext,
  p: TReportTransferInput & { userId: number },
): Promise<TTransferReport> {
  const now = ctx.clock();
  const owned = ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, p.userId));
  const [order] = await ctx.db
    .select({ id: orders.id, shopId: orders.shopId })
    .from(orders)
    .where(and(eq(orders.id, p.orderId), inArray(orders.customerId, owned)));
  if (!order) throw notFound('找不到這筆預約');

  const [settings] = await ctx.db
    .select({ methods: shopPaymentSettings.methods })
    .from(shopPaymentSettings)
    .where(eq(shopPaymentSettings.shopId, order.shopId));
  if (!settings?.methods.includes('BANK_TRANSFER')) {
    throw AppError.of(ERROR_CODES.PAYMENT_METHOD_NOT_ACCEPTED, '這間店不接受銀行轉帳付款');
  }

  const transferredAt = new Date(p.transferredAt);
  if (transferredAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw AppError.of(
      ERROR_CODES.VALIDATION,
      '轉帳時間不能晚於現在，請確認轉帳的日期與時間',
      'transferredAt',
    );
  }

  // One money transaction (decision 017): the order's rows locked in order; refused while LINE
  // Pay may be capturing the same prepayment.
  const report = await moneyTransaction(ctx.db, async (m) => {
    const tx = m.db;
    await m.lockOrderMoney(order.id);
    if (await confirmInFlight(tx, order.id)) throw linePayConfirming();
    const [due] = await tx
      .update(paymentables)
      .set({ status: 'REPORTED' })
      .where(pendingPrepaymentOf(order.id))
      .returning();
    if (!due) {
      throw AppError.of(
        ERROR_CODES.PREPAYMENT_NOT_DUE,
        '這筆預約沒有待付的訂金（可能已付款、已回報轉帳或已逾期取消）',
      );
    }
    const [row] = await tx
      .insert(transferReports)
      .values({
        paymentableId: due.id,
        lastFiveDigits: p.lastFiveDigits,
        amount: p.amount,
        currency: due.currency,
        transferredAt,
        status: 'REPORTED',
        createdAt: now,
      })
      .returning();
    return row!;
  });
  return presentTransferReport(report, order.id);
}
