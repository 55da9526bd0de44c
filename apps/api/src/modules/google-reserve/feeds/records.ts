import { CURRENCY_MINOR_DIGITS, type TCurrency } from '@haoyue/contracts';
import { addDays, localDate } from '../../../lib/zoned-time';
import {
  availabilityFrom,
  type Busy,
  chooseBooking,
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

/** The shop's schedule: the context's cached one, or read now and kept. */
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
export function servicesOffered(
  schedule: ShopSchedule,
  m: ServedMerchant,
  now: Date,
): ServiceRow[] {
  return [...schedule.services.values()].filter(
    (s) =>
      s.isBookable &&
      offers(m, s.id) &&
      schedule.operators.some((o) => o.isBookable && o.serviceIds.has(s.id)) &&
      (m.payAtShop ||
        !quotePrepayment({ settings: schedule.shop.prepaymentSettings, services: [s], now })
          .required),
  );
}

/** servicesOffered on the shop's schedule as it is (the real-time updates' read). */
export async function googleServices(
  ctx: FeedContext,
  m: ServedMerchant,
): Promise<{ schedule: ShopSchedule; services: ServiceRow[] } | null> {
  const schedule = await scheduleOf(ctx, m.shopId);
  if (!schedule) return null;
  return { schedule, services: servicesOffered(schedule, m, ctx.clock()) };
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

/**
 * The service's free starts on the local dates [startDate, endDate] from the shop's schedule and
 * its operators' bookings (readBusyOfOperators over at least the dates' busyWindow): the booking
 * engine's own arithmetic with the Google guest's rules, as freeStarts, without a read per
 * service (the daily feed reads a page of shops' bookings at once).
 */
export function freeStartsFrom(
  schedule: ShopSchedule,
  busy: readonly Busy[],
  q: { merchant: ServedMerchant; serviceId: number; startDate: string; endDate: string; now: Date },
): FreeStart[] {
  const { chosen, operatorIds } = chooseBooking(schedule, {
    actor: guestOf(q.merchant),
    serviceIds: [q.serviceId],
    operatorId: null,
  });
  const { days } = availabilityFrom(
    {
      schedule,
      services: chosen,
      operatorIds,
      startDate: q.startDate,
      endDate: q.endDate,
      now: q.now,
    },
    busy,
  );
  const out: FreeStart[] = [];
  for (const day of days) {
    for (const t of day.times) {
      out.push({ startSec: t.start / 1000, durationSec: (t.end - t.start) / 1000 });
    }
  }
  return out;
}

/** The local dates the daily feed lists for a shop: its today and the horizon's other days. */
export function feedDates(timeZone: string, now: number): { startDate: string; endDate: string } {
  const startDate = localDate(timeZone, now);
  return { startDate, endDate: addDays(startDate, FEED_HORIZON_DAYS - 1) };
}

/** A service's free starts as the availability feed's entries, one spot each. */
export function availabilityRecord(
  merchantId: number,
  serviceId: number,
  starts: readonly FreeStart[],
): FeedServiceAvailability {
  return {
    availability: starts.map(({ startSec, durationSec }): FeedAvailability => ({
      merchant_id: String(merchantId),
      service_id: String(serviceId),
      start_sec: startSec,
      duration_sec: durationSec,
      spots_total: 1,
      spots_open: 1,
      confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS',
    })),
  };
}

/**
 * JSON.stringify(availabilityRecord(…)), written by hand: a run writes millions of slots, and
 * building and serialising an object per slot was most of its time (the same text: tested).
 */
export function availabilityRecordJson(
  merchantId: number,
  serviceId: number,
  starts: readonly FreeStart[],
): string {
  const head = `{"merchant_id":"${merchantId}","service_id":"${serviceId}","start_sec":`;
  const tail =
    ',"spots_total":1,"spots_open":1,"confirmation_mode":"CONFIRMATION_MODE_SYNCHRONOUS"}';
  // Joined rather than concatenated: one flat string, which turns into bytes without first
  // flattening a rope of thousands of pieces.
  const slots = starts.map(
    ({ startSec, durationSec }) => `${head}${startSec},"duration_sec":${durationSec}${tail}`,
  );
  return `{"availability":[${slots.join(',')}]}`;
}
