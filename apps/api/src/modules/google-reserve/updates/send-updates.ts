import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import { googleReserveBookings, googleReserveUpdates } from '../../../db/schema';
import type { GoogleToldState } from '../../../db/schema/google-reserve';
import { addDays, localDate, zonedToInstant } from '../../../lib/zoned-time';
import {
  type BookingChange,
  type MapsBookingApi,
  MapsBookingError,
  type ServiceAvailability,
} from '../../../platform/google-maps-booking/maps-booking';
import { presentGoogleBooking } from '../bookings';
import type { GoogleReserveContext } from '../context';
import { servedMerchant } from '../merchants';
import { ScheduleCache } from '../../availability';
import { FEED_HORIZON_DAYS, freeStarts, googleServices } from '../feeds/records';

/** What the update job needs: the engine's context and the Maps Booking API. */
export type GoogleUpdatesContext = GoogleReserveContext & { mapsBooking: MapsBookingApi };

/** How far ahead a schedule change replaces Google's availability: the daily feed's horizon. */
export const GOOGLE_AVAILABILITY_DAYS = FEED_HORIZON_DAYS;
/** Rows one run takes (the oldest first); the rest wait for the next run. */
const BATCH = 500;
/** Tries before a row is given up as FAILED. */
export const MAX_ATTEMPTS = 8;
/** Delay before try n+1: 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

type UpdateRow = typeof googleReserveUpdates.$inferSelect;

/** Marks rows done (SENT or SKIPPED) or failed once more (retried with back-off, then FAILED). */
async function settle(
  ctx: GoogleUpdatesContext,
  rows: UpdateRow[],
  outcome: { status: 'SENT' | 'SKIPPED'; note?: string } | { error: MapsBookingError | Error },
) {
  if (rows.length === 0) return;
  const now = ctx.clock();
  const ids = rows.map((r) => r.id);
  if ('status' in outcome) {
    await ctx.db
      .update(googleReserveUpdates)
      .set({
        status: outcome.status,
        sentAt: outcome.status === 'SENT' ? now : null,
        lastError: outcome.note ?? null,
      })
      .where(inArray(googleReserveUpdates.id, ids));
    return;
  }
  const retryable = !(outcome.error instanceof MapsBookingError) || outcome.error.retryable;
  for (const row of rows) {
    const attempts = row.attempts + 1;
    const giveUp = !retryable || attempts >= MAX_ATTEMPTS;
    await ctx.db
      .update(googleReserveUpdates)
      .set({
        attempts,
        status: giveUp ? 'FAILED' : 'PENDING',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        lastError: outcome.error.message.slice(0, 500),
      })
      .where(eq(googleReserveUpdates.id, row.id));
  }
}

/**
 * One merchant's availability changes, sent as one batch replace: for every service Google may
 * book there, every open slot on the local dates the changes touch (a schedule change: the whole
 * horizon). Many changes of one shop since the last run make one call.
 */
async function sendAvailability(ctx: GoogleUpdatesContext, shopId: number, rows: UpdateRow[]) {
  const merchant = await servedMerchant(ctx.db, String(shopId));
  if (!merchant) return settle(ctx, rows, { status: 'SKIPPED', note: 'merchant not served' });
  const now = ctx.clock().getTime();
  const today = localDate(merchant.timeZone, now);
  const horizonEnd = addDays(today, GOOGLE_AVAILABILITY_DAYS - 1);
  let first = horizonEnd;
  let last = today;
  for (const row of rows) {
    if (!row.startsAt || !row.endsAt) {
      first = today;
      last = horizonEnd;
      break;
    }
    const from = localDate(merchant.timeZone, Math.max(now, row.startsAt.getTime()));
    // The small hours of a shift running past midnight belong to the day before.
    const to = localDate(merchant.timeZone, row.endsAt.getTime());
    if (from < first) first = from;
    if (to > last) last = to;
  }
  if (first < today) first = today;
  if (last > horizonEnd) last = horizonEnd;
  if (first > last) {
    return settle(ctx, rows, { status: 'SKIPPED', note: 'past or beyond the horizon' });
  }
  const startSec = Math.floor(Math.max(now, zonedToInstant(merchant.timeZone, first, 0)) / 1000);
  const endSec = Math.floor(zonedToInstant(merchant.timeZone, addDays(last, 1), 0) / 1000);
  const items: ServiceAvailability[] = [];
  // The schedule as it is now (a fresh read: the change may be to the services themselves).
  const offered = await googleServices({ ...ctx, schedules: new ScheduleCache() }, merchant);
  for (const { id: serviceId } of offered?.services ?? []) {
    const starts = await freeStarts(ctx, merchant, { serviceId, startDate: first, endDate: last });
    const slots = starts.filter((s) => s.startSec >= startSec && s.startSec < endSec);
    items.push({
      merchantId: String(shopId),
      serviceId: String(serviceId),
      startSec,
      endSec,
      slots,
    });
  }
  try {
    await ctx.mapsBooking.replaceAvailability(items);
  } catch (error) {
    return settle(ctx, rows, { error: error as Error });
  }
  return settle(ctx, rows, { status: 'SENT' });
}

/** What differs between the booking now and what Google last heard, as update-mask fields. */
function changedFields(
  told: GoogleToldState | null,
  now: GoogleToldState,
): BookingChange['changed'] {
  const out: ('status' | 'startTime' | 'duration')[] = [];
  if (told?.status !== now.status) out.push('status');
  if (now.status !== 'CANCELED') {
    if (told?.start_sec !== now.start_sec) out.push('startTime');
    if (told?.duration_sec !== now.duration_sec) out.push('duration');
  }
  return out;
}

/** Records what Google now knows of a booking (an answer we gave it, or a notification). */
export async function rememberToldGoogle(
  ctx: Pick<GoogleReserveContext, 'db'>,
  orderId: number,
  booking: { status: string; slot: { start_sec: string; duration_sec: string } },
) {
  await ctx.db
    .update(googleReserveBookings)
    .set({
      toldGoogle: {
        status: booking.status,
        start_sec: booking.slot.start_sec,
        duration_sec: booking.slot.duration_sec,
      },
    })
    .where(eq(googleReserveBookings.orderId, orderId));
}

/** A Google booking changed on our side: tells Google what it does not know yet. */
async function sendNotification(ctx: GoogleUpdatesContext, orderId: number, rows: UpdateRow[]) {
  const [link] = await ctx.db
    .select({ told: googleReserveBookings.toldGoogle })
    .from(googleReserveBookings)
    .where(eq(googleReserveBookings.orderId, orderId));
  const booking = await presentGoogleBooking(ctx.db, orderId);
  if (!link || !booking) return settle(ctx, rows, { status: 'SKIPPED', note: 'booking gone' });
  const now: GoogleToldState = {
    status: booking.status,
    start_sec: booking.slot.start_sec,
    duration_sec: booking.slot.duration_sec,
  };
  const changed = changedFields(link.told, now);
  if (changed.length === 0) {
    return settle(ctx, rows, { status: 'SKIPPED', note: 'Google already knows' });
  }
  try {
    await ctx.mapsBooking.notifyBooking({
      bookingId: booking.booking_id,
      merchantId: booking.slot.merchant_id,
      serviceId: booking.slot.service_id,
      status: booking.status,
      startSec: Number(booking.slot.start_sec),
      durationSec: Number(booking.slot.duration_sec),
      changed,
    });
  } catch (error) {
    return settle(ctx, rows, { error: error as Error });
  }
  await rememberToldGoogle(ctx, orderId, booking);
  return settle(ctx, rows, { status: 'SENT' });
}

/**
 * The real-time update job: the due rows of the outbox, availability batched per merchant (one
 * replace for its services), notifications per booking. Each row is sent once; a failure is
 * retried with back-off, then left FAILED with its error. Returns how many rows it settled.
 */
export async function sendGoogleUpdates(ctx: GoogleUpdatesContext): Promise<number> {
  const due = await ctx.db
    .select()
    .from(googleReserveUpdates)
    .where(
      and(
        eq(googleReserveUpdates.status, 'PENDING'),
        // A new row is due at once (a trigger wrote it, with the database's clock); a retry
        // when its back-off is over.
        or(
          eq(googleReserveUpdates.attempts, 0),
          lte(googleReserveUpdates.nextAttemptAt, ctx.clock()),
        ),
      ),
    )
    .orderBy(asc(googleReserveUpdates.id))
    .limit(BATCH);
  const byShop = new Map<number, UpdateRow[]>();
  const byOrder = new Map<number, UpdateRow[]>();
  for (const row of due) {
    if (row.kind === 'BOOKING_NOTIFICATION' && row.orderId !== null) {
      byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    } else {
      byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row]);
    }
  }
  // Notifications first: a cancelled booking is news before the slot it frees.
  for (const [orderId, rows] of byOrder) await sendNotification(ctx, orderId, rows);
  for (const [shopId, rows] of byShop) await sendAvailability(ctx, shopId, rows);
  return due.length;
}
