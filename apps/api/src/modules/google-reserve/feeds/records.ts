import { CURRENCY_MINOR_DIGITS, type TCurrency } from '@haoyue/contracts';
import { addDays, localDate } from '../../../lib/zoned-time';
import {
  findStartTimes,
  type ScheduleCache,
  type ServiceRow,
  type ShopSchedule,
} from '../../availability';
import { quotePrepayment } from '../../payments';
import type { GoogleReserveContext } from '../context';
import { guestOf, offers, type ServedMerchant } from '../merchants';
import type { FeedMerchantRow } from './merchants';
import type {
  FeedAvailability,
  FeedMerchant,
  FeedService,
  FeedServiceAvailability,
} from './schemas';

/**
 * Days of availability the daily feed lists, from the shop's today: two weeks, what most
 * bookings ask for, while the run stays within its time budget on 10,000 shops; later dates
 * are still booked through BatchAvailabilityLookup and kept fresh by real-time updates.
 */
export const FEED_HORIZON_DAYS = 14;

/** What a feed run reads with: the booking engine's context and the run's own schedules. */
export type FeedContext = GoogleReserveContext & { schedules: ScheduleCache };

const E164 = /^\+\d{6,15}$/;

export function merchantRecord(m: FeedMerchantRow, publicBaseUrl: string): FeedMerchant {
  return {
    merchant_id: String(m.shopId),
    name: m.displayName,
    ...(m.phoneNumber && E164.test(m.phoneNumber) ? { telephone: m.phoneNumber } : {}),
    url: `${publicBaseUrl}/p/${encodeURIComponent(m.urlSlug)}`,
    geo: { latitude: m.latitude, longitude: m.longitude, unstructured_address: m.address },
    category: m.category,
  };
}

/** The shop's schedule for this run: read once, then kept for its other services. */
async function scheduleOf(ctx: FeedContext, shopId: number): Promise<ShopSchedule | null> {
  const now = ctx.clock().getTime();
  return ctx.schedules.get(shopId, now) ?? (await ctx.schedules.load(ctx.db, shopId, now));
}

/**
 * The merchant's services Google may book, in the shop's order: the same test as
 * BatchAvailabilityLookup and CreateBooking (../lookup.ts `bookableThroughGoogle` and the
 * engine's own): open to online booking and performed by an operator customers can book,
 * offered through Google by the enrolment, and, if the shop asks a prepayment for it (which
 * Google does not collect for us), only when the shop lets Google guests pay at the shop.
 */
export async function googleServices(
  ctx: FeedContext,
  m: ServedMerchant,
): Promise<{ schedule: ShopSchedule; services: ServiceRow[] } | null> {
  const schedule = await scheduleOf(ctx, m.shopId);
  if (!schedule) return null;
  const now = ctx.clock();
  const services = [...schedule.services.values()].filter(
    (s) =>
      s.isBookable &&
      offers(m, s.id) &&
      schedule.operators.some((o) => o.isBookable && o.serviceIds.has(s.id)) &&
      (m.payAtShop ||
        !quotePrepayment({ settings: schedule.shop.prepaymentSettings, services: [s], now })
          .required),
  );
  return { schedule, services };
}

/** Micros of a price kept in minor units. */
function micros(amount: number, currency: string): number {
  const digits = CURRENCY_MINOR_DIGITS[currency as TCurrency] ?? 2;
  return amount * 10 ** (6 - digits);
}

export function serviceRecord(m: FeedMerchantRow, s: ServiceRow): FeedService {
  const text = (value: string) => ({ value, localized_value: [{ locale: 'zh-TW', value }] });
  const description = s.description?.trim();
  return {
    merchant_id: String(m.shopId),
    service_id: String(s.id),
    localized_service_name: text(s.name),
    ...(description ? { localized_description: text(description) } : {}),
    price: { price_micros: micros(s.price, s.currency), currency_code: s.currency },
    // Nothing is prepaid through Google: either no prepayment, or paid at the shop.
    prepayment_type: 'NOT_SUPPORTED',
  };
}

/** One free start of a service, as Google's availability lists it. */
export type FreeStart = { startSec: number; durationSec: number };

/**
 * The service's free starts on the local dates [startDate, endDate]: exactly what
 * BatchAvailabilityLookup answers available (findStartTimes, the reads of POST
 * /v1/bookings:start-times, anyone who performs it, the Google guest's rules). The daily feed
 * and the real-time availability replaces (../updates) both list these.
 */
export async function freeStarts(
  ctx: GoogleReserveContext,
  m: ServedMerchant,
  { serviceId, startDate, endDate }: { serviceId: number; startDate: string; endDate: string },
): Promise<FreeStart[]> {
  const found = await findStartTimes(ctx, {
    shop: m.shopId,
    serviceIds: [serviceId],
    operatorId: null,
    startDate,
    endDate,
    actor: guestOf(m),
  });
  return found.days.flatMap((day) =>
    day.times.map((t) => {
      const start = Date.parse(t.startTime);
      return { startSec: start / 1000, durationSec: (Date.parse(t.endTime) - start) / 1000 };
    }),
  );
}

/** The service's free starts over the feed's horizon, one spot each. */
export async function availabilityRecord(
  ctx: FeedContext,
  m: FeedMerchantRow,
  s: ServiceRow,
): Promise<FeedServiceAvailability | null> {
  const today = localDate(m.timeZone, ctx.clock().getTime());
  const starts = await freeStarts(ctx, m, {
    serviceId: s.id,
    startDate: today,
    endDate: addDays(today, FEED_HORIZON_DAYS - 1),
  });
  const availability: FeedAvailability[] = starts.map(({ startSec, durationSec }) => ({
    merchant_id: String(m.shopId),
    service_id: String(s.id),
    start_sec: startSec,
    duration_sec: durationSec,
    spots_total: 1,
    spots_open: 1,
    confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS',
  }));
  return availability.length > 0 ? { availability } : null;
}
