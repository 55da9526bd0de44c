import type {
  TGoogleReserveEnrolment,
  TGoogleReserveEnrolmentInput,
  TGoogleReserveFeedRun,
  TGoogleReserveNotification,
  TGoogleReserveShop,
} from '@haoyue/contracts';
import { and, asc, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  googleReserveFeedRuns as feedRuns,
  googleReserveMerchants as merchants,
  googleReserveUpdates as updates,
  serviceGroups,
  services,
  shops,
} from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';

type MerchantRow = typeof merchants.$inferSelect;

/** The latest merchants feed that started at or after the approval: the first to carry the shop. */
async function lastFeedSince(db: Db, decidedAt: Date): Promise<TGoogleReserveFeedRun | null> {
  const [run] = await db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.kind, 'merchants'), gte(feedRuns.startedAt, decidedAt)))
    .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
    .limit(1);
  if (!run) return null;
  return {
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    records: run.records,
    error: run.error,
  };
}

/**
 * The shop's latest real-time update to Google, whatever became of it; not one that found
 * nothing to tell (SKIPPED: Google already knew, or the shop was no longer served).
 */
async function lastNotification(
  db: Db,
  shopId: number,
): Promise<TGoogleReserveNotification | null> {
  const [row] = await db
    .select()
    .from(updates)
    .where(and(eq(updates.shopId, shopId), ne(updates.status, 'SKIPPED')))
    .orderBy(desc(updates.createdAt), desc(updates.id))
    .limit(1);
  if (!row) return null;
  return {
    kind: row.kind,
    status: row.status as Exclude<typeof row.status, 'SKIPPED'>,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.lastError,
  };
}

async function presentEnrolment(db: Db, row: MerchantRow): Promise<TGoogleReserveEnrolment> {
  const live = row.status === 'APPROVED' && row.decidedAt !== null;
  return {
    status: row.status,
    rejectReason: row.status === 'REJECTED' ? row.rejectReason : null,
    payAtShop: row.payAtShop,
    offeredServiceIds: row.offeredServiceIds ?? null,
    mapsPlaceUrl: row.mapsPlaceUrl,
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    lastFeed: live ? await lastFeedSince(db, row.decidedAt!) : null,
    lastNotification: await lastNotification(db, row.shopId),
  };
}

/** The services of the shops open to online booking, in the shops' own order. */
async function onlineServices(db: Db, shopIds: number[]) {
  if (shopIds.length === 0) return [];
  return db
    .select({
      id: services.id,
      shopId: services.shopId,
      name: services.name,
    })
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups.id, services.serviceGroupId))
    .where(and(inArray(services.shopId, shopIds), eq(services.isBookable, true)))
    .orderBy(asc(serviceGroups.position), asc(services.position), asc(services.id));
}

type ShopRow = Pick<
  typeof shops.$inferSelect,
  'id' | 'displayName' | 'address' | 'phoneNumber' | 'reviewStatus'
>;

const shopFields = {
  id: shops.id,
  displayName: shops.displayName,
  address: shops.address,
  phoneNumber: shops.phoneNumber,
  reviewStatus: shops.reviewStatus,
};

async function presentShops(db: Db, rows: ShopRow[]): Promise<TGoogleReserveShop[]> {
  const ids = rows.map((r) => r.id);
  const [serviceRows, enrolments] = await Promise.all([
    onlineServices(db, ids),
    ids.length ? db.select().from(merchants).where(inArray(merchants.shopId, ids)) : [],
  ]);
  const enrolmentOf = new Map(enrolments.map((e) => [e.shopId, e]));
  return Promise.all(
    rows.map(async (shop) => {
      const enrolment = enrolmentOf.get(shop.id);
      return {
        shopId: shop.id,
        shopName: shop.displayName,
        address: shop.address,
        phoneNumber: shop.phoneNumber,
        shopReviewStatus: shop.reviewStatus,
        services: serviceRows
          .filter((s) => s.shopId === shop.id)
          .map((s) => ({ id: s.id, name: s.name })),
        enrolment: enrolment ? await presentEnrolment(db, enrolment) : null,
      };
    }),
  );
}

/** The seller's open shops (not closed), each with its enrolment. */
export async function listGoogleReserveShops(
  db: Db,
  sellerId: number,
): Promise<TGoogleReserveShop[]> {
  const rows = await db
    .select(shopFields)
    .from(shops)
    .where(and(eq(shops.sellerId, sellerId), ne(shops.reviewStatus, 'CLOSED')))
    .orderBy(asc(shops.id));
  return presentShops(db, rows);
}

async function googleReserveShop(db: Db, shopId: number): Promise<TGoogleReserveShop> {
  const rows = await db.select(shopFields).from(shops).where(eq(shops.id, shopId));
  const [shop] = await presentShops(db, rows);
  if (!shop) throw notFound('找不到店家');
  return shop;
}

/**
 * The status an enrolment takes when the seller saves it: a new one and a refused one sent
 * again wait for review; a live one whose Google Maps place changed (what Google matches the
 * shop by) waits again; otherwise it keeps its status (services and pay-at-shop change live).
 */
export function statusAfterSave(
  current: Pick<MerchantRow, 'status' | 'mapsPlaceUrl'> | undefined,
  mapsPlaceUrl: string,
): MerchantRow['status'] {
  if (!current || current.status === 'REJECTED') return 'PENDING';
  if (current.status === 'APPROVED' && current.mapsPlaceUrl !== mapsPlaceUrl) return 'PENDING';
  return current.status;
}

/** Enrols the shop or changes its enrolment (the access hook has checked the shop is the seller's). */
export async function saveGoogleReserveEnrolment(
  db: Db,
  p: { shopId: number; input: TGoogleReserveEnrolmentInput; now: Date },
): Promise<TGoogleReserveShop> {
  const { shopId, input, now } = p;
  const offered = input.offeredServiceIds;
  if (offered !== null) {
    const open = new Set((await onlineServices(db, [shopId])).map((s) => s.id));
    if (offered.some((id) => !open.has(id))) {
      throw invalid('offeredServiceIds', '只能選擇本店開放線上預約的服務');
    }
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(merchants)
      .where(eq(merchants.shopId, shopId))
      .for('update');
    const status = statusAfterSave(current, input.mapsPlaceUrl);
    const values = {
      status,
      payAtShop: input.payAtShop,
      offeredServiceIds: offered,
      mapsPlaceUrl: input.mapsPlaceUrl,
      updatedAt: now,
      // Back to review: the last decision no longer stands.
      ...(status === 'PENDING' ? { rejectReason: null, decidedAt: null } : {}),
    };
    if (current) {
      await tx.update(merchants).set(values).where(eq(merchants.shopId, shopId));
    } else {
      await tx.insert(merchants).values({ shopId, ...values, createdAt: now });
    }
  });
  return googleReserveShop(db, shopId);
}

/** Withdraws the shop: the booking server stops serving it at once. 404 when not enrolled. */
export async function withdrawGoogleReserveEnrolment(db: Db, shopId: number): Promise<void> {
  const deleted = await db
    .delete(merchants)
    .where(eq(merchants.shopId, shopId))
    .returning({ shopId: merchants.shopId });
  if (deleted.length === 0) throw notFound('這家店尚未申請 Google 預約');
}
