import { randomBytes } from 'node:crypto';
import type { TBillingInterval, TSystemOrder, ZChargeResult } from '@haoyue/contracts';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, sellerBillingProfiles, shops, systemOrders } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import {
  CardGatewayUnavailableError,
  type ChargeOutcome,
} from '../../platform/card-gateway/card-gateway';
import { cardLabelOf, cardOf, keepCard, secretOf, unavailable } from './cards';
import type { BillingContext } from './context';
import { latestLicence, settlePaid } from './licences';
import { getSystemOrder, type SystemOrderRow } from './orders';
import { nextPeriodStart, periodEnd } from './periods';

type PlanRow = typeof plans.$inferSelect;
type TChargeResult = z.infer<typeof ZChargeResult>;

/** Ours, unique for ever (also across reset databases): the gateway's order_number. */
export const newOrderNumber = () =>
  `HYB${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;

export const priceOf = (plan: PlanRow, interval: TBillingInterval) =>
  interval === 'YEAR' ? plan.yearlyPrice : plan.monthlyPrice;

/** Postgres' unique violation, on the named index. */
export function violates(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505' && (e.constraint === constraint || String(e).includes(constraint)))
    return true;
  return e.cause ? violates(e.cause, constraint) : false;
}

export interface NewOrder {
  sellerId: number;
  shopId: number;
  plan: PlanRow;
  interval: TBillingInterval;
  kind: 'PURCHASE' | 'RENEWAL';
  periodStartsAt: Date;
  idempotencyKey: string;
  cardLabel: string | null;
  createdBy: 'SELLER' | 'JOB';
  createdByUserId: number | null;
}

/**
 * Writes the PENDING order before any gateway call (committed on its own: no transaction is
 * held across the call). Null when the period already has a PENDING or PAID charge: the
 * partial unique index refuses it, whoever raced for it.
 */
/**
 * The seller's shop (404 otherwise) and the plan the request names in `field`, which must exist
 * and be priced in the shop's currency (400 on that field otherwise).
 */
export async function shopAndPlan(
  db: Db,
  p: { sellerId: number; shopId: number; planId: number; field: 'planId' | 'nextPlanId' },
) {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, p.shopId), eq(shops.sellerId, p.sellerId)));
  if (!shop) throw notFound('找不到這間店');
  const [plan] = await db.select().from(plans).where(eq(plans.id, p.planId));
  if (!plan) throw invalid(p.field, '找不到這個方案');
  if (plan.currency !== shop.currency) throw invalid(p.field, '請選擇以店家幣別計價的方案');
  return { shop, plan };
}

export async function insertPendingOrder(
  db: Db,
  input: NewOrder,
  now: Date,
): Promise<SystemOrderRow | null> {
  const [profile] = await db
    .select()
    .from(sellerBillingProfiles)
    .where(eq(sellerBillingProfiles.sellerId, input.sellerId));
  try {
    const [row] = await db
      .insert(systemOrders)
      .values({
        sellerId: input.sellerId,
        shopId: input.shopId,
        planId: input.plan.id,
        interval: input.interval,
        kind: input.kind,
        status: 'PENDING',
        amount: priceOf(input.plan, input.interval),
        currency: input.plan.currency,
        periodStartsAt: input.periodStartsAt,
        periodEndsAt: periodEnd(input.periodStartsAt, input.interval),
        idempotencyKey: input.idempotencyKey,
        gatewayOrderNumber: newOrderNumber(),
        cardLabel: input.cardLabel,
        createdBy: input.createdBy,
        createdByUserId: input.createdByUserId,
        receiptTaxId: profile?.receiptTaxId ?? null,
        receiptTitle: profile?.receiptTitle ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (violates(error, 'system_orders_one_charge_per_period')) return null;
    throw error;
  }
}

/** A declined charge: FAILED with the bank's reason (only from PENDING). */
export async function settleFailed(
  db: Db,
  order: SystemOrderRow,
  { reason, tradeId, now }: { reason: string; tradeId: string | null; now: Date },
): Promise<void> {
  await db
    .update(systemOrders)
    .set({ status: 'FAILED', failureReason: reason, gatewayTradeId: tradeId, updatedAt: now })
    .where(and(eq(systemOrders.id, order.id), eq(systemOrders.status, 'PENDING')));
}

/** Settles an order by what the gateway answered; AWAITING_3DS keeps it PENDING. */
export async function settleOutcome(
  ctx: BillingContext,
  order: SystemOrderRow,
  outcome: ChargeOutcome,
): Promise<void> {
  const now = ctx.clock();
  if (outcome.status === 'PAID') {
    await settlePaid(ctx.db, order, { tradeId: outcome.tradeId, now });
  } else if (outcome.status === 'DECLINED') {
    await settleFailed(ctx.db, order, { reason: outcome.reason, tradeId: outcome.tradeId, now });
  } else {
    await ctx.db
      .update(systemOrders)
      .set({ gatewayTradeId: outcome.tradeId, updatedAt: now })
      .where(eq(systemOrders.id, order.id));
  }
}

/** Where the bank's 3-D Secure page sends the owner back, and where TapPay reports the result. */
export function threeDSecureUrls(ctx: BillingContext, orderId: number) {
  return {
    frontendRedirectUrl: `${ctx.publicBaseUrl}/dashboard/license?systemOrderId=${orderId}`,
    backendNotifyUrl: `${ctx.publicBaseUrl}/v1/card-gateway/notify`,
  };
}

const declined = (reason: string) => AppError.of('E_PAYMENT_DECLINED', reason);

/**
 * purchaseLicence: one period of `plan` from the end of the current one (or now), charged to
 * the card on file or to `prime` (then kept as the card on file). The same idempotency key
 * answers the first result and never charges twice.
 */
export async function purchaseLicence(
  ctx: BillingContext,
  input: {
    sellerId: number;
    shopId: number;
    userId: number;
    planId: number;
    interval: TBillingInterval;
    prime?: string | undefined;
    idempotencyKey: string;
  },
): Promise<TChargeResult> {
  const { db } = ctx;
  const [replayed] = await db
    .select()
    .from(systemOrders)
    .where(
      and(
        eq(systemOrders.sellerId, input.sellerId),
        eq(systemOrders.idempotencyKey, input.idempotencyKey),
      ),
    );
  if (replayed) return replay(ctx, replayed, input);
  const { shop, plan } = await shopAndPlan(db, { ...input, field: 'planId' });
  const card = input.prime ? null : await cardOf(db, input.sellerId);
  if (!input.prime && !card) throw AppError.of('E_CARD_REQUIRED', '請先新增付款卡');
  const now = ctx.clock();
  const latest = await latestLicence(db, shop.id);
  const order = await insertPendingOrder(
    db,
    {
      sellerId: input.sellerId,
      shopId: shop.id,
      plan,
      interval: input.interval,
      kind: 'PURCHASE',
      periodStartsAt: nextPeriodStart(latest?.endsAt ?? null, now),
      idempotencyKey: input.idempotencyKey,
      cardLabel: card ? cardLabelOf(card) : null,
      createdBy: 'SELLER',
      createdByUserId: input.userId,
    },
    now,
  ).catch((error: unknown) => {
    if (violates(error, 'system_orders_seller_idempotency')) return 'RACED' as const;
    throw error;
  });
  if (order === 'RACED') return purchaseLicence(ctx, input);
  if (!order) {
    throw AppError.of(
      'E_SYSTEM_ORDER_STATE',
      '這間店的下一期授權已付款或正在付款中，請稍後查看帳單紀錄',
    );
  }
  const charge = {
    amount: order.amount,
    currency: order.currency,
    orderNumber: order.gatewayOrderNumber!,
    details: `好約 ${plan.name}`,
    threeDSecure: threeDSecureUrls(ctx, order.id),
  };
  let outcome: ChargeOutcome;
  try {
    outcome = input.prime
      ? await ctx.gateway.payByPrime({ ...charge, prime: input.prime, remember: true })
      : await ctx.gateway.payByToken({ ...charge, card: secretOf(ctx, card!) });
  } catch (error) {
    // The outcome is unknown: the order stays PENDING and is reconciled by its order number.
    if (error instanceof CardGatewayUnavailableError) throw unavailable();
    throw error;
  }
  if (outcome.card) {
    const kept = await keepCard(ctx, {
      sellerId: input.sellerId,
      card: outcome.card,
      idempotencyKey: null,
    });
    await db
      .update(systemOrders)
      .set({ cardLabel: cardLabelOf(kept) })
      .where(eq(systemOrders.id, order.id));
  }
  await settleOutcome(ctx, order, outcome);
  if (outcome.status === 'DECLINED') throw declined(outcome.reason);
  return {
    order: await getSystemOrder(db, { sellerId: input.sellerId, systemOrderId: order.id }),
    paymentUrl: outcome.status === 'AWAITING_3DS' ? outcome.paymentUrl : null,
  };
}

/** The same key again: the first result, or 409 when it named another purchase. */
async function replay(
  ctx: BillingContext,
  order: SystemOrderRow,
  input: { shopId: number; planId: number; interval: TBillingInterval; sellerId: number },
): Promise<TChargeResult> {
  if (
    order.kind !== 'PURCHASE' ||
    order.shopId !== input.shopId ||
    order.planId !== input.planId ||
    order.interval !== input.interval
  ) {
    throw AppError.of('E_IDEMPOTENCY_KEY_REUSED', '這個請求編號已用於另一筆購買');
  }
  if (order.status === 'FAILED') throw declined(order.failureReason ?? '付款失敗');
  return {
    order: await getSystemOrder(ctx.db, { sellerId: input.sellerId, systemOrderId: order.id }),
    paymentUrl: null,
  };
}

/**
 * Asks the gateway how a PENDING order's charge ended (after 3-D Secure, a timeout, a crash)
 * and settles it: captured → PAID; failed or never taken → FAILED; still waiting → PENDING.
 * `giveUpIfMissing`: no record at all means the charge never happened (FAILED).
 */
export async function reconcileOrder(
  ctx: BillingContext,
  order: SystemOrderRow,
  {
    giveUpIfMissing,
    giveUpOnThreeDSecure = false,
  }: { giveUpIfMissing: boolean; giveUpOnThreeDSecure?: boolean },
): Promise<SystemOrderRow['status']> {
  if (order.status !== 'PENDING' || !order.gatewayOrderNumber) return order.status;
  const record = await ctx.gateway.queryByOrderNumber(order.gatewayOrderNumber);
  const now = ctx.clock();
  if (record && (record.status === 'PAID' || record.status === 'REFUNDED')) {
    await settlePaid(ctx.db, order, { tradeId: record.tradeId, now });
    return 'PAID';
  }
  const abandoned = record?.status === 'AWAITING_3DS' && giveUpOnThreeDSecure;
  if (record?.status === 'FAILED' || abandoned || (!record && giveUpIfMissing)) {
    await settleFailed(ctx.db, order, {
      reason: abandoned ? '3-D 驗證未完成' : record ? '付款未完成' : '金流未收到這筆付款',
      tradeId: record?.tradeId ?? null,
      now,
    });
    return 'FAILED';
  }
  return 'PENDING';
}

/** confirmSystemOrder: after 3-D Secure, settle by what the gateway says. */
export async function confirmSystemOrder(
  ctx: BillingContext,
  { sellerId, systemOrderId }: { sellerId: number; systemOrderId: number },
): Promise<TSystemOrder> {
  const [order] = await ctx.db
    .select()
    .from(systemOrders)
    .where(and(eq(systemOrders.id, systemOrderId), eq(systemOrders.sellerId, sellerId)));
  if (!order) throw notFound('找不到這筆帳單');
  try {
    await reconcileOrder(ctx, order, { giveUpIfMissing: false });
  } catch (error) {
    if (error instanceof CardGatewayUnavailableError) throw unavailable();
    throw error;
  }
  return getSystemOrder(ctx.db, { sellerId, systemOrderId });
}
