import { CURRENCY_MINOR_DIGITS, type TCurrency } from '@haoyue/contracts';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, refunds } from '../../db/schema';
import { LinePayUnavailableError } from '../../platform/line-pay/line-pay';
import type { LinePayChannel } from '../payment-settings';
import type { CheckoutContext } from './context';

/** A PENDING LINE Pay refund this run claimed, with its payment. */
export type ClaimedRefund = {
  id: number;
  paymentId: number;
  amount: number;
  /** Attempts including this one: above 1, an earlier attempt may have reached LINE Pay. */
  attempts: number;
  transactionId: string | null;
  sellerId: number | null;
  currency: string;
};

/** Our minor units as LINE Pay counts the currency (TWD: whole dollars). */
export function linePayRefundAmount(minor: number, currency: string): number {
  return minor / 10 ** (CURRENCY_MINOR_DIGITS[currency as TCurrency] ?? 2);
}

export interface RecordRefundEventInput {
  paymentId: number;
  kind: string;
  returnCode: string | null;
  detail: Record<string, unknown>;
}

/** A provider call about a payment, for support ("was I refunded?"). */
export async function recordRefundEvent(
  db: Db,
  { paymentId, kind, returnCode, detail }: RecordRefundEventInput,
): Promise<void> {
  await db.insert(paymentEvents).values({ paymentId, kind, returnCode, detail });
}

/**
 * Whether LINE Pay carried out this refund (its outcome was not heard): the payment's details
 * list its refunds, and ours is an entry of our amount that no other refund of ours already
 * claims. The entry, null when there is none, 'unknown' when LINE Pay did not answer.
 */
export async function findRefundInDetails(
  ctx: CheckoutContext,
  channel: LinePayChannel,
  refund: ClaimedRefund & { transactionId: string },
): Promise<{ refundTransactionId: string } | null | 'unknown'> {
  let result;
  try {
    result = await channel.gateway.details(channel.credentials, {
      transactionIds: [refund.transactionId],
    });
  } catch (error) {
    if (!(error instanceof LinePayUnavailableError)) throw error;
    return 'unknown';
  }
  await recordRefundEvent(ctx.db, {
    paymentId: refund.paymentId,
    kind: 'DETAILS',
    returnCode: result.returnCode,
    detail: {
      refundId: refund.id,
      ...(result.ok
        ? { refundList: result.info.flatMap((d) => d.refundList ?? []).map((r) => ({ ...r })) }
        : {}),
    },
  });
  if (!result.ok) return 'unknown';
  const known = new Set(
    (
      await ctx.db
        .select({ id: refunds.providerRefundId })
        .from(refunds)
        .where(
          and(
            eq(refunds.paymentId, refund.paymentId),
            ne(refunds.id, refund.id),
            isNotNull(refunds.providerRefundId),
          ),
        )
    ).map((r) => r.id),
  );
  const amount = linePayRefundAmount(refund.amount, refund.currency);
  const entry = result.info
    .filter((d) => d.transactionId === refund.transactionId)
    .flatMap((d) => d.refundList ?? [])
    .find((r) => Math.abs(r.refundAmount) === amount && !known.has(r.refundTransactionId));
  return entry ? { refundTransactionId: entry.refundTransactionId } : null;
}
