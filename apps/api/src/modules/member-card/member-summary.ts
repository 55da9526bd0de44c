import type { TCurrency, TCustomer, TMemberCardSummary } from '@haoyue/contracts';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, depositories, shopImages, shops, vouchers } from '../../db/schema';
import { tagsOfCustomers } from '../../lib/member-items/customer-records';
import { couponStateCondition } from '../coupons';
import { voucherStateCondition } from './vouchers';

/**
 * What the member card list shows of each record (part=summary of GET /v1/me/customers): the
 * seller's avatar (its first shop's), the customer's tags, spendable stored value in the
 * seller's currency and how many vouchers and coupons are usable. A fixed number of queries
 * for any number of records.
 */
export async function memberCardSummaries(
  db: Db,
  records: readonly Pick<TCustomer, 'id' | 'sellerId'>[],
  now: Date,
): Promise<Map<number, TMemberCardSummary>> {
  if (records.length === 0) return new Map();
  const customerIds = records.map((r) => r.id);
  const sellerIds = [...new Set(records.map((r) => r.sellerId))];
  const [shopRows, tagRows, balanceRows, voucherRows, couponRows] = await Promise.all([
    db
      .select({ id: shops.id, sellerId: shops.sellerId, currency: shops.currency })
      .from(shops)
      .where(inArray(shops.sellerId, sellerIds))
      .orderBy(asc(shops.id)),
    tagsOfCustomers(db, customerIds),
    db
      .select({
        customerId: depositories.customerId,
        currency: depositories.currency,
        balance: depositories.balance,
      })
      .from(depositories)
      .where(
        and(
          inArray(depositories.customerId, customerIds),
          or(isNull(depositories.expiresAt), gt(depositories.expiresAt, now)),
        ),
      ),
    db
      .select({ customerId: vouchers.customerId, count: sql<number>`count(*)::int` })
      .from(vouchers)
      .where(and(inArray(vouchers.customerId, customerIds), voucherStateCondition('USABLE', now)))
      .groupBy(vouchers.customerId),
    db
      .select({ customerId: coupons.customerId, count: sql<number>`count(*)::int` })
      .from(coupons)
      .where(and(inArray(coupons.customerId, customerIds), couponStateCondition('USABLE', now)))
      .groupBy(coupons.customerId),
  ]);
  const firstShop = new Map<number, (typeof shopRows)[number]>();
  for (const shop of shopRows)
    if (!firstShop.has(shop.sellerId)) firstShop.set(shop.sellerId, shop);
  const firstShopIds = [...firstShop.values()].map((s) => s.id);
  const avatars = firstShopIds.length
    ? await db
        .select({ shopId: shopImages.shopId, url: shopImages.url })
        .from(shopImages)
        .where(and(inArray(shopImages.shopId, firstShopIds), eq(shopImages.type, 'AVATAR')))
        .orderBy(asc(shopImages.position), asc(shopImages.id))
    : [];
  const summaries = new Map<number, TMemberCardSummary>();
  for (const record of records) {
    const shop = firstShop.get(record.sellerId);
    const currency = (shop?.currency ?? 'TWD') as TCurrency;
    summaries.set(record.id, {
      avatarUrl: (shop && avatars.find((a) => a.shopId === shop.id)?.url) ?? null,
      tags: (tagRows.get(record.id) ?? []).map(({ id, name, color }) => ({ id, name, color })),
      balance: balanceRows
        .filter((b) => b.customerId === record.id && b.currency === currency)
        .reduce((sum, b) => sum + b.balance, 0),
      currency,
      usableVoucherCount: voucherRows.find((v) => v.customerId === record.id)?.count ?? 0,
      usableCouponCount: couponRows.find((c) => c.customerId === record.id)?.count ?? 0,
    });
  }
  return summaries;
}

/** The records with their member-card summary attached. */
export async function withMemberSummaries(
  db: Db,
  records: TCustomer[],
  now: Date,
): Promise<TCustomer[]> {
  const summaries = await memberCardSummaries(db, records, now);
  return records.map((r) => ({ ...r, memberSummary: summaries.get(r.id)! }));
}
