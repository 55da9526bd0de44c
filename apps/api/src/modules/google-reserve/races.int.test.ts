import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_BOOKING_STATUSES,
  bookings,
  googleReserveBookings,
  googleReserveRequests,
  orders,
} from '../../db/schema';
import { bookingTestApp, signedInUser, tp } from '../../../test/booking-factories';
import { shopFixture } from '../../../test/shop-fixture';
import { createRequest, enrol, rwg, sec } from '../../../test/google-reserve';

// Tuesday 1 December 2026, 08:00 in Taipei. On PostgreSQL the requests really run at once; on
// PGlite they are serialised by its single connection, and must agree.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
const call = (method: string, body?: unknown) => rwg(h.t.app, method, body);

async function merchant(operatorCount = 1) {
  const f = await shopFixture(h, { operatorCount });
  await enrol(h.t.database.db, f.shop.id);
  const request = (startIso: string, extra: Parameters<typeof createRequest>[1] = {}) =>
    createRequest({ shopId: f.shop.id, serviceId: f.cut.id, startIso, durationMin: 60 }, extra);
  return { ...f, request };
}

async function ordersOf(shopId: number) {
  return h.t.database.db.select().from(orders).where(eq(orders.shopId, shopId));
}

describe('Reserve with Google: races and idempotency', () => {
  it('50 CreateBookings racing 50 orders from our pages for one slot: exactly one booking', async () => {
    const f = await merchant();
    const at = tp('2026-12-02', '14:00');
    const operatorId = f.operators[0]!.id;
    const people = await Promise.all(Array.from({ length: 50 }, () => signedInUser(h.t)));
    const google = Array.from({ length: 50 }, () => f.request(at, { staffId: operatorId }));
    const results = await Promise.all([
      ...google.map((req) => call('CreateBooking', req).then((r) => ({ kind: 'google', ...r }))),
      ...people.map(({ token }) =>
        f.book(token, at, { operatorId }).then((r) => ({ kind: 'page', ...r })),
      ),
    ]);
    const won = results.filter((r) =>
      r.kind === 'google' ? r.status === 200 && r.body.booking : r.status === 200,
    );
    expect(won).toHaveLength(1);
    for (const r of results) {
      if (r === won[0]) continue;
      if (r.kind === 'google') {
        expect(r.status).toBe(200);
        expect(r.body.booking_failure.cause).toBe('SLOT_UNAVAILABLE');
      } else {
        expect(r.status).toBe(409);
      }
    }
    const held = await h.t.database.db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.shopId, f.shop.id), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])),
      );
    expect(held).toHaveLength(1);
    expect(await ordersOf(f.shop.id)).toHaveLength(1); // the losers left no order behind
  });

  it('a repeated idempotency token returns the first answer and never books twice', async () => {
    const f = await merchant(3);
    const req = f.request(tp('2026-12-02', '10:00'), { token: 'google-token-repeat' });
    const first = await call('CreateBooking', req);
    expect(first.body.booking.status).toBe('CONFIRMED');
    for (let i = 0; i < 3; i++) expect(await call('CreateBooking', req)).toEqual(first);
    // int64s as numbers are the same request.
    expect(
      await call('CreateBooking', {
        ...req,
        slot: { ...req.slot, start_sec: Number(req.slot.start_sec), duration_sec: 3600 },
      }),
    ).toEqual(first);
    expect(await ordersOf(f.shop.id)).toHaveLength(1);
    // The same token with another request is refused, and books nothing.
    const other = await call('CreateBooking', {
      ...req,
      slot: { ...req.slot, start_sec: sec(tp('2026-12-02', '11:00')) },
    });
    expect(other.status).toBe(400);
    expect(await ordersOf(f.shop.id)).toHaveLength(1);
    // A failure is kept too: the same token answers the same failure even once the slot frees.
    const taken = f.request(tp('2026-12-02', '10:00'), {
      staffId: Number(first.body.booking.slot.resources.staff_id),
    });
    const failed = await call('CreateBooking', taken);
    expect(failed.body.booking_failure.cause).toBe('SLOT_UNAVAILABLE');
    await call('UpdateBooking', {
      booking: { booking_id: first.body.booking.booking_id, status: 'CANCELED' },
    });
    expect(await call('CreateBooking', taken)).toEqual(failed);
  });

  it('a token whose request died after booking: a retry 2 minutes later adopts that order, never books again', async () => {
    const f = await merchant(3);
    const req = f.request(tp('2026-12-03', '15:00'), { token: 'google-token-crashed' });
    const first = await call('CreateBooking', req);
    expect(first.body.booking.status).toBe('CONFIRMED');
    // As if the process stopped right after writing the order: no link, no stored answer.
    const db = h.t.database.db;
    await db
      .delete(googleReserveBookings)
      .where(eq(googleReserveBookings.orderId, Number(first.body.booking.booking_id)));
    await db
      .update(googleReserveRequests)
      .set({ status: null, answer: null, claimedAt: new Date(Date.now() - 30_000) })
      .where(eq(googleReserveRequests.idempotencyToken, 'google-token-crashed'));
    // Still within 2 minutes: the first request may yet be running.
    expect((await call('CreateBooking', req)).status).toBe(409);
    await db
      .update(googleReserveRequests)
      .set({ claimedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(googleReserveRequests.idempotencyToken, 'google-token-crashed'));
    const retried = await call('CreateBooking', req);
    expect(retried).toEqual(first);
    expect(await ordersOf(f.shop.id)).toHaveLength(1);
    expect(await call('CreateBooking', req)).toEqual(first);
  });

  it('past 120 writes a minute for one merchant: 429, without booking', async () => {
    const f = await merchant();
    const req = f.request(tp('2026-12-03', '10:00'), { token: 'google-token-limit' });
    const first = await call('CreateBooking', req);
    expect(first.body.booking.status).toBe('CONFIRMED');
    for (let i = 1; i < 120; i++) expect((await call('CreateBooking', req)).status).toBe(200);
    const over = await call('CreateBooking', f.request(tp('2026-12-03', '12:00')));
    expect(over.status).toBe(429);
    expect(await ordersOf(f.shop.id)).toHaveLength(1);
  });

  it('the same token sent 20 times at once: one order; each answer the booking or 409 while it runs', async () => {
    const f = await merchant(3);
    const req = f.request(tp('2026-12-02', '16:00'), { token: 'google-token-concurrent' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('CreateBooking', req)));
    const booked = answers.filter((a) => a.status === 200);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    for (const a of booked) expect(a).toEqual(booked[0]);
    expect(booked[0]!.body.booking.status).toBe('CONFIRMED');
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBe(409);
    expect(await ordersOf(f.shop.id)).toHaveLength(1);
    const links = await h.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(googleReserveBookings)
      .where(eq(googleReserveBookings.idempotencyToken, 'google-token-concurrent'));
    expect(links[0]!.n).toBe(1);
    expect(await call('CreateBooking', req)).toEqual(booked[0]);
  });
});
