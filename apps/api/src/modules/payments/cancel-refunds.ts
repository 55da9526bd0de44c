import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentables, payments, refunds, shopPaymentSettings } from '../../db/schema';
import type { PaymentableRow } from './present-paymentables';
import type { RefundRow } from './refunds';
import { reserveRefund } from './refunds';

/** A shop without payment settings refunds in full until 24 hours before the start, then nothing. */
export const DEFAULT_REFUND_POLICY = { fullRefundHoursBefore: 24, lateRefundPercent: 0 } as const;
export type RefundPolicy = { fullRefundHoursBefore: number; lateRefundPercent: number };

/** Minor units per major unit: refunds are whole dollars, as LINE Pay refunds them. */
const MAJOR = 100;

/** The shop's refund policy (defaults when it has no payment settings). */
export async function refundPolicyOf(db: Db, shopId: number): Promise<RefundPolicy> {
  const [row] = await db
    .select({
      fullRefundHoursBefore: shopPaymentSettings.fullRefundHoursBefore,
      lateRefundPercent: shopPaymentSettings.lateRefundPercent,
    })
    .from(shopPaymentSettings)
    .where(eq(shopPaymentSettings.shopId, shopId));
  return row ?? { ...DEFAULT_REFUND_POLICY };
}

/**
 * What a cancellation gives back of a payment of `amount` (pure): all of it when the shop
 * cancels or the customer cancels at least `fullRefundHoursBefore` hours before the start;
 * later, `lateRefundPercent` of it rounded down to a whole dollar (0: the shop keeps it).
 */
export function cancelRefundAmount(
  policy: RefundPolicy,
  p: { amount: number; byShop: boolean; startsAt: Date; now: Date },
): number {
  const fullUntil = p.startsAt.getTime() - policy.fullRefundHoursBefore * 3_600_000;
  if (p.byShop || p.now.getTime() <= fullUntil) return p.amount;
  const share = Math.floor((p.amount * policy.lateRefundPercent) / 100 / MAJOR) * MAJOR;
  return Math.min(share, p.amount);
}

/** A stored-value refund the caller books on the customer's account (membership's ledger). */
export type StoredValueRefund = {
  refund: RefundRow;
  paymentId: number;
  amount: number;
  currency: string;
  /** What the payment paid: the prepayment (訂金) or the rest (尾款). */
  paymentableType: PaymentableRow['type'];
};

/** Online methods a cancellation refunds by itself; what the shop recorded it refunds itself. */
const REFUNDED_ON_CANCEL = ['LINE_PAY', 'DEPOSITORY'] as const;

/**
 * In the cancel transaction: reserves the refund of every online payment (LINE Pay, stored
 * value) of the order's prepayment under the shop's policy, and of its balance (尾款) in full
 * (it is not a deposit: the policy keeps only prepayments), keyed `cancel:<paymentId>` so a
 * repeated cancel refunds once. Stored value is given back at once through `refundStoredValue`
 * (the refund row becomes SUCCEEDED); LINE Pay refunds stay PENDING, for the caller to queue
 * (`queueRefund`) in the same transaction.
 * Returns the refunds reserved.
 */
export async function refundCancelledOrder(
  tx: Db,
  p: {
    orderId: number;
    shopId: number;
    startsAt: Date;
    now: Date;
    byShop: boolean;
    refundStoredValue: (tx: Db, r: StoredValueRefund) => Promise<void>;
  },
): Promise<RefundRow[]> {
  const paid = await tx
    .select({ payment: payments, type: paymentables.type })
    .from(payments)
    .innerJoin(paymentables, eq(paymentables.id, payments.paymentableId))
    .where(
      and(
        eq(paymentables.orderId, p.orderId),
        inArray(paymentables.type, ['PREPAYMENT', 'BALANCE']),
        inArray(payments.method, [...REFUNDED_ON_CANCEL]),
        inArray(payments.status, ['SUCCEEDED', 'PARTIALLY_REFUNDED']),
      ),
    )
    .orderBy(payments.id);
  if (paid.length === 0) return [];
  const policy = await refundPolicyOf(tx, p.shopId);
  const reserved: RefundRow[] = [];
  for (const { payment, type } of paid) {
    const due =
      type === 'BALANCE'
        ? payment.amount
        : cancelRefundAmount(policy, { ...p, amount: payment.amount });
    const amount = Math.min(due, payment.amount - payment.refundedAmount);
    if (amount <= 0) continue;
    const refund = await reserveRefund(tx, {
      paymentId: payment.id,
      amount,
      reason: p.byShop ? 'SELLER_CANCEL' : 'CUSTOMER_CANCEL',
      idempotencyKey: `cancel:${payment.id}`,
    });
    if (!refund) continue;
    if (payment.method === 'DEPOSITORY' && refund.status === 'PENDING') {
      await p.refundStoredValue(tx, {
        refund,
        paymentId: payment.id,
        amount: refund.amount,
        currency: payment.currency,
        paymentableType: type,
      });
      reserved.push(
        (await markRefundSucceeded(tx, { refundId: refund.id, providerRefundId: null })) ?? refund,
      );
    } else {
      reserved.push(refund);
    }
  }
  return reserved;
}

export interface MarkRefundSucceededInput {
  refundId: number;
  providerRefundId: string | null;
  note?: string | null;
}

/**
 * A refund the provider (or our own ledger) carried out: PENDING → SUCCEEDED with the provider's
 * refund id. Conditional, so a refund settled by someone else stays as it is (null then).
 */
export async function markRefundSucceeded(
  tx: Db,
  { refundId, providerRefundId, note = null }: MarkRefundSucceededInput,
): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'SUCCEEDED', providerRefundId, failureCode: note, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
    .returning();
  return row ?? null;
}
