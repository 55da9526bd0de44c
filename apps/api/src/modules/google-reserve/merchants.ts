import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { googleReserveMerchants, shops } from '../../db/schema';
import type { OrderActor } from '../availability';

const MAX_ID = 2_147_483_647;

/** A shop the booking server serves, with its enrolment. */
export type ServedMerchant = {
  shopId: number;
  sellerId: number;
  timeZone: string;
  payAtShop: boolean;
  offeredServiceIds: number[] | null;
};

/** One of our ids as Google sends it (decimal text), or null when it cannot be ours. */
export function ourId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * Which shops the booking server serves (with `googleReserveMerchants` joined to `shops`):
 * enrolled and APPROVED, the shop itself APPROVED (not pending review, suspended or closed) and
 * its online booking not paused by a lapsed licence. The daily feeds list the same shops.
 */
export const SERVED = and(
  eq(googleReserveMerchants.status, 'APPROVED'),
  eq(shops.reviewStatus, 'APPROVED'),
  isNull(shops.onlineBookingPausedAt),
);

/** A served merchant's columns (ServedMerchant). */
export const SERVED_COLUMNS = {
  shopId: shops.id,
  sellerId: shops.sellerId,
  timeZone: shops.timeZone,
  payAtShop: googleReserveMerchants.payAtShop,
  offeredServiceIds: googleReserveMerchants.offeredServiceIds,
};

/**
 * The merchant Google names, if we serve it: enrolled and APPROVED, the shop approved (not
 * pending review, suspended or closed) and its online booking not paused by a lapsed licence.
 * Any other shop, and any id that is not a shop, is an unknown merchant.
 */
export async function servedMerchant(db: Db, merchantId: string): Promise<ServedMerchant | null> {
  const shopId = ourId(merchantId);
  if (shopId === null) return null;
  const [row] = await db
    .select(SERVED_COLUMNS)
    .from(googleReserveMerchants)
    .innerJoin(shops, eq(shops.id, googleReserveMerchants.shopId))
    .where(and(eq(googleReserveMerchants.shopId, shopId), SERVED));
  return row ?? null;
}

/** Whether the merchant offers the service through Google (null list = every online service). */
export function offers(merchant: ServedMerchant, serviceId: number): boolean {
  return merchant.offeredServiceIds === null || merchant.offeredServiceIds.includes(serviceId);
}

/** The booking engine's actor for Google's calls at this merchant: the customer's rules. */
export function guestOf(merchant: Pick<ServedMerchant, 'sellerId'>): OrderActor {
  return { role: 'GOOGLE_GUEST', userId: null, sellerId: merchant.sellerId };
}
