import { and, asc, eq } from 'drizzle-orm';
import { operators, services } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { addDays } from '../../../lib/zoned-time';
import type { MapsSlot } from '../../../platform/google-maps-booking/maps-booking';
import { findStartTimes } from '../../availability';
import type { GoogleReserveContext } from '../context';
import { bookableThroughGoogle } from '../lookup';
import { guestOf, type ServedMerchant } from '../merchants';

/** The longest date range one start-times read covers (the public call's own limit). */
const WINDOW_DAYS = 31;

/** The merchant's services Google may book: bookable, offered, and payable through Google. */
export async function servicesForGoogle(
  ctx: GoogleReserveContext,
  merchant: ServedMerchant,
): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.shopId, merchant.shopId), eq(services.isBookable, true)))
    .orderBy(asc(services.position), asc(services.id));
  const out: number[] = [];
  for (const { id } of rows) {
    if ((await bookableThroughGoogle(ctx, merchant, id)) === 'OK') out.push(id);
  }
  return out;
}

/**
 * The open slots of one service on the local dates [startDate, endDate]: one per start time and
 * operator free at it (Google's staff resource), from the same start times our pages and
 * BatchAvailabilityLookup read, with the customer's rules.
 */
export async function openSlots(
  ctx: GoogleReserveContext,
  merchant: ServedMerchant,
  { serviceId, startDate, endDate }: { serviceId: number; startDate: string; endDate: string },
): Promise<MapsSlot[]> {
  const names = new Map(
    (
      await ctx.db
        .select({ id: operators.id, name: operators.displayName })
        .from(operators)
        .where(eq(operators.shopId, merchant.shopId))
    ).map((o) => [o.id, o.name]),
  );
  const slots: MapsSlot[] = [];
  for (let from = startDate; from <= endDate; from = addDays(from, WINDOW_DAYS)) {
    const last = addDays(from, WINDOW_DAYS - 1);
    try {
      const found = await findStartTimes(ctx, {
        shop: merchant.shopId,
        serviceIds: [serviceId],
        operatorId: null,
        startDate: from,
        endDate: last < endDate ? last : endDate,
        actor: guestOf(merchant),
      });
      for (const day of found.days) {
        for (const t of day.times) {
          const startSec = Date.parse(t.startTime) / 1000;
          const durationSec = (Date.parse(t.endTime) - Date.parse(t.startTime)) / 1000;
          for (const operatorId of t.operatorIds) {
            slots.push({
              startSec,
              durationSec,
              staffId: String(operatorId),
              staffName: names.get(operatorId),
            });
          }
        }
      }
    } catch (error) {
      // A service closed meanwhile: nothing is open.
      if (error instanceof AppError && error.statusCode < 500) return [];
      throw error;
    }
  }
  return slots;
}
