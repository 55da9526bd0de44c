import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, googleReserveBookings, orderEvents, orders } from '../../db/schema';
import { bookingTestApp, tp } from '../../../test/booking-factories';
import { createTestApp } from '../../../test/helper';
import { PREPAID, shopFixture } from '../../../test/shop-fixture';
import { basic, createRequest, DEV_PAIR, enrol, rwg, sec } from '../../../test/google-reserve';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
const call = (method: string, body?: unknown, authorization?: string | null) =>
  rwg(h.t.app, method, body, authorization === undefined ? {} : { authorization });

/** An enrolled shop (cut 60 min, wash 30 min) with two operators. */
async function merchant(
  shop: NonNullable<Parameters<typeof shopFixture>[1]>['shop'] = {},
  enrolment: Parameters<typeof enrol>[2] = {},
) {
  const f = await shopFixture(h, { operatorCount: 2, shop });
  await enrol(h.t.database.db, f.shop.id, enrolment);
  const request = (startIso: string, extra: Parameters<typeof createRequest>[1] = {}) =>
    createRequest({ shopId: f.shop.id, serviceId: f.cut.id, startIso, durationMin: 60 }, extra);
  return { ...f, request };
}

describe('Reserve with Google booking server: transport', () => {
  it('HealthCheck answers 200 with the credentials, with or without a trailing slash', async () => {
    expect((await call('HealthCheck')).status).toBe(200);
    expect((await call('HealthCheck/')).status).toBe(200);
  });

  it('refuses missing and wrong credentials with 401', async () => {
    expect((await call('HealthCheck', undefined, null)).status).toBe(401);
    const challenged = await h.t.app.inject({ method: 'GET', url: '/rwg/v3/HealthCheck' });
    expect(challenged.headers['www-authenticate']).toBe(
      'Basic realm="Reserve with Google", charset="UTF-8"',
    );
    expect((await call('HealthCheck', undefined, basic('rwg-partner:wrong'))).status).toBe(401);
    expect((await call('HealthCheck', undefined, 'Bearer x')).status).toBe(401);
    expect(
      (await call('ListBookings', { user_id: 'u' }, basic('other:rwg-development-secret'))).status,
    ).toBe(401);
  });

  it('takes each of two rotated pairs at once, and no longer the development pair', async () => {
    const t = await createTestApp({
      env: {
        GOOGLE_BOOKING_SERVER_CREDENTIALS: 'rwg-partner:old-secret-1,rwg-partner:new-secret-2',
      },
    });
    try {
      expect(
        (
          await rwg(t.app, 'HealthCheck', undefined, {
            authorization: basic('rwg-partner:old-secret-1'),
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await rwg(t.app, 'HealthCheck', undefined, {
            authorization: basic('rwg-partner:new-secret-2'),
          })
        ).status,
      ).toBe(200);
      expect(
        (await rwg(t.app, 'HealthCheck', undefined, { authorization: basic(DEV_PAIR) })).status,
      ).toBe(401);
      expect(
        (
          await rwg(t.app, 'HealthCheck', undefined, {
            authorization: basic('rwg-partner:new-secret-'),
          })
        ).status,
      ).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('is not served when disabled', async () => {
    const t = await createTestApp({ env: { GOOGLE_RESERVE_ENABLED: 'false' } });
    try {
      expect((await rwg(t.app, 'HealthCheck')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers an unknown method 404 and malformed requests 400, never 5xx', async () => {
    expect((await call('CheckAvailability', {})).status).toBe(404);
    expect((await call('NoSuchMethod')).status).toBe(404);
    for (const body of [
      {},
      { slot: 'x' },
      { merchant_id: '1', slot_time: [{ service_id: '1', start_sec: 'soon' }] },
      { booking: { booking_id: '1', slot: { start_sec: -5 } } },
    ]) {
      for (const method of ['BatchAvailabilityLookup', 'CreateBooking', 'UpdateBooking']) {
        const res = await call(method, body);
        expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    expect((await call('GetBookingStatus', { booking_id: '99999999' })).status).toBe(400);
    expect((await call('GetBookingStatus', { booking_id: 'not-ours' })).status).toBe(400);
    expect(
      (await call('UpdateBooking', { booking: { booking_id: '99999999', status: 'CANCELED' } }))
        .status,
    ).toBe(400);
  });
});

describe('Reserve with Google booking server: odd input', () => {
  it('never answers 5xx, whatever the fields hold', async () => {
    const f = await merchant();
    const values: unknown[] = [
      null,
      true,
      -1,
      0,
      1.5,
      1e308,
      '9'.repeat(40),
      '9999999999999999',
      '4102444801',
      9_007_199_254_740_991,
      '',
      '\u0000\u202e',
      'x'.repeat(5000),
      [],
      {},
      [1, 2],
      { nested: { deep: [null] } },
      String(f.shop.id),
    ];
    const base = f.request(tp('2026-12-02', '10:00'));
    const shapes = (v: unknown) => [
      { ...base, idempotency_token: `odd-${Math.random()}`, slot: { ...base.slot, start_sec: v } },
      {
        ...base,
        idempotency_token: `odd-${Math.random()}`,
        slot: { ...base.slot, merchant_id: v },
      },
      { ...base, idempotency_token: `odd-${Math.random()}`, slot: { ...base.slot, resources: v } },
      { ...base, idempotency_token: v },
      {
        ...base,
        idempotency_token: `odd-${Math.random()}`,
        user_information: { ...base.user_information, telephone: v, given_name: v },
      },
    ];
    for (const v of values) {
      for (const body of shapes(v)) {
        const res = await call('CreateBooking', body);
        expect(res.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      }
      for (const [method, body] of [
        [
          'BatchAvailabilityLookup',
          { merchant_id: v, slot_time: [{ service_id: v, start_sec: v }] },
        ],
        [
          'BatchAvailabilityLookup',
          {
            merchant_id: String(f.shop.id),
            slot_time: [
              {
                service_id: String(f.cut.id),
                start_sec: '1796178600',
                resource_ids: { staff_id: v, party_size: v },
              },
            ],
          },
        ],
        ['UpdateBooking', { booking: { booking_id: v, status: v, slot: { start_sec: v } } }],
        ['GetBookingStatus', { booking_id: v }],
        ['ListBookings', { user_id: v }],
      ] as const) {
        const res = await call(method, body);
        expect(res.status, `${method} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });
});

describe('Reserve with Google booking server: booking', () => {
  it('CreateBooking books through the engine: source GOOGLE, the customer matched by phone, echoed as Google sent it', async () => {
    const f = await merchant();
    const phone = '+886912345001';
    const [existing] = await h.t.database.db
      .insert(customers)
      .values({ sellerId: f.shop.sellerId, displayName: '林小美', phoneNumber: phone })
      .returning();
    const req = f.request(tp('2026-12-02', '10:00'), {
      telephone: phone,
      staffId: f.operators[1]!.id,
    });
    const res = await call('CreateBooking', req);
    expect(res.status).toBe(200);
    const booking = res.body.booking;
    expect(booking).toEqual({
      booking_id: expect.stringMatching(/^\d+$/),
      slot: {
        merchant_id: String(f.shop.id),
        service_id: String(f.cut.id),
        start_sec: req.slot.start_sec,
        duration_sec: '3600',
        resources: { staff_id: String(f.operators[1]!.id) },
        confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS',
      },
      user_information: req.user_information,
      status: 'CONFIRMED',
      payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
    });
    const [order] = await h.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(booking.booking_id)));
    expect(order).toMatchObject({
      source: 'GOOGLE',
      customerId: existing!.id,
      status: 'CONFIRMED',
    });
    const [event] = await h.t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order!.id));
    expect(event).toMatchObject({ actor: 'CUSTOMER', actorUserId: null });

    // A new phone makes a new customer record of the seller, with the Google user's name.
    const other = await call(
      'CreateBooking',
      f.request(tp('2026-12-02', '12:00'), { telephone: '+886912345002' }),
    );
    const [made] = await h.t.database.db
      .select({
        name: customers.displayName,
        phone: customers.phoneNumber,
        userId: customers.userId,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, Number(other.body.booking.booking_id)));
    expect(made).toEqual({ name: '林小美', phone: '+886912345002', userId: null });

    // GetBookingStatus and ListBookings see it.
    const status = await call('GetBookingStatus', { booking_id: booking.booking_id });
    expect(status).toEqual({
      status: 200,
      body: {
        booking_id: booking.booking_id,
        booking_status: 'CONFIRMED',
        prepayment_status: 'PREPAYMENT_NOT_PROVIDED',
      },
    });
    const listed = await call('ListBookings', { user_id: req.user_information.user_id });
    expect(listed.status).toBe(200);
    expect(listed.body.bookings).toEqual([booking]);
    expect((await call('ListBookings', { user_id: 'nobody' })).body).toEqual({ bookings: [] });
  });

  it('answers business failures with 200 and booking_failure', async () => {
    const f = await merchant();
    const at = tp('2026-12-02', '14:00');
    const first = f.request(at, { staffId: f.operators[0]!.id });
    expect((await call('CreateBooking', first)).body.booking.status).toBe('CONFIRMED');
    // The same user again at the same time.
    const again = await call('CreateBooking', { ...first, idempotency_token: 'another-token-1' });
    expect(again).toEqual({
      status: 200,
      body: {
        booking_failure: { cause: 'SLOT_ALREADY_BOOKED_BY_USER', description: expect.any(String) },
      },
    });
    // Someone else, same operator and time: taken.
    const taken = await call('CreateBooking', f.request(at, { staffId: f.operators[0]!.id }));
    expect(taken.body.booking_failure.cause).toBe('SLOT_UNAVAILABLE');
    // Outside opening hours, within the lead time, beyond the horizon, off the grid.
    for (const when of [
      tp('2026-12-02', '21:00'),
      tp('2026-12-01', '08:30'),
      tp('2027-06-01', '10:00'),
    ]) {
      expect((await call('CreateBooking', f.request(when))).body.booking_failure?.cause, when).toBe(
        'SLOT_UNAVAILABLE',
      );
    }
    // A duration the service does not take, or a party of two.
    const wrongLength = f.request(tp('2026-12-03', '10:00'));
    wrongLength.slot.duration_sec = '1800';
    expect((await call('CreateBooking', wrongLength)).body.booking_failure.cause).toBe(
      'SLOT_UNAVAILABLE',
    );
    const party = f.request(tp('2026-12-03', '11:00'));
    expect(
      (
        await call('CreateBooking', {
          ...party,
          slot: { ...party.slot, resources: { party_size: 2 } },
        })
      ).body.booking_failure.cause,
    ).toBe('SLOT_UNAVAILABLE');
  });

  it('unknown, pending, rejected, suspended and paused merchants: 400 on CreateBooking, nothing available', async () => {
    const cases = [
      await shopFixture(h),
      await merchant({}, { status: 'PENDING' }),
      await merchant({}, { status: 'REJECTED', rejectReason: '店家資料不完整' }),
      await merchant({ reviewStatus: 'SUSPENDED' }),
      await merchant({ onlineBookingPausedAt: new Date('2026-11-30T00:00:00Z') }),
    ];
    for (const f of cases) {
      const req = createRequest({
        shopId: f.shop.id,
        serviceId: f.cut.id,
        startIso: tp('2026-12-02', '10:00'),
        durationMin: 60,
      });
      expect((await call('CreateBooking', req)).status).toBe(400);
      const lookup = await call('BatchAvailabilityLookup', {
        merchant_id: String(f.shop.id),
        slot_time: [
          { service_id: String(f.cut.id), start_sec: req.slot.start_sec, duration_sec: '3600' },
        ],
      });
      expect(lookup.body.slot_time_availability).toEqual([
        {
          slot_time: {
            service_id: String(f.cut.id),
            start_sec: req.slot.start_sec,
            duration_sec: '3600',
          },
          available: false,
        },
      ]);
    }
    // A service the merchant does not offer through Google is unknown too.
    const f = await merchant({}, { offeredServiceIds: [] });
    expect((await call('CreateBooking', f.request(tp('2026-12-02', '10:00')))).status).toBe(400);
  });

  it('a shop asking a prepayment: not bookable through Google unless it lets Google guests pay at the shop', async () => {
    const strict = await merchant({ prepaymentSettings: PREPAID });
    const res = await call('CreateBooking', strict.request(tp('2026-12-02', '10:00')));
    expect(res).toEqual({
      status: 200,
      body: {
        booking_failure: { cause: 'PAYMENT_OPTION_NOT_VALID', description: expect.any(String) },
      },
    });
    const lookup = await call('BatchAvailabilityLookup', {
      merchant_id: String(strict.shop.id),
      slot_time: [{ service_id: String(strict.cut.id), start_sec: sec(tp('2026-12-02', '10:00')) }],
    });
    expect(lookup.body.slot_time_availability[0].available).toBe(false);

    const lenient = await merchant({ prepaymentSettings: PREPAID }, { payAtShop: true });
    const booked = await call('CreateBooking', lenient.request(tp('2026-12-02', '10:00')));
    expect(booked.body.booking.status).toBe('CONFIRMED');
    const [order] = await h.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(booked.body.booking.booking_id)));
    expect(order!.status).toBe('CONFIRMED'); // nothing awaits a prepayment
  });

  it('UpdateBooking cancels under the customer cut-off, and refuses later with OUTSIDE_CANCELLATION_WINDOW', async () => {
    const f = await merchant({ cancelCutoffMinutes: 120, rescheduleCutoffMinutes: 120 });
    const made = await call('CreateBooking', f.request(tp('2026-12-02', '10:00')));
    const id = made.body.booking.booking_id;
    const cancelled = await call('UpdateBooking', {
      booking: { booking_id: id, status: 'CANCELED' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ booking_id: id, status: 'CANCELED' });
    const [order] = await h.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(id)));
    expect(order).toMatchObject({ status: 'CANCELLED', cancelledBy: 'CUSTOMER' });
    const twice = await call('UpdateBooking', { booking: { booking_id: id, status: 'CANCELED' } });
    expect(twice.body.booking_failure.cause).toBe('BOOKING_ALREADY_CANCELLED');
    expect((await call('GetBookingStatus', { booking_id: id })).body.booking_status).toBe(
      'CANCELED',
    );
    expect(
      (await call('ListBookings', { user_id: made.body.booking.user_information.user_id })).body
        .bookings,
    ).toEqual([]);

    const late = await call('CreateBooking', f.request(tp('2026-12-02', '12:00')));
    h.now = new Date(Date.parse(tp('2026-12-02', '10:30')));
    const refused = await call('UpdateBooking', {
      booking: { booking_id: late.body.booking.booking_id, status: 'CANCELED' },
    });
    expect(refused.body.booking_failure.cause).toBe('OUTSIDE_CANCELLATION_WINDOW');
    const moveLate = await call('UpdateBooking', {
      booking: {
        booking_id: late.body.booking.booking_id,
        slot: { start_sec: sec(tp('2026-12-02', '16:00')) },
      },
    });
    expect(moveLate.body.booking_failure.cause).toBe('OUTSIDE_CANCELLATION_WINDOW');

    // A visit marked done can no longer be cancelled.
    await h.t.database.db
      .update(orders)
      .set({ status: 'COMPLETED' })
      .where(eq(orders.id, Number(late.body.booking.booking_id)));
    h.now = new Date('2026-12-01T00:00:00Z');
    const done = await call('UpdateBooking', {
      booking: { booking_id: late.body.booking.booking_id, status: 'CANCELED' },
    });
    expect(done.body.booking_failure.cause).toBe('BOOKING_NOT_CANCELLABLE');
  });

  it('UpdateBooking reschedules to a free slot, and answers SLOT_UNAVAILABLE for a taken one', async () => {
    const f = await merchant();
    const op = f.operators[0]!.id;
    const made = await call('CreateBooking', f.request(tp('2026-12-02', '10:00'), { staffId: op }));
    const id = made.body.booking.booking_id;
    const moved = await call('UpdateBooking', {
      booking: {
        booking_id: id,
        slot: { start_sec: Number(sec(tp('2026-12-02', '15:00'))), duration_sec: '3600' },
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.slot).toMatchObject({
      start_sec: sec(tp('2026-12-02', '15:00')),
      resources: { staff_id: String(op) },
    });
    const [order] = await h.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(id)));
    expect(order!.startsAt.toISOString()).toBe(tp('2026-12-02', '15:00'));
    // Our own page's customer takes 17:00 with the same operator: moving there fails.
    await f.customerOrder(tp('2026-12-02', '17:00'), { operatorId: op });
    const blocked = await call('UpdateBooking', {
      booking: { booking_id: id, slot: { start_sec: sec(tp('2026-12-02', '17:00')) } },
    });
    expect(blocked.body.booking_failure.cause).toBe('SLOT_UNAVAILABLE');
    // Beyond the shop's horizon (60 days).
    const beyond = await call('UpdateBooking', {
      booking: { booking_id: id, slot: { start_sec: sec(tp('2027-01-31', '10:00')) } },
    });
    expect(beyond.body.booking_failure.cause).toBe('SLOT_UNAVAILABLE');
    // Nothing to change is a bad request.
    expect((await call('UpdateBooking', { booking: { booking_id: id } })).status).toBe(400);
    // An order made on our pages is not Google's to change.
    const ours = await f.customerOrder(tp('2026-12-03', '10:00'));
    expect(
      (
        await call('UpdateBooking', {
          booking: { booking_id: String(ours.order.id), status: 'CANCELED' },
        })
      ).status,
    ).toBe(400);
    const [link] = await h.t.database.db
      .select()
      .from(googleReserveBookings)
      .where(
        and(
          eq(googleReserveBookings.orderId, Number(id)),
          eq(googleReserveBookings.shopId, f.shop.id),
        ),
      );
    expect(link).toBeDefined();
  });
});
