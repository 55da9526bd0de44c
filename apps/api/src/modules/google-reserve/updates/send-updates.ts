import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { googleReserveBookings, googleReserveUpdates } from '../../../db/schema';
import type { GoogleToldState } from '../../../db/schema/google-reserve';
import { FinalWorkFailure, type WorkKind, type WorkQueue } from '../../../jobs/work-queue';
import { rowsOf } from '../../../lib/sql-rows';
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

/**
 * What the updates need: the engine's context, the Maps Booking API and the work queue the
 * collection queues batches on (set once the app's queue exists).
 */
export type GoogleUpdatesContext = GoogleReserveContext & {
  mapsBooking: MapsBookingApi;
  work?: WorkQueue;
};

/** How far ahead a schedule change replaces Google's availability: the daily feed's horizon. */
export const GOOGLE_AVAILABILITY_DAYS = FEED_HORIZON_DAYS;
/** The work queue's kind: one merchant's batch of updates. */
export const GOOGLE_UPDATE_BATCH = 'google-reserve-update';
/** Tries after the first (8 in all). */
export const GOOGLE_UPDATE_RETRY_LIMIT = 7;
/** Rows one collection claims (the oldest first); the rest wait for the next one. */
const COLLECT_ROWS = 500;
/** Batches are claimed, and a failed one taken up again, one transaction at a time. */
const BATCH_LOCK_ID = 72_410_003;

/** One merchant's claimed rows: the work item a collection queues (decision 029). */
export type GoogleUpdateBatch = { shopId: number; batch: string };

type UpdateRow = typeof googleReserveUpdates.$inferSelect;
/** What became of a group of rows that needed no retry. */
type Settled = { status: 'SENT' | 'SKIPPED'; note?: string };

/** Marks rows done: SENT, or SKIPPED when there was nothing to tell. */
async function settle(ctx: GoogleUpdatesContext, rows: UpdateRow[], outcome: Settled) {
  await ctx.db
    .update(googleReserveUpdates)
    .set({
      status: outcome.status,
      sentAt: outcome.status === 'SENT' ? ctx.clock() : null,
      lastError: outcome.note ?? null,
    })
    .where(
      inArray(
        googleReserveUpdates.id,
        rows.map((r) => r.id),
      ),
    );
}

/**
 * One merchant's availability changes, sent as one batch replace: for every service Google may
 * book there, every open slot on the local dates the changes touch (a schedule change: the whole
 * horizon). Many changes of one shop since the last run make one call.
 */
async function sendAvailability(
  ctx: GoogleUpdatesContext,
  shopId: number,
  rows: UpdateRow[],
): Promise<Settled> {
  const merchant = await servedMerchant(ctx.db, String(shopId));
  if (!merchant) return { status: 'SKIPPED', note: 'merchant not served' };
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
  if (first > last) return { status: 'SKIPPED', note: 'past or beyond the horizon' };
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
  await ctx.mapsBooking.replaceAvailability(items);
  return { status: 'SENT' };
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
async function sendNotification(ctx: GoogleUpdatesContext, orderId: number): Promise<Settled> {
  const [link] = await ctx.db
    .select({ told: googleReserveBookings.toldGoogle })
    .from(googleReserveBookings)
    .where(eq(googleReserveBookings.orderId, orderId));
  const booking = await presentGoogleBooking(ctx.db, orderId);
  if (!link || !booking) return { status: 'SKIPPED', note: 'booking gone' };
  const now: GoogleToldState = {
    status: booking.status,
    start_sec: booking.slot.start_sec,
    duration_sec: booking.slot.duration_sec,
  };
  const changed = changedFields(link.told, now);
  if (changed.length === 0) return { status: 'SKIPPED', note: 'Google already knows' };
  await ctx.mapsBooking.notifyBooking({
    bookingId: booking.booking_id,
    merchantId: booking.slot.merchant_id,
    serviceId: booking.slot.service_id,
    status: booking.status,
    startSec: Number(booking.slot.start_sec),
    durationSec: Number(booking.slot.duration_sec),
    changed,
  });
  await rememberToldGoogle(ctx, orderId, booking);
  return { status: 'SENT' };
}

/**
 * The periodic pass (job `google-reserve-updates`): in one transaction, claims the pending rows
 * (the oldest first) of every merchant that has no batch on its way, a batch per merchant, and
 * queues each batch as a work item with the claim. A merchant's rows written meanwhile wait for
 * the next collection, so its batches go out one after the other, in order. Returns how many
 * batches it queued.
 */
export async function collectGoogleUpdates(ctx: { db: Db; work?: WorkQueue }): Promise<number> {
  const { work } = ctx;
  if (!work) throw new Error('Google updates: no work queue to send batches to');
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BATCH_LOCK_ID})`);
    const claimed = await tx.execute(sql`
      with due as (
        select id, shop_id from google_reserve_updates
        where status = 'PENDING' and batch is null
          and shop_id not in (
            select shop_id from google_reserve_updates where status = 'PENDING' and batch is not null
          )
        order by id
        limit ${COLLECT_ROWS}
        for update skip locked
      ), batches as (
        select shop_id, gen_random_uuid() as batch from due group by shop_id
      )
      update google_reserve_updates u set batch = b.batch
      from due d join batches b on b.shop_id = d.shop_id
      where u.id = d.id
      returning u.shop_id, u.batch`);
    const batches = new Map<string, number>();
    for (const row of rowsOf<{ shop_id: number; batch: string }>(claimed)) {
      batches.set(row.batch, Number(row.shop_id));
    }
    const items: GoogleUpdateBatch[] = [...batches].map(([batch, shopId]) => ({ shopId, batch }));
    await work.sendMany({ name: GOOGLE_UPDATE_BATCH }, items, { db: tx });
    return items.length;
  });
}

/**
 * A batch that had failed is tried again (retried from the admin jobs page): its rows are on
 * their way again, unless another batch of the merchant is by now, in which case they join the
 * next collection (after that batch). Whether this item sends them.
 */
async function resumeBatch(ctx: GoogleUpdatesContext, { shopId, batch }: GoogleUpdateBatch) {
  const u = googleReserveUpdates;
  const mine = and(eq(u.batch, batch), inArray(u.status, ['PENDING', 'FAILED']));
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BATCH_LOCK_ID})`);
    const [other] = await tx
      .select({ id: u.id })
      .from(u)
      .where(
        and(eq(u.shopId, shopId), eq(u.status, 'PENDING'), isNotNull(u.batch), ne(u.batch, batch)),
      )
      .limit(1);
    await tx
      .update(u)
      .set(other ? { status: 'PENDING', batch: null } : { status: 'PENDING' })
      .where(mine);
    return !other;
  });
}

/**
 * Sends one merchant's batch: notifications per booking first (a cancelled booking is news
 * before the slot it frees), then its availability changes as one replace. Each group is marked
 * SENT (or SKIPPED) as it goes, so a try after a failure sends only what is left, and a try
 * repeated after its lease ran out finds nothing left. A failure throws for the queue to retry;
 * on the item's last try, or when Google refused the request itself (a retry would be refused
 * the same way: the item is FAILED at once), the rows left are FAILED with the error (the
 * seller's page shows it) and the merchant's next changes go out in a new batch; a retry of the
 * item from the admin jobs page sends them again.
 */
export async function sendGoogleUpdateBatch(
  ctx: GoogleUpdatesContext,
  data: GoogleUpdateBatch,
  item: { lastTry: boolean },
): Promise<void> {
  const u = googleReserveUpdates;
  const rows = await ctx.db
    .select()
    .from(u)
    .where(and(eq(u.batch, data.batch), inArray(u.status, ['PENDING', 'FAILED'])))
    .orderBy(asc(u.id));
  if (rows.length === 0) return;
  if (rows.some((r) => r.status === 'FAILED') && !(await resumeBatch(ctx, data))) return;
  const byOrder = new Map<number, UpdateRow[]>();
  const availability: UpdateRow[] = [];
  for (const row of rows) {
    if (row.kind === 'BOOKING_NOTIFICATION' && row.orderId !== null) {
      byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    } else {
      availability.push(row);
    }
  }
  const failures: { rows: UpdateRow[]; error: Error }[] = [];
  const attempt = async (group: UpdateRow[], send: () => Promise<Settled>) => {
    try {
      await settle(ctx, group, await send());
    } catch (error) {
      failures.push({
        rows: group,
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
  };
  for (const [orderId, group] of byOrder) {
    await attempt(group, () => sendNotification(ctx, orderId));
  }
  if (availability.length > 0) {
    await attempt(availability, () => sendAvailability(ctx, data.shopId, availability));
  }
  if (failures.length === 0) return;

  const refused = failures.every(
    ({ error }) => error instanceof MapsBookingError && !error.retryable,
  );
  const final = refused || item.lastTry;
  for (const { rows: group, error } of failures) {
    await ctx.db
      .update(u)
      .set({ status: final ? 'FAILED' : 'PENDING', lastError: error.message.slice(0, 500) })
      .where(
        inArray(
          u.id,
          group.map((r) => r.id),
        ),
      );
  }
  const message = failures.map(({ error }) => error.message).join('; ');
  throw refused ? new FinalWorkFailure(message) : new Error(message);
}

/**
 * The queue's kind for the batches: 8 tries, 30 s then twice as long each time up to an hour
 * (the rows' own rules before; the queue adds up to as much again at random, so one to two
 * hours in all), and a try's lease long enough for a shop's availability and a few calls of
 * 20 s at most. A try that outlives it is run again beside it: Google may hear the same state
 * twice (a replace, or a notification computed from what it was told), which changes nothing.
 */
export function googleUpdateWorkKinds(ctx: GoogleUpdatesContext): WorkKind<GoogleUpdateBatch>[] {
  return [
    {
      name: GOOGLE_UPDATE_BATCH,
      retryLimit: GOOGLE_UPDATE_RETRY_LIMIT,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 3_600,
      expireInSeconds: 180,
      handle: (batch, item) => sendGoogleUpdateBatch(ctx, batch, item),
    },
  ];
}
