import type { TAdminGoogleReserveMerchant, TAdminGoogleReserveQuery } from '@haoyue/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { googleReserveMerchants as merchants, sellers, shops } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { containsAny } from '../../lib/like-pattern';
import { type Paged, readPage } from '../../lib/paging';
import { type AdminUser, recordAdminAudit, type ReviewDecision, reviewOutcome } from '../admin';

const rowFields = {
  merchant: merchants,
  shopName: shops.displayName,
  urlSlug: shops.urlSlug,
  address: shops.address,
  phoneNumber: shops.phoneNumber,
  shopReviewStatus: shops.reviewStatus,
  sellerId: shops.sellerId,
  sellerName: sellers.displayName,
};

/** Enrolments joined to their shop (what the list filters on): its rows, and its count. */
function selectWithShop<F extends SelectedFields>(db: Db, fields: F) {
  return db.select(fields).from(merchants).innerJoin(shops, eq(shops.id, merchants.shopId));
}

/** Enrolments joined to their shop and seller. */
function selectMerchants(db: Db) {
  return selectWithShop(db, rowFields).innerJoin(sellers, eq(sellers.id, shops.sellerId));
}

type Row = {
  merchant: typeof merchants.$inferSelect;
  shopName: string;
  urlSlug: string;
  address: string;
  phoneNumber: string | null;
  shopReviewStatus: TAdminGoogleReserveMerchant['shopReviewStatus'];
  sellerId: number;
  sellerName: string;
};

function present(row: Row): TAdminGoogleReserveMerchant {
  const m = row.merchant;
  return {
    shopId: m.shopId,
    shopName: row.shopName,
    urlSlug: row.urlSlug,
    address: row.address,
    phoneNumber: row.phoneNumber,
    shopReviewStatus: row.shopReviewStatus,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    status: m.status,
    rejectReason: m.status === 'REJECTED' ? m.rejectReason : null,
    payAtShop: m.payAtShop,
    offeredServiceCount: m.offeredServiceIds ? m.offeredServiceIds.length : null,
    mapsPlaceUrl: m.mapsPlaceUrl,
    updatedAt: m.updatedAt.toISOString(),
    decidedAt: m.decidedAt?.toISOString() ?? null,
  };
}

/** Enrolments filtered by status and shop name: waiting ones first, the longest waiting first. */
export async function listGoogleReserveMerchants(
  db: Db,
  query: TAdminGoogleReserveQuery,
): Promise<Paged<TAdminGoogleReserveMerchant>> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(merchants.status, query.status));
  if (query.q) where.push(containsAny([shops.displayName], query.q));
  const condition = and(...where);
  const { rows, meta } = await readPage(
    selectMerchants(db)
      .where(condition)
      .orderBy(
        sql`case when ${merchants.status} = 'PENDING' then 0 else 1 end`,
        sql`case when ${merchants.status} = 'PENDING' then ${merchants.updatedAt} end asc`,
        desc(merchants.updatedAt),
        asc(merchants.shopId),
      ),
    {
      count: selectWithShop(db, { total: count() }).where(condition),
      paging: query,
    },
  );
  return { data: rows.map(present), meta };
}

/**
 * Approves a waiting enrolment, or refuses a waiting or live one with the reason the seller
 * sees, audited in the same transaction (target: the shop, whose id the enrolment bears).
 */
export async function decideGoogleReserveMerchant(
  db: Db,
  p: { actor: AdminUser; shopId: number; decision: ReviewDecision; now: Date },
): Promise<TAdminGoogleReserveMerchant> {
  const { actor, shopId, decision, now } = p;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(merchants)
      .where(eq(merchants.shopId, shopId))
      .for('update');
    if (!current) throw notFound('找不到這家店的 Google 預約申請');
    if (decision.verb === 'approve' && current.status !== 'PENDING') {
      throw AppError.of('E_GOOGLE_RESERVE_STATE', '這份申請不在審核中，無法核准');
    }
    if (decision.verb === 'reject' && current.status === 'REJECTED') {
      throw AppError.of('E_GOOGLE_RESERVE_STATE', '這份申請已退回');
    }
    const { status, reason } = reviewOutcome(decision);
    await tx
      .update(merchants)
      .set({ status, rejectReason: reason, decidedAt: now })
      .where(eq(merchants.shopId, shopId));
    await recordAdminAudit(tx, {
      actor,
      action: `google_reserve.${decision.verb}`,
      target: { type: 'shop', id: shopId },
      reason,
      before: { googleReserveStatus: current.status },
      after: { googleReserveStatus: status },
    });
    const [row] = await selectMerchants(tx).where(eq(merchants.shopId, shopId));
    return present(row!);
  });
}
