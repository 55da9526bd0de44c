import {
  GRACE_DAYS,
  RENEWAL_LEAD_DAYS,
  type TBillingNotice,
  type TBillingProfileRequest,
  type TCurrency,
  type TLicenceStanding,
  type TSellerBilling,
  type TShopBilling,
} from '@haoyue/contracts';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, sellerBillingProfiles, shopBilling, shopLicenses, shops } from '../../db/schema';
import { presentPlan } from '../catalogue';
import { sellerCurrency } from '../../lib/member-items/seller-services';
import { cardOf, presentCard } from './cards';
import { shopAndPlan } from './charge';
import { DAY_MS } from './periods';

type LicenceWithPlan = {
  licence: typeof shopLicenses.$inferSelect;
  plan: typeof plans.$inferSelect;
};

/** Where a shop stands now, from its latest licence, its failures and its pause. */
export function standingOf(
  { latest, covering }: { latest: LicenceWithPlan | null; covering: LicenceWithPlan | null },
  { failures, pausedAt }: { failures: number; pausedAt: Date | null },
  now: Date,
): TLicenceStanding {
  if (pausedAt) return 'PAUSED';
  if (covering) {
    if (failures > 0) return 'RENEWAL_FAILED';
    return covering.licence.status === 'TRIAL' ? 'TRIAL' : 'ACTIVE';
  }
  if (!latest) return 'NONE';
  return latest.licence.endsAt.getTime() + GRACE_DAYS * DAY_MS > now.getTime() ? 'GRACE' : 'PAUSED';
}

/** Every (not closed) shop of the seller with its licence standing, in opening order. */
export async function shopBillings(db: Db, sellerId: number, now: Date): Promise<TShopBilling[]> {
  const shopRows = await db
    .select({ shop: shops, billing: shopBilling })
    .from(shops)
    .leftJoin(shopBilling, eq(shopBilling.shopId, shops.id))
    .where(and(eq(shops.sellerId, sellerId), ne(shops.reviewStatus, 'CLOSED')))
    .orderBy(asc(shops.id));
  if (!shopRows.length) return [];
  const licences = await db
    .select({ licence: shopLicenses, plan: plans })
    .from(shopLicenses)
    .innerJoin(plans, eq(plans.id, shopLicenses.planId))
    .where(
      and(
        inArray(
          shopLicenses.shopId,
          shopRows.map((r) => r.shop.id),
        ),
        inArray(shopLicenses.status, ['TRIAL', 'ACTIVE']),
      ),
    )
    .orderBy(desc(shopLicenses.endsAt), desc(shopLicenses.id));
  const nextPlanIds = shopRows.map((r) => r.billing?.nextPlanId).filter((id): id is number => !!id);
  const nextPlans = nextPlanIds.length
    ? await db.select().from(plans).where(inArray(plans.id, nextPlanIds))
    : [];
  return shopRows.map(({ shop, billing }) => {
    const own = licences.filter((l) => l.licence.shopId === shop.id);
    const latest = own[0] ?? null;
    const covering = own.find((l) => l.licence.startsAt <= now && l.licence.endsAt > now) ?? null;
    const shown = covering ?? latest;
    const nextPlan = nextPlans.find((p) => p.id === billing?.nextPlanId) ?? shown?.plan ?? null;
    const autoRenew = billing?.autoRenew ?? false;
    const failures = billing?.renewalFailures ?? 0;
    const ended = latest && latest.licence.endsAt <= now ? latest.licence.endsAt : null;
    const renewsAt =
      autoRenew && latest
        ? (billing?.nextAttemptAt ??
          new Date(
            Math.max(now.getTime(), latest.licence.endsAt.getTime() - RENEWAL_LEAD_DAYS * DAY_MS),
          ))
        : null;
    return {
      shopId: shop.id,
      shopName: shop.displayName,
      standing: standingOf(
        { latest, covering },
        { failures, pausedAt: shop.onlineBookingPausedAt },
        now,
      ),
      licence: shown
        ? {
            id: shown.licence.id,
            plan: presentPlan(shown.plan),
            interval: shown.licence.interval,
            status: shown.licence.status,
            startsAt: shown.licence.startsAt.toISOString(),
            endsAt: shown.licence.endsAt.toISOString(),
          }
        : null,
      coveredUntil: latest?.licence.endsAt.toISOString() ?? null,
      nextPlan: nextPlan ? presentPlan(nextPlan) : null,
      nextInterval: billing?.nextInterval ?? (shown ? shown.licence.interval : null),
      autoRenew,
      renewsAt: renewsAt?.toISOString() ?? null,
      graceEndsAt: ended ? new Date(ended.getTime() + GRACE_DAYS * DAY_MS).toISOString() : null,
      onlineBookingPaused: shop.onlineBookingPausedAt !== null,
    };
  });
}

/** getBilling: each shop's licence, the licence shop quantity, the card, the receipt details. */
export async function getBilling(db: Db, sellerId: number, now: Date): Promise<TSellerBilling> {
  const [shopsBilling, card, [profile], currency] = await Promise.all([
    shopBillings(db, sellerId, now),
    cardOf(db, sellerId),
    db.select().from(sellerBillingProfiles).where(eq(sellerBillingProfiles.sellerId, sellerId)),
    sellerCurrency(db, sellerId),
  ]);
  return {
    currency: currency as TCurrency,
    licenceShopQuantity: shopsBilling.filter(
      (s) => s.standing === 'TRIAL' || s.standing === 'ACTIVE' || s.standing === 'RENEWAL_FAILED',
    ).length,
    card: card ? presentCard(card) : null,
    profile: {
      receiptTaxId: profile?.receiptTaxId ?? null,
      receiptTitle: profile?.receiptTitle ?? null,
      receiptEmail: profile?.receiptEmail ?? null,
    },
    shops: shopsBilling,
  };
}

const md = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', month: '2-digit', day: '2-digit' })
    .format(new Date(iso))
    .replace('-', '/');

/** The dashboard banners: trials ending within 3 days, failed renewals, grace, paused. */
export async function listBillingNotices(
  db: Db,
  sellerId: number,
  now: Date,
): Promise<TBillingNotice[]> {
  const notices: TBillingNotice[] = [];
  for (const shop of await shopBillings(db, sellerId, now)) {
    const endsAt = shop.licence?.endsAt;
    if (!endsAt) continue;
    const name = `「${shop.shopName}」`;
    const base = { shopId: shop.shopId, shopName: shop.shopName };
    if (
      shop.standing === 'TRIAL' &&
      Date.parse(endsAt) - now.getTime() <= RENEWAL_LEAD_DAYS * DAY_MS
    ) {
      notices.push({
        ...base,
        kind: 'TRIAL_ENDING',
        endsAt,
        message: `${name}的試用將於 ${md(endsAt)} 結束，請新增付款卡以繼續使用。`,
      });
    } else if (shop.standing === 'RENEWAL_FAILED') {
      notices.push({
        ...base,
        kind: 'RENEWAL_FAILED',
        endsAt,
        message: `${name}的授權續約扣款失敗，將於 ${md(endsAt)} 到期，請更新付款卡。`,
      });
    } else if (shop.standing === 'GRACE') {
      notices.push({
        ...base,
        kind: 'GRACE',
        endsAt: shop.graceEndsAt!,
        message: `${name}的授權已於 ${md(endsAt)} 到期，${md(shop.graceEndsAt!)} 起將暫停線上預約。`,
      });
    } else if (shop.standing === 'PAUSED') {
      notices.push({
        ...base,
        kind: 'PAUSED',
        endsAt,
        message: `${name}的授權已到期，線上預約已暫停；付款後立即恢復。`,
      });
    }
  }
  return notices;
}

/** updateBillingProfile: receipt details for the orders paid from now on. */
export async function updateBillingProfile(
  db: Db,
  { sellerId, input, now }: { sellerId: number; input: TBillingProfileRequest; now: Date },
): Promise<TSellerBilling> {
  const values = {
    receiptTaxId: input.receiptTaxId ?? null,
    receiptTitle: input.receiptTitle ?? null,
    receiptEmail: input.receiptEmail ?? null,
    updatedAt: now,
  };
  await db
    .insert(sellerBillingProfiles)
    .values({ sellerId, ...values })
    .onConflictDoUpdate({ target: sellerBillingProfiles.sellerId, set: values });
  return getBilling(db, sellerId, now);
}

/** updateLicence: the plan and interval of the next renewal (never prorated), and auto-renew. */
export async function updateLicence(
  db: Db,
  input: {
    sellerId: number;
    shopId: number;
    nextPlanId: number;
    nextInterval: 'MONTH' | 'YEAR';
    autoRenew: boolean;
  },
  now: Date,
): Promise<TShopBilling> {
  const { shop, plan } = await shopAndPlan(db, {
    sellerId: input.sellerId,
    shopId: input.shopId,
    planId: input.nextPlanId,
    field: 'nextPlanId',
  });
  const values = {
    nextPlanId: plan.id,
    nextInterval: input.nextInterval,
    autoRenew: input.autoRenew,
    updatedAt: now,
  };
  await db
    .insert(shopBilling)
    .values({ shopId: shop.id, ...values })
    .onConflictDoUpdate({ target: shopBilling.shopId, set: values });
  const all = await shopBillings(db, input.sellerId, now);
  return all.find((s) => s.shopId === shop.id)!;
}
