import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_BOOKING_STATUSES, bookings, orders } from '../../db/schema';
import { signedInUser, tp } from '../../../test/booking-factories';
import { createTestApp, type TestContext } from '../../../test/helper';
import { type ShopFixture, shopFixture } from '../../../test/shop-fixture';
import { client } from '../../../test/sign-in';

// Races between customers. On PostgreSQL the requests really run at once (pool of 20
// connections); on PGlite they are serialised by the single connection, and must agree.
const now = new Date('2026-12-01T00:00:00Z');
let t: TestContext;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  api = client(t.app);
});
afterAll(() => t.close());

async function users(n: number) {
  return Promise.all(Array.from({ length: n }, () => signedInUser(t)));
}

/** A new bookable shop (see `shopFixture`). */
const newShop = (operatorCount = 1) => shopFixture({ t, api }, { operatorCount });

/** `n` new customers order the same thing from the shop at once; their answers. */
async function orderAtOnce(
  n: number,
  f: ShopFixture,
  startTime: string,
  extra: Record<string, unknown>,
) {
  const people = await users(n);
  return Promise.all(people.map(({ token }) => f.book(token, startTime, extra)));
}

async function activeBookings(shopId: number) {
  return t.database.db
    .select()
    .from(bookings)
    .where(
      and(eq(bookings.shopId, shopId), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])),
    );
}

describe('bookings:order under contention', () => {
  it('50 simultaneous orders for one operator and time: exactly one wins', async () => {
    const f = await newShop();
    const results = await orderAtOnce(50, f, tp('2026-12-02', '14:00'), {
      operatorId: f.operators[0]!.id,
    });
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('E_SLOT_UNAVAILABLE');
    expect(await activeBookings(f.shop.id)).toHaveLength(1);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.shopId, f.shop.id))) as [{ n: number }];
    expect(n).toBe(1); // the losers left no order behind
  });

  it('50 simultaneous "any operator" orders with 3 operators: exactly three win, one each', async () => {
    const f = await newShop(3);
    const results = await orderAtOnce(50, f, tp('2026-12-02', '15:00'), { operatorId: null });
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(47);
    const held = await activeBookings(f.shop.id);
    expect(held.map((b) => b.operatorId).sort()).toEqual(f.operators.map((o) => o.id).sort());
  });

  it('a reschedule racing a new booking for the same time: never both, never neither', async () => {
    for (let round = 0; round < 5; round++) {
      const { shop, operators, book } = await newShop();
      const operatorId = operators[0]!.id;
      const [mover, newcomer] = await users(2);
      const booked = await book(mover!.token, tp('2026-12-02', '10:00'), { operatorId });
      expect(booked.status).toBe(200);
      const target = tp('2026-12-02', '16:00');
      const [moved, fresh] = await Promise.all([
        api.call('POST', '/v1/orders:reschedule', {
          token: mover!.token,
          body: { orderId: booked.body.data.id, startTime: target },
        }),
        book(newcomer!.token, target, { operatorId }),
      ]);
      expect([moved.status, fresh.status].sort()).toEqual([200, 409]);
      const held = await activeBookings(shop.id);
      // Exactly one booking at 16:00, and the mover holds exactly one booking.
      expect(held.filter((b) => b.startsAt.toISOString() === target)).toHaveLength(1);
      expect(held.filter((b) => b.orderId === booked.body.data.id)).toHaveLength(1);
      const moverBooking = held.find((b) => b.orderId === booked.body.data.id)!;
      expect(moverBooking.startsAt.toISOString()).toBe(
        moved.status === 200 ? target : tp('2026-12-02', '10:00'),
      );
    }
  });
});
