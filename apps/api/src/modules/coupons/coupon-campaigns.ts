import type { TCouponCampaign, TCouponDiscountType, TCouponScope } from '@haoyue/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  couponCampaigns,
  couponCampaignServices,
  coupons,
  customers,
  customerTagLinks,
  customerTags,
  services,
  shops,
} from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { violatesUnique } from '../../lib/pg-errors';
import { moneyTransaction } from '../../lib/money-transaction';
import { CAMPAIGN_NOT_FOUND, issueCoupons, lockCampaign } from './issue-coupons';
import { type CampaignRow, presentCampaign, servicesOfCampaigns } from './present-coupons';

/** A campaign as the shop writes it (the contract's parsed input). */
export type CampaignInput = {
  name: string;
  description: string;
  discountType: TCouponDiscountType;
  discountValue: number;
  minSpend: number;
  scope: TCouponScope;
  serviceIds: number[];
  startsAt: string;
  endsAt: string;
  perCustomerLimit: number;
  claimCode: string | null;
  isActive: boolean;
};

const CLAIM_CODE_KEY = 'coupon_campaigns_claim_code_key';

/** A claim code another campaign of the seller has becomes 409 naming the field. */
function rethrow(error: unknown): never {
  if (violatesUnique(error, CLAIM_CODE_KEY)) {
    throw AppError.of('E_SLUG_TAKEN', '這個優惠碼已被其他優惠券使用', 'claimCode');
  }
  throw error;
}

/** The seller's currency: that of its first shop (by id), TWD without one. */
export async function sellerCurrency(db: Db, sellerId: number): Promise<string> {
  const [shop] = await db
    .select({ currency: shops.currency })
    .from(shops)
    .where(eq(shops.sellerId, sellerId))
    .orderBy(asc(shops.id))
    .limit(1);
  return shop?.currency ?? 'TWD';
}

/** The covered services, each the seller's (else 400 naming serviceIds); none for ORDER. */
async function coveredServiceIds(db: Db, sellerId: number, input: CampaignInput) {
  if (input.scope !== 'SERVICES') return [];
  const unique = [...new Set(input.serviceIds)];
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .innerJoin(shops, eq(shops.id, services.shopId))
    .where(and(eq(shops.sellerId, sellerId), inArray(services.id, unique)));
  if (rows.length !== unique.length) throw invalid('serviceIds', '服務不存在或不屬於這個商家');
  return unique;
}

/** The AMOUNT discount and minimum spend fit the amount limit (the schema checks), PERCENT ≤ 99. */
function columnsOf(input: CampaignInput) {
  return {
    name: input.name,
    description: input.description,
    discountType: input.discountType,
    discountValue: input.discountValue,
    minSpend: input.minSpend,
    scope: input.scope,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    perCustomerLimit: input.perCustomerLimit,
    claimCode: input.claimCode,
    isActive: input.isActive,
  };
}

/** Issued and redeemed counts of each campaign. */
async function countsOf(db: Db, campaignIds: number[]) {
  const byCampaign = new Map<number, { issuedCount: number; redeemedCount: number }>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select({
      campaignId: coupons.campaignId,
      issuedCount: sql<number>`count(*)::int`,
      redeemedCount: sql<number>`count(${coupons.redeemedAt})::int`,
    })
    .from(coupons)
    .where(inArray(coupons.campaignId, campaignIds))
    .groupBy(coupons.campaignId);
  for (const r of rows) {
    byCampaign.set(r.campaignId, {
      issuedCount: Number(r.issuedCount),
      redeemedCount: Number(r.redeemedCount),
    });
  }
  return byCampaign;
}

async function presentRows(db: Db, rows: CampaignRow[]): Promise<TCouponCampaign[]> {
  const ids = rows.map((r) => r.id);
  const [covered, counts] = await Promise.all([servicesOfCampaigns(db, ids), countsOf(db, ids)]);
  return rows.map((row) =>
    presentCampaign(
      row,
      covered.get(row.id) ?? [],
      counts.get(row.id) ?? { issuedCount: 0, redeemedCount: 0 },
    ),
  );
}

/** The seller's campaigns, newest first, with counts. */
export async function listCouponCampaigns(db: Db, sellerId: number): Promise<TCouponCampaign[]> {
  const rows = await db
    .select()
    .from(couponCampaigns)
    .where(eq(couponCampaigns.sellerId, sellerId))
    .orderBy(desc(couponCampaigns.createdAt), desc(couponCampaigns.id));
  return presentRows(db, rows);
}

/** One of the seller's campaigns (404 for another seller's). */
export async function getCouponCampaign(
  db: Db,
  sellerId: number,
  campaignId: number,
): Promise<TCouponCampaign> {
  const [row] = await db
    .select()
    .from(couponCampaigns)
    .where(and(eq(couponCampaigns.id, campaignId), eq(couponCampaigns.sellerId, sellerId)));
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const [presented] = await presentRows(db, [row]);
  return presented!;
}

/** A new campaign in the seller's currency with its covered services. */
export async function createCouponCampaign(
  db: Db,
  sellerId: number,
  input: CampaignInput,
): Promise<TCouponCampaign> {
  const serviceIds = await coveredServiceIds(db, sellerId, input);
  const currency = await sellerCurrency(db, sellerId);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(couponCampaigns)
        .values({ sellerId, currency, ...columnsOf(input) })
        .returning({ id: couponCampaigns.id });
      if (serviceIds.length) {
        await tx
          .insert(couponCampaignServices)
          .values(serviceIds.map((serviceId) => ({ campaignId: row!.id, serviceId })));
      }
      return row!.id;
    })
    .catch(rethrow);
  return getCouponCampaign(db, sellerId, id);
}

export interface UpdateCouponCampaignInput {
  sellerId: number;
  campaignId: number;
  input: CampaignInput;
  now: Date;
}

/** Changes a campaign; coupons already held keep their expiry and redeemed ones their discount. */
export async function updateCouponCampaign(
  db: Db,
  { sellerId, campaignId, input, now }: UpdateCouponCampaignInput,
): Promise<TCouponCampaign> {
  const serviceIds = await coveredServiceIds(db, sellerId, input);
  await db
    .transaction(async (tx) => {
      await lockCampaign(tx, sellerId, campaignId);
      await tx
        .update(couponCampaigns)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(couponCampaigns.id, campaignId));
      await tx
        .delete(couponCampaignServices)
        .where(eq(couponCampaignServices.campaignId, campaignId));
      if (serviceIds.length) {
        await tx
          .insert(couponCampaignServices)
          .values(serviceIds.map((serviceId) => ({ campaignId, serviceId })));
      }
    })
    .catch(rethrow);
  return getCouponCampaign(db, sellerId, campaignId);
}

/**
 * Deletes a campaign with its coupons, refused (409 E_HAS_LEDGER_HISTORY) once one was redeemed:
 * a redemption is part of an order's history. The lock keeps a redemption from slipping in.
 */
export async function deleteCouponCampaign(
  db: Db,
  sellerId: number,
  campaignId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCampaign(tx, sellerId, campaignId);
    const [redeemed] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.campaignId, campaignId), sql`${coupons.redeemedAt} is not null`))
      .limit(1);
    if (redeemed) {
      throw AppError.of('E_HAS_LEDGER_HISTORY', '這張優惠券已有顧客使用，無法刪除；可以改為停用');
    }
    await tx.delete(couponCampaigns).where(eq(couponCampaigns.id, campaignId));
  });
}

/** Who a shop issues to: one of its customers, or every customer carrying one of its tags. */
async function recipients(
  db: Db,
  sellerId: number,
  to: { customerId?: number | undefined; tagId?: number | undefined },
): Promise<number[]> {
  if (to.customerId !== undefined) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.id, to.customerId),
          eq(customers.sellerId, sellerId),
          isNull(customers.mergedIntoId),
        ),
      );
    if (!row) throw invalid('customerId', '找不到這位顧客');
    return [row.id];
  }
  const [tag] = await db
    .select({ id: customerTags.id })
    .from(customerTags)
    .where(and(eq(customerTags.id, to.tagId!), eq(customerTags.sellerId, sellerId)));
  if (!tag) throw invalid('tagId', '標籤不存在或不屬於這個商家');
  const rows = await db
    .select({ id: customers.id })
    .from(customerTagLinks)
    .innerJoin(customers, eq(customers.id, customerTagLinks.customerId))
    .where(
      and(
        eq(customerTagLinks.tagId, tag.id),
        eq(customers.sellerId, sellerId),
        isNull(customers.mergedIntoId),
      ),
    )
    .orderBy(asc(customers.id));
  return rows.map((r) => r.id);
}

export interface IssueCampaignInput {
  sellerId: number;
  campaignId: number;
  to: { customerId?: number | undefined; tagId?: number | undefined };
  actor: { userId: number; now: Date };
}

/** Issues the campaign to a customer or a tag: `{ issued, skipped }` (skipped = at the limit). */
export async function issueCampaign(
  db: Db,
  { sellerId, campaignId, to, actor }: IssueCampaignInput,
): Promise<{ issued: number; skipped: number }> {
  const customerIds = await recipients(db, sellerId, to);
  const source = to.tagId !== undefined ? 'TAG' : 'DIRECT';
  const outcome = await moneyTransaction(db, ({ db: tx }) =>
    issueCoupons(tx, { campaign: { sellerId, id: campaignId }, customerIds, source, actor }),
  );
  return { issued: outcome.issued.length, skipped: outcome.skipped.length };
}
