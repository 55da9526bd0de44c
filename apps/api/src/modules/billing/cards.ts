import { CARD_REMOVAL_LOCK_DAYS, type TCard } from '@haoyue/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerCards, shopBilling, shopLicenses, shops } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  CardGatewayUnavailableError,
  type CardSecret,
  type SavedCard,
} from '../../platform/card-gateway/card-gateway';
import type { BillingContext } from './context';
import { DAY_MS } from './periods';
import { sellerCurrency } from '../../lib/member-items/seller-services';

export type CardRow = typeof sellerCards.$inferSelect;

export function presentCard(row: CardRow): TCard {
  return {
    brand: row.brand,
    lastFour: row.lastFour,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    addedAt: row.addedAt.toISOString(),
  };
}

export const cardLabelOf = (card: { brand: string; lastFour: string }) =>
  `${card.brand} •••• ${card.lastFour}`;

export const unavailable = () =>
  AppError.of('E_PAYMENT_PROVIDER_UNAVAILABLE', '金流服務暫時無法連線，請稍後再試');

export async function cardOf(db: Db, sellerId: number): Promise<CardRow | null> {
  const [row] = await db.select().from(sellerCards).where(eq(sellerCards.sellerId, sellerId));
  return row ?? null;
}

export function secretOf(ctx: Pick<BillingContext, 'secrets'>, row: CardRow): CardSecret {
  return {
    cardKey: ctx.secrets.open(row.cardKeySealed),
    cardToken: ctx.secrets.open(row.cardTokenSealed),
  };
}

/**
 * Keeps `card` as the seller's card on file (sealed), replacing the one before, which the
 * gateway then forgets (best effort: a failure there leaves only a token nobody uses).
 */
export async function keepCard(
  ctx: BillingContext,
  {
    sellerId,
    card,
    idempotencyKey,
  }: { sellerId: number; card: SavedCard; idempotencyKey: string | null },
): Promise<CardRow> {
  const before = await cardOf(ctx.db, sellerId);
  const values = {
    brand: card.details.brand,
    lastFour: card.details.lastFour,
    expiryMonth: card.details.expiryMonth,
    expiryYear: card.details.expiryYear,
    cardKeySealed: ctx.secrets.seal(card.secret.cardKey),
    cardTokenSealed: ctx.secrets.seal(card.secret.cardToken),
    idempotencyKey,
    addedAt: ctx.clock(),
  };
  const [row] = await ctx.db
    .insert(sellerCards)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: sellerCards.sellerId, set: values })
    .returning();
  if (before) await forget(ctx, before);
  return row!;
}

async function forget(ctx: BillingContext, row: CardRow): Promise<void> {
  try {
    await ctx.gateway.removeCard(secretOf(ctx, row));
  } catch (error) {
    ctx.log.warn({ err: error, sellerId: row.sellerId }, 'card gateway: removing a card failed');
  }
}

/** saveCard: binds the prime's card at the gateway and keeps it; the same key answers it again. */
export async function saveCard(
  ctx: BillingContext,
  { sellerId, prime, idempotencyKey }: { sellerId: number; prime: string; idempotencyKey: string },
): Promise<TCard> {
  const stored = await cardOf(ctx.db, sellerId);
  if (stored && stored.idempotencyKey === idempotencyKey) return presentCard(stored);
  const currency = await sellerCurrency(ctx.db, sellerId);
  let bound;
  try {
    bound = await ctx.gateway.bindCard({ prime, currency });
  } catch (error) {
    if (error instanceof CardGatewayUnavailableError) throw unavailable();
    throw error;
  }
  if (!bound.ok) throw AppError.of('E_PAYMENT_DECLINED', bound.reason);
  return presentCard(await keepCard(ctx, { sellerId, card: bound.card, idempotencyKey }));
}

/**
 * Removes the card on file, refused while one of the seller's shops auto-renews within
 * CARD_REMOVAL_LOCK_DAYS (turn its auto-renew off first).
 */
export async function removeCard(ctx: BillingContext, sellerId: number): Promise<void> {
  const stored = await cardOf(ctx.db, sellerId);
  if (!stored) return;
  const now = ctx.clock();
  const horizon = new Date(now.getTime() + CARD_REMOVAL_LOCK_DAYS * DAY_MS).toISOString();
  const [due] = await ctx.db
    .select({ shopId: shops.id })
    .from(shops)
    .innerJoin(shopBilling, eq(shopBilling.shopId, shops.id))
    .where(
      and(
        eq(shops.sellerId, sellerId),
        eq(shopBilling.autoRenew, true),
        sql`(select max(${shopLicenses.endsAt}) from ${shopLicenses} where ${shopLicenses.shopId} = ${shops.id} and ${inArray(shopLicenses.status, ['TRIAL', 'ACTIVE'])}) between ${now.toISOString()}::timestamptz and ${horizon}::timestamptz`,
      ),
    )
    .limit(1);
  if (due) {
    throw AppError.of(
      'E_CARD_REQUIRED',
      `有店家的授權將在 ${CARD_REMOVAL_LOCK_DAYS} 天內自動續約，請先關閉自動續約再移除付款卡`,
    );
  }
  await ctx.db.delete(sellerCards).where(eq(sellerCards.sellerId, sellerId));
  await forget(ctx, stored);
}
