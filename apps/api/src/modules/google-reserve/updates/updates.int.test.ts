import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googleReserveUpdates, operatorTimeOff } from '../../../db/schema';
import { createWorkQueue, type WorkQueue } from '../../../jobs/work-queue';
import { rowsOf } from '../../../lib/sql-rows';
import { adminUser } from '../../../../test/admin-factories';
import { bookingTestApp, signedInUser, tp } from '../../../../test/booking-factories';
import { createRequest, enrol, rwg, sec } from '../../../../test/google-reserve';
import { shopFixture } from '../../../../test/shop-fixture';
import {
  MapsBookingClient,
  MapsBookingError,
} from '../../../platform/google-maps-booking/maps-booking';
import {
  FAKE_MAPS_BOOKING_TOKEN,
  type FakeMapsBooking,
} from '../../../platform/google-maps-booking/maps-booking-fake';
import { cancelOrder, rescheduleOrder } from '../../booking';
import { dueNow } from '../../../../test/work-queue-due';
import {
  collectGoogleUpdates,
  GOOGLE_UPDATE_BATCH,
  GOOGLE_UPDATE_RETRY_LIMIT,
  googleUpdateWorkKinds,
  sendGoogleUpdateBatch,
} from './send-updates';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
/** The app's own Maps Booking fake, which its client (and so its queue's batches) talks to. */
let fake: FakeMapsBooking;
beforeAll(() => {
  fake = h.t.app.mapsBookingFake!;
});
beforeEach(() => {
  fake.replaces.length = 0;
  fake.notifications.length = 0;
  fake.failures.length = 0;
});

const partner = () => h.t.config.googleUpdates.partnerId;
const queue = () => h.t.app.workQueue;
/**
 * A pass as an instance running jobs makes it: the periodic collection, then the work queue's
 * workers take the batches (the app's test instance runs neither by itself).
 */
const run = async () => {
  await collectGoogleUpdates({ db: h.t.database.db, work: queue() });
  return queue().workDue(GOOGLE_UPDATE_BATCH);
};
/** A batch's work item, as the queue holds it (its state and its tries so far). */
async function itemOf(batch: string | null) {
  const result = await h.t.database.db.execute(sql`
    select id, state, retry_count from pgboss.job
    where name = ${GOOGLE_UPDATE_BATCH} and data->>'batch' = ${batch}`);
  const [item] = rowsOf<{ id: string; state: string; retry_count: number }>(result);
  return item && { id: item.id, state: item.state, tries: Number(item.retry_count) + 1 };
}
/** The queue's back-off is the database's time: the waiting retries are made due now. */
const backOffOver = () => dueNow(h.t, GOOGLE_UPDATE_BATCH);

/** An enrolled, approved shop (cut 60 min, wash 30 min, two operators), its outbox emptied. */
async function merchant() {
  const f = await shopFixture(h, { operatorCount: 2 });
  await enrol(h.t.database.db, f.shop.id);
  const owner = await signedInUser(h.t);
  const seller = { role: 'SELLER' as const, userId: owner.user.id, sellerId: f.shop.sellerId };
  const googleBooks = async (startIso: string, staffId = f.operators[0]!.id) => {
    const res = await rwg(
      h.t.app,
      'CreateBooking',
      createRequest(
        { shopId: f.shop.id, serviceId: f.cut.id, startIso, durationMin: 60 },
        { staffId },
      ),
    );
    expect(res.body.booking, JSON.stringify(res.body)).toBeDefined();
    return Number(res.body.booking.booking_id);
  };
  const rows = () =>
    h.t.database.db
      .select()
      .from(googleReserveUpdates)
      .where(eq(googleReserveUpdates.shopId, f.shop.id))
      .orderBy(googleReserveUpdates.id);
  return { ...f, seller, googleBooks, rows };
}

/** The replaces sent for one shop, oldest first. */
const replacesOf = (shopId: number) =>
  fake.replaces.filter((c) =>
    (c.body.extendedServiceAvailability as { merchantId: string }[]).some(
      (i) => i.merchantId === String(shopId),
    ),
  );
/** Where a replace's period starts (its first service's). */
const restrictedFrom = (call: FakeMapsBooking['replaces'][number]) =>
  (call.body.extendedServiceAvailability as { startTimeRestrict: string }[])[0]!.startTimeRestrict;
/** A client like the app's, talking to the app's fake. */
const appClient = () =>
  new MapsBookingClient({
    baseUrl: fake.url,
    partnerId: partner(),
    accessToken: async () => FAKE_MAPS_BOOKING_TOKEN,
  });

/** The slots a replace sent for one service, as `start@staff`. */
function slotsOf(call: FakeMapsBooking['replaces'][number], serviceId: number): string[] {
  const items = call.body.extendedServiceAvailability as {
    serviceId: string;
    availability: { startTime: string; resources?: { staffId: string } }[];
  }[];
  const item = items.find((i) => i.serviceId === String(serviceId));
  return (item?.availability ?? []).map((a) => `${a.startTime}@${a.resources?.staffId ?? ''}`);
}

const iso = (at: string) => new Date(at).toISOString().replace('.000Z', 'Z');

describe('Reserve with Google real-time updates', () => {
  it('a booking closes a slot: one availability replace for the shop, its services batched, agreeing with start-times', async () => {
    const f = await merchant();
    // Both operators taken at 10:00.
    await f.googleBooks(tp('2026-12-02', '10:00'), f.operators[0]!.id);
    await f.googleBooks(tp('2026-12-02', '10:00'), f.operators[1]!.id);
    expect(await f.rows()).toMatchObject([
      { kind: 'AVAILABILITY_REPLACE', status: 'PENDING' },
      { kind: 'AVAILABILITY_REPLACE', status: 'PENDING' },
    ]);

    expect(await run()).toBeGreaterThanOrEqual(1);
    const mine = fake.replaces.filter((c) =>
      (c.body.extendedServiceAvailability as { merchantId: string }[]).some(
        (i) => i.merchantId === String(f.shop.id),
      ),
    );
    expect(mine).toHaveLength(1);
    const [call] = mine;
    expect(call!.path).toBe(`/v1alpha/inventory/partners/${partner()}/availability:replace`);
    const items = call!.body.extendedServiceAvailability as Record<string, unknown>[];
    // Both services, over the local day of the booking (Taipei midnight to midnight).
    expect(items.map((i) => i.serviceId)).toEqual([String(f.cut.id), String(f.wash.id)]);
    expect(items[0]).toMatchObject({
      merchantId: String(f.shop.id),
      startTimeRestrict: iso(tp('2026-12-02', '00:00')),
      endTimeRestrict: iso(tp('2026-12-03', '00:00')),
    });
    const sent = slotsOf(call!, f.cut.id);
    // 10:00 is gone; 11:00 is open. Google books "anyone" (no staff resource), as in the feed.
    expect(sent).not.toContain(`${iso(tp('2026-12-02', '10:00'))}@`);
    expect(sent).toContain(`${iso(tp('2026-12-02', '11:00'))}@`);
    // The same start times our own pages offer that day.
    const times = await f.startTimes('2026-12-02');
    const offered = times.body.data.days[0].times.map(
      (t: { startTime: string }) => `${iso(t.startTime)}@`,
    );
    expect(sent).toEqual(offered);
    expect((await f.rows()).map((r) => r.status)).toEqual(['SENT', 'SENT']);

    // Sent once: the next run has nothing of this shop.
    await run();
    expect(fake.replaces.filter((c) => c !== call)).toHaveLength(0);
  });

  it('the shop cancels a Google booking: Google hears CANCELED once; a cancel by Google is not echoed back', async () => {
    const f = await merchant();
    const bookingId = await f.googleBooks(tp('2026-12-02', '11:00'));
    await run();
    fake.replaces.length = 0;

    await cancelOrder(h.jobsContext(), { orderId: bookingId, actor: f.seller, reason: '店休' });
    await run();
    expect(fake.notifications).toHaveLength(1);
    expect(fake.notifications[0]).toMatchObject({
      method: 'PATCH',
      path: `/v1alpha/notification/partners/${partner()}/bookings/${bookingId}`,
      updateMask: 'status',
      body: {
        name: `partners/${partner()}/bookings/${bookingId}`,
        merchantId: String(f.shop.id),
        serviceId: String(f.cut.id),
        status: 'CANCELED',
      },
    });
    // The freed slot is open again on Google.
    expect(fake.replaces).toHaveLength(1);
    expect(slotsOf(fake.replaces[0]!, f.cut.id)).toContain(`${iso(tp('2026-12-02', '11:00'))}@`);
    await run();
    expect(fake.notifications).toHaveLength(1);

    // Google cancels another booking itself: its own change is not notified back.
    const other = await f.googleBooks(tp('2026-12-02', '15:00'));
    const res = await rwg(h.t.app, 'UpdateBooking', {
      booking: { booking_id: String(other), status: 'CANCELED' },
    });
    expect(res.body.booking.status).toBe('CANCELED');
    await run();
    expect(fake.notifications).toHaveLength(1);
    const [skipped] = (await f.rows()).filter(
      (r) => r.kind === 'BOOKING_NOTIFICATION' && r.orderId === other,
    );
    expect(skipped).toMatchObject({ status: 'SKIPPED', lastError: 'Google already knows' });
  });

  it('the shop moves a Google booking: Google hears the new start time', async () => {
    const f = await merchant();
    const bookingId = await f.googleBooks(tp('2026-12-02', '12:00'));
    await rescheduleOrder(h.jobsContext(), {
      orderId: bookingId,
      actor: f.seller,
      startTime: tp('2026-12-02', '16:00'),
    });
    await run();
    expect(fake.notifications).toHaveLength(1);
    expect(fake.notifications[0]).toMatchObject({
      updateMask: 'startTime',
      body: { startTime: iso(tp('2026-12-02', '16:00')) },
    });
    expect(fake.notifications[0]!.body).not.toHaveProperty('status');
  });

  it('time off at an enrolled shop replaces the whole horizon; a shop not enrolled writes nothing', async () => {
    const f = await merchant();
    await run();
    fake.replaces.length = 0;
    await h.t.database.db.insert(operatorTimeOff).values({
      operatorId: f.operators[0]!.id,
      startsAt: new Date(tp('2026-12-03', '10:00')),
      endsAt: new Date(tp('2026-12-03', '20:00')),
    });
    expect((await f.rows()).filter((r) => r.status === 'PENDING')).toMatchObject([
      { kind: 'AVAILABILITY_REPLACE', startsAt: null, endsAt: null },
    ]);
    await run();
    const mine = fake.replaces.filter((c) =>
      (c.body.extendedServiceAvailability as { merchantId: string }[]).some(
        (i) => i.merchantId === String(f.shop.id),
      ),
    );
    expect(mine).toHaveLength(1);
    const [first] = mine[0]!.body.extendedServiceAvailability as Record<string, string>[];
    // From now (08:00 on the 1st) to the end of the feed's 14-day horizon.
    expect(first).toMatchObject({
      startTimeRestrict: iso('2026-12-01T00:00:00Z'),
      endTimeRestrict: iso(tp('2026-12-15', '00:00')),
    });
    // The 3rd: the other operator alone, the same times our pages offer.
    const times = await f.startTimes('2026-12-03');
    const offered = times.body.data.days[0].times.map(
      (t: { startTime: string }) => `${iso(t.startTime)}@`,
    );
    const third = slotsOf(mine[0]!, f.cut.id).filter((s) => s.startsWith('2026-12-03'));
    expect(third).toEqual(offered);
    expect(third.length).toBeGreaterThan(0);

    const other = await shopFixture(h, { operatorCount: 1 });
    await other.customerOrder(tp('2026-12-02', '10:00'));
    const none = await h.t.database.db
      .select()
      .from(googleReserveUpdates)
      .where(eq(googleReserveUpdates.shopId, other.shop.id));
    expect(none).toEqual([]);
  });

  it('a failure is retried with back-off; a refused request or too many tries ends FAILED', async () => {
    const f = await merchant();
    await f.googleBooks(tp('2026-12-02', '13:00'));
    fake.failures.push(503);
    await run();
    expect(fake.replaces).toHaveLength(0);
    const [failed] = await f.rows();
    expect(failed).toMatchObject({ status: 'PENDING' });
    expect(failed!.lastError).toContain('503');
    expect(await itemOf(failed!.batch)).toMatchObject({ state: 'retry', tries: 1 });

    // Not due yet: nothing is tried.
    await run();
    expect(await itemOf(failed!.batch)).toMatchObject({ state: 'retry', tries: 1 });
    // Once its back-off (30 s or more) is over, it goes.
    await backOffOver();
    await run();
    expect(fake.replaces).toHaveLength(1);
    expect(await f.rows()).toMatchObject([{ status: 'SENT', lastError: null }]);
    expect(await itemOf(failed!.batch)).toMatchObject({ state: 'completed', tries: 2 });

    // A 400 is our request's fault: not tried again.
    await f.googleBooks(tp('2026-12-02', '17:00'));
    fake.failures.push(400);
    await run();
    const refused = (await f.rows()).find((r) => r.status !== 'SENT');
    expect(refused).toMatchObject({ status: 'FAILED' });
    expect(refused!.lastError).toContain('400');
    expect(await itemOf(refused!.batch)).toMatchObject({ state: 'failed', tries: 1 });
    await backOffOver();
    await run();
    expect(fake.replaces).toHaveLength(1);

    // Google down for good: FAILED after its 8 tries.
    await f.googleBooks(tp('2026-12-02', '18:00'));
    for (let i = 0; i <= GOOGLE_UPDATE_RETRY_LIMIT; i++) {
      fake.failures.push(500);
      await backOffOver();
      await run();
    }
    expect(fake.failures).toEqual([]);
    const [gaveUp] = (await f.rows()).filter(
      (r) => r.status !== 'SENT' && r.batch !== refused!.batch,
    );
    expect(gaveUp).toMatchObject({ status: 'FAILED' });
    expect(await itemOf(gaveUp!.batch)).toMatchObject({
      state: 'failed',
      tries: GOOGLE_UPDATE_RETRY_LIMIT + 1,
    });
    await backOffOver();
    await run();
    expect(fake.replaces).toHaveLength(1);
  });

  it('a batch that failed its last try is listed on the admin jobs page; the shop’s next changes still go out, and a retry there sends it', async () => {
    const f = await merchant();
    const { token } = await adminUser(h.t, 'OPERATIONS');
    await f.googleBooks(tp('2026-12-03', '10:00'));
    for (let i = 0; i <= GOOGLE_UPDATE_RETRY_LIMIT; i++) {
      fake.failures.push(503);
      await backOffOver();
      await run();
    }
    const [row] = await f.rows();
    expect(row).toMatchObject({ status: 'FAILED', sentAt: null });
    const item = (await itemOf(row!.batch))!;
    expect(item).toMatchObject({ state: 'failed', tries: GOOGLE_UPDATE_RETRY_LIMIT + 1 });
    // Its error stays on the row, which the seller's settings page shows (enrolment.int.test).
    expect(row!.lastError).toContain('503');

    const jobs = await h.api.call('GET', '/v1/admin/jobs', { token });
    expect(jobs.body.data.queues).toContainEqual(
      expect.objectContaining({ name: GOOGLE_UPDATE_BATCH, label: 'Google 預約即時更新發送' }),
    );
    const failed = await h.api.call('GET', `/v1/admin/jobs/queues/${GOOGLE_UPDATE_BATCH}/failed`, {
      token,
    });
    expect(failed.body.data).toContainEqual(
      expect.objectContaining({
        id: item.id,
        tries: GOOGLE_UPDATE_RETRY_LIMIT + 1,
        error: expect.stringContaining('503'),
        summary: expect.stringContaining(`"shopId":${f.shop.id}`),
      }),
    );

    // The shop's next change is not held up by the failed batch.
    await f.googleBooks(tp('2026-12-04', '10:00'));
    await run();
    expect(replacesOf(f.shop.id).map(restrictedFrom)).toEqual([iso(tp('2026-12-04', '00:00'))]);
    expect((await f.rows()).map((r) => r.status)).toEqual(['FAILED', 'SENT']);

    // Retried from the admin jobs page: sent once.
    const url = `/v1/admin/jobs/queues/${GOOGLE_UPDATE_BATCH}/items/${item.id}/retry`;
    expect((await h.api.call('POST', url, { token })).status).toBe(204);
    await run();
    expect(replacesOf(f.shop.id).map(restrictedFrom)).toEqual([
      iso(tp('2026-12-04', '00:00')),
      iso(tp('2026-12-03', '00:00')),
    ]);
    expect(await f.rows()).toMatchObject([
      { status: 'SENT', lastError: null },
      { status: 'SENT', lastError: null },
    ]);
    expect(await itemOf(row!.batch)).toMatchObject({ state: 'completed' });
    await run();
    expect(replacesOf(f.shop.id)).toHaveLength(2);
  });

  it('a failed batch retried while the shop has another on its way joins the next collection, after it', async () => {
    const f = await merchant();
    await f.googleBooks(tp('2026-12-03', '11:00'));
    for (let i = 0; i <= GOOGLE_UPDATE_RETRY_LIMIT; i++) {
      fake.failures.push(503);
      await backOffOver();
      await run();
    }
    const [first] = await f.rows();
    const item = (await itemOf(first!.batch))!;
    expect(item.state).toBe('failed');
    // The next change's batch fails once: it is on its way (waiting for its retry).
    await f.googleBooks(tp('2026-12-04', '11:00'));
    fake.failures.push(503);
    await run();
    const second = (await f.rows())[1]!;
    expect(await itemOf(second.batch)).toMatchObject({ state: 'retry' });

    expect(await queue().retry(GOOGLE_UPDATE_BATCH, item.id)).toBe(true);
    await run();
    // Nothing sent out of order: the retried rows wait for the next collection.
    expect(replacesOf(f.shop.id)).toHaveLength(0);
    expect(await f.rows()).toMatchObject([
      { status: 'PENDING', batch: null },
      { status: 'PENDING', batch: second.batch },
    ]);
    expect(await itemOf(first!.batch)).toMatchObject({ state: 'completed' });
    // Not even collected while the other batch waits for its retry.
    expect(await collectGoogleUpdates({ db: h.t.database.db, work: queue() })).toBe(0);
    expect((await f.rows())[0]).toMatchObject({ status: 'PENDING', batch: null });
    await backOffOver();
    await run(); // the batch on its way goes; the retried rows are collected into a new one
    await run(); // which goes next
    expect(replacesOf(f.shop.id).map(restrictedFrom)).toEqual([
      iso(tp('2026-12-04', '00:00')),
      iso(tp('2026-12-03', '00:00')),
    ]);
    expect((await f.rows()).map((r) => r.status)).toEqual(['SENT', 'SENT']);
  });

  it('two instances collecting and working at once send each shop’s batch once', async () => {
    const shops = [await merchant(), await merchant(), await merchant()];
    for (const f of shops) await f.googleBooks(tp('2026-12-02', '14:00'));
    // Another instance's queue on the same database, its batches sent by the same client.
    const ctx = { ...h.jobsContext(), mapsBooking: appClient() };
    const other = createWorkQueue({
      database: h.t.database,
      log: { debug() {}, info() {}, warn() {}, error() {} },
      kinds: googleUpdateWorkKinds(ctx),
      workers: false,
    });
    await other.start();
    try {
      const collect = (work: WorkQueue) => collectGoogleUpdates({ db: h.t.database.db, work });
      const queued = await Promise.all([collect(queue()), collect(other)]);
      expect(queued[0] + queued[1]).toBe(shops.length);
      const worked = await Promise.all([
        queue().workDue(GOOGLE_UPDATE_BATCH),
        other.workDue(GOOGLE_UPDATE_BATCH),
      ]);
      expect(worked[0] + worked[1]).toBe(shops.length);
      for (const f of shops) {
        expect(replacesOf(f.shop.id)).toHaveLength(1);
        expect((await f.rows()).map((r) => r.status)).toEqual(['SENT']);
      }
      // A try repeated (its lease ran out after it sent) finds nothing left to send.
      const [row] = await shops[0]!.rows();
      await sendGoogleUpdateBatch(
        ctx,
        { shopId: shops[0]!.shop.id, batch: row!.batch! },
        { lastTry: false },
      );
      await Promise.all([run(), other.workDue(GOOGLE_UPDATE_BATCH)]);
      expect(fake.replaces).toHaveLength(shops.length);
    } finally {
      await other.stop();
    }
  });
});

describe('Maps Booking API client against the loopback fake', () => {
  it('sends proto3 JSON with the bearer token; a wrong token is a retryable refusal', async () => {
    const client = new MapsBookingClient({
      baseUrl: fake.url,
      partnerId: partner(),
      accessToken: async () => FAKE_MAPS_BOOKING_TOKEN,
    });
    await client.notifyBooking({
      bookingId: '42',
      merchantId: '7',
      serviceId: '9',
      status: 'CONFIRMED',
      startSec: Number(sec('2026-12-02T02:00:00Z')),
      durationSec: 5400,
      changed: ['startTime', 'duration'],
    });
    expect(fake.notifications[0]).toMatchObject({
      updateMask: 'startTime,duration',
      body: { startTime: '2026-12-02T02:00:00Z', duration: '5400s', merchantId: '7' },
    });
    const wrong = new MapsBookingClient({
      baseUrl: fake.url,
      partnerId: partner(),
      accessToken: async () => 'stolen',
    });
    const error = await wrong
      .replaceAvailability([
        { merchantId: '7', serviceId: '9', startSec: 0, endSec: 60, slots: [] },
      ])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapsBookingError);
    expect(error).toMatchObject({ status: 401, retryable: true });
  });
});
