import { describe, expect, it } from 'vitest';
import { bookingTestApp, tp } from '../../../test/booking-factories';
import { shopFixture } from '../../../test/shop-fixture';
import { enrol, rwg, sec } from '../../../test/google-reserve';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
const call = (method: string, body?: unknown) => rwg(h.t.app, method, body);

/**
 * Google's own CreateBooking sample request and response, from "CreateBooking Samples and
 * Definitions":
 * https://developers.google.com/actions-center/verticals/reservations/e2e/integration-steps/booking-server-ready/createbooking/samples-definitions
 * Its merchant 1234, service 5678 and start 1606467600 (2020) become ours; its party of 2 becomes
 * 1 (our appointments are for one person: a party of two answers SLOT_UNAVAILABLE, tested in
 * booking-server.int.test.ts). Everything else is Google's text as published.
 */
function googleSample(merchantId: string, serviceId: string, startSec: string) {
  const request = {
    idempotency_token: '18307119013960637991',
    payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
    slot: {
      confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS',
      duration_sec: '1800',
      merchant_id: merchantId,
      resources: { party_size: 1 },
      service_id: serviceId,
      start_sec: startSec,
    },
    user_information: {
      email: 'john.smith@gmail.com',
      family_name: 'Smith',
      given_name: 'John',
      telephone: '+12091111111',
      user_id: '1111111111111111111',
    },
  };
  const response = {
    booking: {
      booking_id: '890',
      // The sample answers the request's payment information and slot as they were sent.
      payment_information: request.payment_information,
      slot: request.slot,
      status: 'CONFIRMED',
      user_information: request.user_information,
    },
  };
  return { request, response };
}

describe("Google's documented samples", () => {
  it('CreateBooking: the sample request answers the sample response, field by field', async () => {
    const f = await shopFixture(h);
    await enrol(h.t.database.db, f.shop.id);
    const { request, response } = googleSample(
      String(f.shop.id),
      String(f.wash.id), // 30 minutes: the sample's 1800 s
      sec(tp('2026-12-02', '10:00')),
    );
    const res = await call('CreateBooking', request);
    expect(res.status).toBe(200);
    const booking = res.body.booking;
    const expected = response.booking;
    expect(Object.keys(booking).sort()).toEqual(Object.keys(expected).sort());
    expect(booking.booking_id).toMatch(/^\d+$/); // ours, not the sample's 890
    expect(booking.status).toBe(expected.status);
    expect(booking.payment_information).toEqual(expected.payment_information);
    expect(booking.user_information).toEqual(expected.user_information);
    for (const field of Object.keys(expected.slot) as (keyof typeof expected.slot)[]) {
      if (field === 'resources') continue;
      expect(booking.slot[field], `slot.${field}`).toEqual(expected.slot[field]);
    }
    // The resources as sent, plus the operator the booking was given.
    expect(booking.slot.resources).toEqual({
      ...expected.slot.resources,
      staff_id: String(f.operators[0]!.id),
    });
    // Google's retry of the same sample answers the same booking.
    expect(await call('CreateBooking', request)).toEqual(res);
  });
});

describe('BatchAvailabilityLookup agrees with POST /v1/bookings:start-times', () => {
  it('for the same shop, service and operator (or anyone), slot by slot over several days', async () => {
    const f = await shopFixture(h, {
      operatorCount: 2,
      shop: { minLeadMinutes: 180, maxAdvanceDays: 2 },
    });
    await enrol(h.t.database.db, f.shop.id);
    const [a, b] = f.operators;
    // Busy times: a at 11:00 and 15:30 (from our pages), b at 13:00 (through Google).
    await f.customerOrder(tp('2026-12-02', '11:00'), { operatorId: a!.id });
    await f.customerOrder(tp('2026-12-02', '15:30'), { operatorId: a!.id });
    const g = await call('CreateBooking', {
      slot: {
        merchant_id: String(f.shop.id),
        service_id: String(f.cut.id),
        start_sec: sec(tp('2026-12-02', '13:00')),
        duration_sec: '3600',
        resources: { staff_id: String(b!.id) },
      },
      user_information: { user_id: 'agree-1', given_name: 'A', telephone: '+886912399001' },
      idempotency_token: 'agree-token-1',
    });
    expect(g.body.booking.status).toBe('CONFIRMED');
    const dates = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
    const grid = dates.flatMap((d) =>
      Array.from({ length: 28 }, (_, i) => {
        const minutes = 7 * 60 + i * 30;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
        return tp(d, time);
      }),
    );
    for (const operatorId of [null, a!.id, b!.id]) {
      const ours = await f.startTimes(dates[0]!, dates[dates.length - 1]!, { operatorId });
      expect(ours.status).toBe(200);
      const offered = new Set<string>(
        ours.body.data.days.flatMap((d: { times: { startTime: string }[] }) =>
          d.times.map((t) => t.startTime),
        ),
      );
      expect(offered.size).toBeGreaterThan(10);
      const res = await call('BatchAvailabilityLookup', {
        merchant_id: String(f.shop.id),
        slot_time: grid.map((iso) => ({
          service_id: String(f.cut.id),
          start_sec: sec(iso),
          duration_sec: '3600',
          ...(operatorId ? { resource_ids: { staff_id: String(operatorId) } } : {}),
        })),
      });
      expect(res.status).toBe(200);
      expect(res.body.slot_time_availability).toHaveLength(grid.length);
      grid.forEach((iso, i) => {
        const answer = res.body.slot_time_availability[i];
        expect(answer.slot_time.start_sec).toBe(sec(iso));
        expect(answer.available, `${iso} operator ${operatorId}`).toBe(offered.has(iso));
      });
    }
  });
});
