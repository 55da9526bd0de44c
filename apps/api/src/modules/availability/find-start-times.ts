import { AppError } from '../../lib/errors';
import type { TStartTimes } from '@haoyue/contracts';
import { addDays, localDate } from '../../lib/zoned-time';
import { actsAsShop, type OrderActor } from './actor';
import type { AvailabilityContext } from './context';
import { chooseBooking, extraAdvanceDaysOf, type ShopRow } from './bookable';
import { findAvailability } from './find-availability';
import { withSchedule } from './shop-schedule';
import type { DayStartTimes } from './start-times';

/** What findStartTimes asks for. */
export interface StartTimesQuery {
  /** The shop, or its id (the actor must be allowed to book there). */
  shop: ShopRow | number;
  serviceIds: number[];
  /** null or absent = 不指定 (any operator who performs every chosen service). */
  operatorId?: number | null | undefined;
  startDate: string;
  endDate: string;
  actor?: OrderActor | undefined;
  /**
   * An order being moved, not counted as busy: the caller has checked the actor may move it and
   * that it is of this shop (booking's findSellerStartTimes).
   */
  excludeOrderId?: number | undefined;
  /**
   * Times for a new online booking (the public call): a shop whose licence lapsed past its
   * grace period takes none (409 E_ONLINE_BOOKING_PAUSED, as the order itself would answer).
   */
  newOnlineBooking?: boolean | undefined;
}

/**
 * Free start times per day for services, with one operator or anyone who performs them all
 * (POST /v1/bookings:start-times, and the shop's own POST /v1/sellers/{id}/start-times).
 * Without an actor, or for a customer, the shop's online rules apply; for the shop's members
 * the lead time and horizon do not, closed-to-online services and operators count, and the
 * order being moved (`excludeOrderId`) is not busy. The shop's schedule comes from the
 * instance's cache, confirmed by the one statement that reads the bookings.
 */
export async function findStartTimes(
  ctx: AvailabilityContext,
  o: StartTimesQuery,
): Promise<TStartTimes> {
  const { db } = ctx;
  const asShop = actsAsShop(o.actor);
  const shopId = typeof o.shop === 'number' ? o.shop : o.shop.id;
  const now = ctx.clock();
  return withSchedule({
    cache: ctx.schedules,
    db,
    shopId,
    now: now.getTime(),
    step: async (schedule) => {
      const { shop, chosen, operatorIds } = chooseBooking(schedule, o);
      if (o.newOnlineBooking && !asShop && shop.onlineBookingPausedAt) {
        throw AppError.of('E_ONLINE_BOOKING_PAUSED', '這間店目前暫停線上預約，請直接聯絡店家');
      }
      // A signed-in customer with a VIP tag at this seller sees further ahead.
      const extraAdvanceDays = await extraAdvanceDaysOf(db, shop, o.actor);
      const { days, version } = await findAvailability(db, {
        extraAdvanceDays,
        schedule,
        services: chosen,
        operatorIds,
        startDate: o.startDate,
        endDate: o.endDate,
        now,
        ignoreBookingWindow: asShop,
        ...(o.excludeOrderId ? { excludeOrderId: o.excludeOrderId } : {}),
      });
      return { version, value: presentDays({ shop, days, now, extraAdvanceDays }) };
    },
  });
}

const isoStrings = new Map<number, string>();

/** An instant as ISO text; slot instants repeat call after call, so their text is kept. */
function isoOf(instant: number): string {
  let text = isoStrings.get(instant);
  if (text === undefined) {
    text = new Date(instant).toISOString();
    if (isoStrings.size >= 100_000) isoStrings.clear();
    isoStrings.set(instant, text);
  }
  return text;
}

export interface PresentDaysInput {
  shop: ShopRow;
  days: DayStartTimes[];
  now: Date;
  extraAdvanceDays?: number;
}

/**
 * Free times as the API answers them, with the last date the shop takes bookings for (for this
 * customer: `extraAdvanceDays` more with a VIP tag).
 */
export function presentDays({
  shop,
  days,
  now,
  extraAdvanceDays = 0,
}: PresentDaysInput): TStartTimes {
  return {
    timeZone: shop.timeZone,
    slotMinutes: shop.slotMinutes,
    bookableUntil: addDays(
      localDate(shop.timeZone, now.getTime()),
      shop.maxAdvanceDays + extraAdvanceDays,
    ),
    days: days.map((d) => ({
      date: d.date,
      times: d.times.map((t) => ({
        startTime: isoOf(t.start),
        endTime: isoOf(t.end),
        operatorIds: t.operatorIds,
      })),
    })),
  };
}
