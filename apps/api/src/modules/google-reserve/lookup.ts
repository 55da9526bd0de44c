import { AppError } from '../../lib/errors';
import { addDays, localDate } from '../../lib/zoned-time';
import { findStartTimes } from '../availability';
import { getPrepaymentQuote } from '../booking';
import type { GoogleReserveContext } from './context';
import { guestOf, offers, ourId, type ServedMerchant, servedMerchant } from './merchants';
import type { SlotTime } from './proto';

/** The longest date range one start-times read covers (the public call's own limit). */
const WINDOW_DAYS = 31;

/** A slot time as Google sent it, its int64s back as strings. */
type EchoedSlotTime = Omit<SlotTime, 'start_sec' | 'duration_sec'> & {
  start_sec: string;
  duration_sec?: string;
};

type SlotTimeAvailability = { slot_time: EchoedSlotTime; available: boolean };

function echo({ start_sec, duration_sec, ...rest }: SlotTime): EchoedSlotTime {
  return {
    ...rest,
    start_sec: String(start_sec),
    ...(duration_sec !== undefined ? { duration_sec: String(duration_sec) } : {}),
  };
}

/**
 * Whether a service can be booked through Google at all: offered by the merchant and, if the
 * shop asks a prepayment for it (which Google does not collect for us), only when the shop lets
 * Google guests pay at the shop.
 */
export async function bookableThroughGoogle(
  ctx: GoogleReserveContext,
  merchant: ServedMerchant,
  serviceId: number,
): Promise<'OK' | 'UNKNOWN' | 'PREPAYMENT'> {
  if (!offers(merchant, serviceId)) return 'UNKNOWN';
  try {
    const quote = await getPrepaymentQuote(ctx, {
      shopId: merchant.shopId,
      serviceIds: [serviceId],
    });
    if (quote.required && !merchant.payAtShop) return 'PREPAYMENT';
    return 'OK';
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return 'UNKNOWN';
    throw error;
  }
}

/**
 * Free start instants (ms) of one service with one operator or anyone, and who is free at each,
 * for the local dates of `starts`: the same reads as POST /v1/bookings:start-times, with the
 * customer's rules (a Google guest has no VIP window).
 */
async function freeTimes(
  ctx: GoogleReserveContext,
  merchant: ServedMerchant,
  {
    serviceId,
    operatorId,
    starts,
  }: { serviceId: number; operatorId: number | null; starts: number[] },
): Promise<Map<number, { end: number; operatorIds: number[] }>> {
  // Start times are listed under their local date, the small hours of a shift that runs past
  // midnight included (the engine reads the day before): one read per window of dates.
  const dates = [...new Set(starts.map((s) => localDate(merchant.timeZone, s)))].sort();
  const free = new Map<number, { end: number; operatorIds: number[] }>();
  for (let i = 0; i < dates.length;) {
    const startDate = dates[i]!;
    const last = addDays(startDate, WINDOW_DAYS - 1);
    let endDate = startDate;
    while (i < dates.length && dates[i]! <= last) endDate = dates[i++]!;
    try {
      const found = await findStartTimes(ctx, {
        shop: merchant.shopId,
        serviceIds: [serviceId],
        operatorId,
        startDate,
        endDate,
        actor: guestOf(merchant),
      });
      for (const day of found.days) {
        for (const t of day.times) {
          free.set(Date.parse(t.startTime), {
            end: Date.parse(t.endTime),
            operatorIds: t.operatorIds,
          });
        }
      }
    } catch (error) {
      // An unknown service or operator, or one closed to online booking: nothing is free.
      if (error instanceof AppError && error.statusCode < 500) continue;
      throw error;
    }
  }
  return free;
}

/**
 * BatchAvailabilityLookup: one answer per slot time, in the order asked. A slot is available
 * when our start times for the same shop, service and operator offer it now, for its duration,
 * for one person; an unknown merchant, service or operator is simply not available.
 */
export async function batchAvailabilityLookup(
  ctx: GoogleReserveContext,
  request: { merchant_id: string; slot_time: SlotTime[] },
): Promise<{ slot_time_availability: SlotTimeAvailability[] }> {
  const merchant = await servedMerchant(ctx.db, request.merchant_id);
  const available = request.slot_time.map(() => false);
  if (merchant) {
    // Grouped by service and operator: one read of start times per group.
    const groups = new Map<string, number[]>();
    request.slot_time.forEach((slot, index) => {
      const key = `${slot.service_id}|${slot.resource_ids?.staff_id ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), index]);
    });
    const bookable = new Map<number, Awaited<ReturnType<typeof bookableThroughGoogle>>>();
    for (const indexes of groups.values()) {
      const first = request.slot_time[indexes[0]!]!;
      const serviceId = ourId(first.service_id);
      const staff = first.resource_ids?.staff_id;
      const operatorId = staff ? ourId(staff) : null;
      if (serviceId === null || (staff && operatorId === null)) continue;
      if (!bookable.has(serviceId)) {
        bookable.set(serviceId, await bookableThroughGoogle(ctx, merchant, serviceId));
      }
      if (bookable.get(serviceId) !== 'OK') continue;
      const starts = indexes.map((i) => request.slot_time[i]!.start_sec * 1000);
      const free = await freeTimes(ctx, merchant, { serviceId, operatorId, starts });
      for (const i of indexes) {
        const slot = request.slot_time[i]!;
        const time = free.get(slot.start_sec * 1000);
        const partySize = slot.resource_ids?.party_size;
        available[i] =
          time !== undefined &&
          (slot.duration_sec === undefined ||
            slot.duration_sec * 1000 === time.end - slot.start_sec * 1000) &&
          (partySize === undefined || partySize <= 1) &&
          (operatorId === null || time.operatorIds.includes(operatorId));
      }
    }
  }
  return {
    slot_time_availability: request.slot_time.map((slot, i) => ({
      slot_time: echo(slot),
      available: available[i]!,
    })),
  };
}
