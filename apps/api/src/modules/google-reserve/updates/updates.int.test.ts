import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googleReserveUpdates, operatorTimeOff } from '../../../db/schema';
import { bookingTestApp, signedInUser, tp } from '../../../../test/booking-factories';
import { createRequest, enrol, rwg, sec } from '../../../../test/google-reserve';
import { shopFixture } from '../../../../test/shop-fixture';
import {
  MapsBookingClient,
  MapsBookingError,
} from '../../../platform/google-maps-booking/maps-booking';
import {
  FAKE_MAPS_BOOKING_TOKEN,
  FakeMapsBooking,
} from '../../../platform/google-maps-booking/maps-booking-fake';
import { cancelOrder, rescheduleOrder } from '../../booking';
import { MAX_ATTEMPTS, sendGoogleUpdates } from './send-updates';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
let fake: FakeMapsBooking;
beforeAll(async () => {
  fake = await FakeMapsBooking.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.replaces.length = 0;
  fake.notifications.length = 0;
  fake.failures.length = 0;
});

const PARTNER = 'haoyue-test';
/** The job's context: the test clock, the real client talking to the loopback fake. */
const jobs = () => ({
  ...h.jobsContext(),
  mapsBooking: new MapsBookingClient({
    baseUrl: fake.url,
    partnerId: PARTNER,
    accessToken: async () => FAKE_MAPS_BOOKING_TOKEN,
  }),
});
const run = () => sendGoogleUpdates(jobs());

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
      .where(eq(googleReserveUpdates.shopId, f.shop.id));
  return { ...f, seller, googleBooks, rows };
}

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
    expect(call!.path).toBe(`/v1alpha/inventory/partners/${PARTNER}/availability:replace`);
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
      path: `/v1alpha/notification/partners/${PARTNER}/bookings/${bookingId}`,
      updateMask: 'status',
      body: {
        name: `partners/${PARTNER}/bookings/${bookingId}`,
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
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(failed!.lastError).toContain('503');

    // Not due yet: nothing is tried.
    await run();
    expect((await f.rows())[0]!.attempts).toBe(1);
    // Thirty seconds later it goes.
    h.now = new Date(h.now.getTime() + 31_000);
    await run();
    expect(fake.replaces).toHaveLength(1);
    expect(await f.rows()).toMatchObject([{ status: 'SENT', attempts: 1 }]);

    // A 400 is our request's fault: not tried again.
    await f.googleBooks(tp('2026-12-02', '17:00'));
    fake.failures.push(400);
    await run();
    const refused = (await f.rows()).find((r) => r.status !== 'SENT');
    expect(refused).toMatchObject({ status: 'FAILED', attempts: 1 });

    // Google down for good: FAILED after MAX_ATTEMPTS tries.
    await f.googleBooks(tp('2026-12-02', '18:00'));
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      fake.failures.push(500);
      h.now = new Date(h.now.getTime() + 3_600_000);
      await run();
    }
    const [gaveUp] = await h.t.database.db
      .select()
      .from(googleReserveUpdates)
      .where(
        and(
          eq(googleReserveUpdates.shopId, f.shop.id),
          eq(googleReserveUpdates.attempts, MAX_ATTEMPTS),
        ),
      );
    expect(gaveUp).toMatchObject({ status: 'FAILED' });
  });
});

describe('Maps Booking API client against the loopback fake', () => {
  it('sends proto3 JSON with the bearer token; a wrong token is a retryable refusal', async () => {
    const client = new MapsBookingClient({
      baseUrl: fake.url,
      partnerId: PARTNER,
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
      partnerId: PARTNER,
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
