import { ERROR_CODES, type TSellerTransferReport, TRANSFER_RETRY_HOURS } from '@haoyue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentables, payments, transferReports } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { moneyTransaction } from '../../lib/money-transaction';
import { confirmPrepaidOrder } from '../booking';
import { claimOrderMessage, deliverLater } from '../notifications';
import { paymentInFull } from '../payments';
import type { CheckoutContext } from './context';
import { getSellerTransferReport } from './transfer-reports';

/**
 * The shop decides on a reported bank transfer (decision 014, 6). Each decision is one
 * conditional UPDATE of the report (REPORTED → CONFIRMED | REJECTED) with its consequences in
 * the same transaction, so of a concurrent confirm and reject exactly one wins.
 */

type Decider = { sellerId: number; userId: number; reportId: number };

const DECIDED = '這筆轉帳回報已處理過';

/** The report's status now, for the one whose conditional update matched nothing. */
async function statusOf(tx: Db, reportId: number) {
  const [row] = await tx
    .select({ status: transferReports.status })
    .from(transferReports)
    .where(eq(transferReports.id, reportId));
  return row?.status;
}

/**
 * The money arrived: the report CONFIRMED, the prepayment REPORTED → PAID, a BANK_TRANSFER
 * payment (key `transfer-report:<id>`) and the order AWAITING_PREPAYMENT → CONFIRMED, whose
 * confirmation goes to the customer after the commit. An order cancelled meanwhile stays
 * cancelled, but the money is recorded (the shop refunds it itself). Confirming a confirmed
 * report answers it again; a rejected one is 409.
 */
export async function confirmTransferReport(
  ctx: CheckoutContext,
  p: Decider,
): Promise<TSellerTransferReport> {
  // 404 for another seller's report, before anything changes.
  const { orderId } = await getSellerTransferReport(ctx.db, p.sellerId, p.reportId);
  const now = ctx.clock();
  // One money transaction (decision 017): the order and its money locked first, as a cancel
  // takes them, so a confirm racing the customer's cancel waits instead of deadlocking.
  const message = await moneyTransaction(ctx.db, async (m) => {
    const tx = m.db;
    await m.lockOrderMoney(orderId);
    const [report] = await tx
      .update(transferReports)
      .set({ status: 'CONFIRMED', decidedAt: now, decidedBy: p.userId })
      .where(and(eq(transferReports.id, p.reportId), eq(transferReports.status, 'REPORTED')))
      .returning();
    if (!report) {
      if ((await statusOf(tx, p.reportId)) === 'CONFIRMED') return null;
      throw AppError.of(ERROR_CODES.TRANSFER_REPORT_DECIDED, `${DECIDED}（已標記為未收到款項）`);
    }
    const [paid] = await tx
      .update(paymentables)
      .set({ status: 'PAID', paidAt: now })
      .where(and(eq(paymentables.id, report.paymentableId), eq(paymentables.status, 'REPORTED')))
      .returning();
    // A waiting report keeps its prepayment REPORTED; anything else is a broken invariant.
    if (!paid) {
      throw AppError.of(ERROR_CODES.PREPAYMENT_NOT_DUE, '這筆預約的訂金已不在待確認狀態');
    }
    await tx
      .insert(payments)
      .values({
        ...paymentInFull(paid, 'BANK_TRANSFER'),
        status: 'SUCCEEDED',
        idempotencyKey: `transfer-report:${report.id}`,
        methodTransactionId: null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey });
    return confirmPrepaidOrder(tx, ctx, {
      orderId: paid.orderId,
      actor: 'SELLER',
      actorUserId: p.userId,
      method: 'BANK_TRANSFER',
      amount: paid.amount,
    });
  });
  deliverLater(ctx, message);
  return getSellerTransferReport(ctx.db, p.sellerId, p.reportId);
}

/**
 * The money did not arrive: the report REJECTED with the reason, and the prepayment pending
 * again with a deadline of at least TRANSFER_RETRY_HOURS from now, never past the order's
 * start (the expiry job takes it from there). The customer is sent the order's prepayment
 * reminder with the new deadline; the reason shows on the order page. An order cancelled
 * meanwhile owes nothing more: its prepayment becomes CANCELLED instead. A decided report is 409.
 */
export async function rejectTransferReport(
  ctx: CheckoutContext,
  p: Decider & { reason: string },
): Promise<TSellerTransferReport> {
  const { orderId } = await getSellerTransferReport(ctx.db, p.sellerId, p.reportId);
  const now = ctx.clock();
  const retryUntil = new Date(now.getTime() + TRANSFER_RETRY_HOURS * 3600_000).toISOString();
  const message = await moneyTransaction(ctx.db, async (m) => {
    const tx = m.db;
    await m.lockOrderMoney(orderId);
    const [report] = await tx
      .update(transferReports)
      .set({ status: 'REJECTED', rejectReason: p.reason, decidedAt: now, decidedBy: p.userId })
      .where(and(eq(transferReports.id, p.reportId), eq(transferReports.status, 'REPORTED')))
      .returning();
    if (!report) {
      const status = await statusOf(tx, p.reportId);
      throw AppError.of(
        ERROR_CODES.TRANSFER_REPORT_DECIDED,
        status === 'CONFIRMED' ? `${DECIDED}（已確認收款）` : `${DECIDED}（已標記為未收到款項）`,
      );
    }
    const awaiting = sql`exists (select 1 from ${orders} where ${orders.id} = ${paymentables.orderId}
      and ${orders.status} = 'AWAITING_PREPAYMENT')`;
    const start = sql`(select ${orders.startsAt} from ${orders} where ${orders.id} = ${paymentables.orderId})`;
    const [pending] = await tx
      .update(paymentables)
      .set({
        status: sql`case when ${awaiting} then 'PENDING' else 'CANCELLED' end`,
        deadline: sql`least(greatest(${paymentables.deadline}, ${retryUntil}::timestamptz), ${start})`,
      })
      .where(and(eq(paymentables.id, report.paymentableId), eq(paymentables.status, 'REPORTED')))
      .returning();
    if (!pending || pending.status !== 'PENDING') return null;
    return claimOrderMessage(tx, ctx.publicBaseUrl, {
      orderId: pending.orderId,
      kind: 'CONFIRMATION',
      dedupeKey: `transfer-rejected:${report.id}`,
    });
  });
  deliverLater(ctx, message);
  return getSellerTransferReport(ctx.db, p.sellerId, p.reportId);
}
