import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  plans,
  sellerBillingProfiles,
  sellerCards,
  shopBilling,
  shopLicenses,
  shops,
  systemOrders,
} from '../schema';
import type { SecretBox } from '../../lib/secret-box';
import { addMonths } from '../../modules/billing';
import { DAY_MS } from '../../lib/zoned-time';

/** The demo shops given another licence standing (none of them is used by an e2e spec). */
export const DEMO_BILLING_SHOPS = {
  /** A new shop on its 14-day trial (started 5 days ago). */
  trial: 'forest-lash-daan',
  /** Ended 3 days ago unpaid: in grace, still taking bookings. */
  grace: 'forest-spa-banqiao',
  /** Ended 20 days ago unpaid: past grace, online booking paused (its public page says so). */
  paused: 'forest-massage-taichung',
} as const;

/** Cards on file: 光點髮藝's seller and 指尖美學's (tokens the demo never charges). */
const DEMO_CARDS = [
  { shopSlug: 'lumiere-daan', brand: 'VISA', lastFour: '4242', expiryMonth: 12, expiryYear: 2029 },
  {
    shopSlug: 'fingertip-taichung',
    brand: 'MASTERCARD',
    lastFour: '4444',
    expiryMonth: 8,
    expiryYear: 2028,
  },
];

async function shopBySlug(db: Db, slug: string) {
  const [shop] = await db.select().from(shops).where(eq(shops.urlSlug, slug));
  if (!shop) throw new Error(`demo billing: no shop ${slug}`);
  return shop;
}

/**
 * Seller billing's demo: cards on file, a receipt profile and a year of monthly paid renewals
 * with receipts for 光點髮藝 大安店, and one shop each on trial, in grace and paused.
 */
export async function seedDemoBilling(db: Db, secrets: SecretBox, now: number): Promise<void> {
  for (const card of DEMO_CARDS) {
    const shop = await shopBySlug(db, card.shopSlug);
    const { shopSlug, ...shown } = card;
    await db
      .insert(sellerCards)
      .values({
        sellerId: shop.sellerId,
        ...shown,
        cardKeySealed: secrets.seal(`demo_card_key_${shopSlug}`),
        cardTokenSealed: secrets.seal(`demo_card_token_${shopSlug}`),
        addedAt: new Date(now - 400 * DAY_MS),
      })
      .onConflictDoNothing();
  }

  const lumiere = await shopBySlug(db, 'lumiere-daan');
  await db
    .insert(sellerBillingProfiles)
    .values({
      sellerId: lumiere.sellerId,
      receiptTaxId: '04595257',
      receiptTitle: '光點髮藝有限公司',
      receiptEmail: 'billing@lumiere.example',
    })
    .onConflictDoNothing();
  const [licence] = await db
    .select()
    .from(shopLicenses)
    .where(eq(shopLicenses.shopId, lumiere.id))
    .orderBy(shopLicenses.startsAt)
    .limit(1);
  const [plan] = await db.select().from(plans).where(eq(plans.id, licence!.planId));
  // Twelve monthly renewals before the current licence, each paid on its first day.
  for (let i = 12; i >= 1; i -= 1) {
    const startsAt = addMonths(licence!.startsAt, -i);
    const endsAt = addMonths(licence!.startsAt, -i + 1);
    const [order] = await db
      .insert(systemOrders)
      .values({
        sellerId: lumiere.sellerId,
        shopId: lumiere.id,
        planId: plan!.id,
        interval: 'MONTH',
        kind: 'RENEWAL',
        status: 'PAID',
        amount: plan!.monthlyPrice,
        currency: plan!.currency,
        periodStartsAt: startsAt,
        periodEndsAt: endsAt,
        idempotencyKey: `demo-renewal-${i}`,
        gatewayOrderNumber: `HYBDEMO${lumiere.id}M${i}`,
        gatewayTradeId: `DDEMO${lumiere.id}${String(i).padStart(4, '0')}`,
        cardLabel: 'VISA •••• 4242',
        createdBy: 'JOB',
        paidAt: startsAt,
        receiptTaxId: '04595257',
        receiptTitle: '光點髮藝有限公司',
        createdAt: new Date(startsAt.getTime() - 3 * DAY_MS),
        updatedAt: startsAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) continue;
    const year = new Date(startsAt.getTime() + 8 * 3600 * 1000).getUTCFullYear();
    await db
      .update(systemOrders)
      .set({ receiptNumber: `HY-${year}-${String(order.id).padStart(6, '0')}` })
      .where(eq(systemOrders.id, order.id));
    await db.insert(shopLicenses).values({
      shopId: lumiere.id,
      planId: plan!.id,
      status: 'ACTIVE',
      interval: 'MONTH',
      systemOrderId: order.id,
      startsAt,
      endsAt,
    });
  }

  await restand(db, DEMO_BILLING_SHOPS.trial, {
    status: 'TRIAL',
    startsAt: new Date(now - 5 * DAY_MS),
    endsAt: new Date(now + 9 * DAY_MS),
  });
  await restand(db, DEMO_BILLING_SHOPS.grace, {
    status: 'ACTIVE',
    startsAt: new Date(now - 33 * DAY_MS),
    endsAt: new Date(now - 3 * DAY_MS),
    failures: 3,
  });
  await restand(db, DEMO_BILLING_SHOPS.paused, {
    status: 'ACTIVE',
    startsAt: new Date(now - 50 * DAY_MS),
    endsAt: new Date(now - 20 * DAY_MS),
    failures: 5,
    pausedAt: new Date(now - 13 * DAY_MS),
  });
}

/** Replaces a demo shop's licence with one period of the given standing. */
async function restand(
  db: Db,
  slug: string,
  standing: {
    status: 'TRIAL' | 'ACTIVE';
    startsAt: Date;
    endsAt: Date;
    failures?: number;
    pausedAt?: Date;
  },
) {
  const shop = await shopBySlug(db, slug);
  await db
    .delete(shopLicenses)
    .where(
      and(eq(shopLicenses.shopId, shop.id), inArray(shopLicenses.status, ['TRIAL', 'ACTIVE'])),
    );
  const [plan] = await db
    .select()
    .from(plans)
    .where(eq(plans.currency, shop.currency))
    .orderBy(plans.position)
    .limit(1);
  await db.insert(shopLicenses).values({
    shopId: shop.id,
    planId: plan!.id,
    status: standing.status,
    interval: 'MONTH',
    startsAt: standing.startsAt,
    endsAt: standing.endsAt,
  });
  await db
    .update(shopBilling)
    .set({
      nextPlanId: plan!.id,
      renewalFailures: standing.failures ?? 0,
      // Its renewal is tried again no sooner than a day from now (the renewal pass queues the
      // item to start then; the demo sellers have no card).
      nextAttemptAt: standing.failures ? new Date(Date.now() + DAY_MS) : null,
    })
    .where(eq(shopBilling.shopId, shop.id));
  if (standing.pausedAt) {
    await db
      .update(shops)
      .set({ onlineBookingPausedAt: standing.pausedAt })
      .where(eq(shops.id, shop.id));
  }
}
