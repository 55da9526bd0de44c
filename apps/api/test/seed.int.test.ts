import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_BOOKING_STATUSES,
  bookingServiceItems,
  bookings,
  cities,
  customers,
  customerTagLinks,
  customerTags,
  industries,
  operatorServices,
  operatorShifts,
  operators,
  orderEvents,
  orders,
  sellers,
  services,
  shopHours,
  shops,
  shopSpecialDays,
  users,
} from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { localDate, weekdayOf, zonedToInstant } from '../src/lib/zoned-time';
import { testAppOfFile } from './helper';

const t = testAppOfFile({ demo: true });

describe('demo data', () => {
  it('seeds a realistic catalogue across cities, industries and currencies', async () => {
    const db = t.database.db;
    const [sellerCount] = await db.select({ n: count() }).from(sellers);
    expect(sellerCount!.n).toBeGreaterThanOrEqual(3);
    const shopRows = await db
      .select({
        id: shops.id,
        currency: shops.currency,
        city: cities.name,
        industry: industries.slug,
      })
      .from(shops)
      .innerJoin(cities, eq(cities.id, shops.cityId))
      .innerJoin(industries, eq(industries.id, shops.industryId))
      .where(eq(shops.reviewStatus, 'APPROVED'));
    expect(shopRows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(shopRows.map((s) => s.industry)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(shopRows.map((s) => s.currency))).toEqual(new Set(['TWD', 'HKD', 'SGD']));
    for (const city of ['臺北市', '新北市', '臺中市', '高雄市']) {
      expect(
        shopRows.some((s) => s.city === city),
        city,
      ).toBe(true);
    }
    const perShop = await db
      .select({ shopId: services.shopId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(services)
      .groupBy(services.shopId);
    for (const s of shopRows)
      expect(perShop.find((p) => p.shopId === s.id)?.n ?? 0).toBeGreaterThanOrEqual(8);
  });

  it('has a demo customer who signs in with the documented password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/tokens',
      payload: { provider: 'basic', username: '+886900000001', password: 'haoyue-demo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ displayName: '王小美', hasPassword: true });
  });

  it('has documented owner, manager and staff accounts for the first demo seller', async () => {
    const signIn = async (username: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/tokens',
        payload: { provider: 'basic', username, password: 'haoyue-demo' },
      });
      expect(res.statusCode, username).toBe(200);
      return res.json().data.token as string;
    };
    const roles = [];
    for (const phone of ['+886912000001', '+886912000011', '+886912000012']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/sellers',
        headers: { authorization: `Bearer ${await signIn(phone)}` },
      });
      const [seller] = res.json().data;
      roles.push([seller.displayName, seller.memberDetails.role]);
    }
    expect(roles).toEqual([
      ['光點髮藝有限公司', 'OWNER'],
      ['光點髮藝有限公司', 'MANAGER'],
      ['光點髮藝有限公司', 'STAFF'],
    ]);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const db = t.database.db;
    const counts = async () =>
      Promise.all(
        [shops, shopHours, operatorShifts, customers, orders, bookings, customerTags].map(
          async (table) => {
            const [row] = await db.select({ n: count() }).from(table);
            return row!.n;
          },
        ),
      );
    const before = await counts();
    await seedDatabase(db, { demo: true });
    expect(await counts()).toEqual(before);
  });

  it('gives every demo seller a 貴賓 tag with a 30-day VIP window; the demo customer is a 常客', async () => {
    const db = t.database.db;
    const tags = await db.select().from(customerTags).orderBy(asc(customerTags.id));
    const sellerCount = (await db.select({ n: count() }).from(sellers))[0]!.n;
    expect(tags.filter((tag) => tag.name === '貴賓' && tag.vipExtraDays === 30)).toHaveLength(
      sellerCount,
    );
    const carried = await db
      .select({ tag: customerTags.name })
      .from(customerTagLinks)
      .innerJoin(customerTags, eq(customerTags.id, customerTagLinks.tagId))
      .innerJoin(customers, eq(customers.id, customerTagLinks.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(users.phoneNumber, '+886900000001'));
    expect(carried.length).toBeGreaterThan(0);
    expect(new Set(carried.map((c) => c.tag))).toEqual(new Set(['常客']));
  });

  it('gives every public shop opening hours and every bookable operator shifts', async () => {
    const db = t.database.db;
    const publicShops = await db
      .select({ id: shops.id, slug: shops.urlSlug })
      .from(shops)
      .where(eq(shops.reviewStatus, 'APPROVED'));
    const hours = await db.select().from(shopHours);
    for (const shop of publicShops) {
      expect(
        hours.filter((h) => h.shopId === shop.id).length,
        `${shop.slug} has opening hours`,
      ).toBeGreaterThanOrEqual(5);
    }
    const bookable = await db
      .select({ id: operators.id, name: operators.displayName })
      .from(operators)
      .where(eq(operators.isBookable, true));
    const shifts = await db.select().from(operatorShifts);
    for (const operator of bookable) {
      const own = shifts.filter((s) => s.operatorId === operator.id);
      const working = own.filter((s) => s.kind === 'SHIFT');
      expect(working.length, `${operator.name} has shifts`).toBeGreaterThan(0);
      // A break lies inside a shift of its weekday.
      for (const b of own.filter((s) => s.kind === 'BREAK')) {
        expect(
          working.some(
            (s) =>
              s.weekday === b.weekday &&
              s.startMinute <= b.startMinute &&
              b.endMinute <= s.endMinute,
          ),
          `${operator.name}'s break on weekday ${b.weekday}`,
        ).toBe(true);
      }
    }
    // Not everyone works every day, and there are special days ahead.
    const workdays = bookable.map(
      (o) => new Set(shifts.filter((s) => s.operatorId === o.id).map((s) => s.weekday)).size,
    );
    expect(workdays.some((n) => n < 7)).toBe(true);
    const [special] = await db.select({ n: count() }).from(shopSpecialDays);
    expect(special!.n).toBeGreaterThanOrEqual(publicShops.length);
  });

  it('sets booking rules and prepayment, and keeps lumiere-daan easy to book', async () => {
    const db = t.database.db;
    const rows = await db.select().from(shops);
    const modes = rows.map((s) => `${s.currency}:${s.prepaymentSettings.mode}`);
    expect(modes).toContain('TWD:PERCENTAGE');
    expect(modes).toContain('TWD:FIXED');
    expect(new Set(rows.map((s) => s.slotMinutes))).toEqual(new Set([15, 30]));

    const daan = rows.find((s) => s.urlSlug === 'lumiere-daan')!;
    expect(daan.prepaymentSettings.mode).toBe('NONE');
    expect(daan.minLeadMinutes).toBeLessThanOrEqual(60);
    expect(daan.cancelCutoffMinutes).toBeLessThanOrEqual(120);
    expect(daan.rescheduleCutoffMinutes).toBeLessThanOrEqual(120);
    expect(daan.maxAdvanceDays).toBeGreaterThanOrEqual(30);
    const team = await db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.shopId, daan.id), eq(operators.isBookable, true)));
    const links = await db.select().from(operatorServices);
    const shifts = await db.select().from(operatorShifts).where(eq(operatorShifts.kind, 'SHIFT'));
    const regulars = team.filter(
      (o) =>
        links.filter((l) => l.operatorId === o.id).length >= 2 &&
        new Set(shifts.filter((s) => s.operatorId === o.id).map((s) => s.weekday)).size >= 5,
    );
    expect(regulars.length).toBeGreaterThanOrEqual(3);
    const [daanOrders] = await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.shopId, daan.id));
    expect(daanOrders!.n).toBe(0);
  });

  it('gives the demo customer an upcoming, two past and a cancelled order', async () => {
    const db = t.database.db;
    const now = Date.now();
    const rows = await db
      .select({ order: orders, shopSlug: shops.urlSlug })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(users.phoneNumber, '+886900000001'))
      .orderBy(asc(orders.status));
    expect(rows.map((r) => r.order.status)).toEqual([
      'CANCELLED',
      'COMPLETED',
      'COMPLETED',
      'CONFIRMED',
    ]);
    const [cancelled, completed, completedToo, confirmed] = rows.map((r) => r.order);
    expect(completedToo!.endsAt.getTime()).toBeLessThan(now);
    expect(rows.every((r) => r.shopSlug !== 'lumiere-daan')).toBe(true);
    expect(confirmed!.startsAt.getTime()).toBeGreaterThan(now);
    expect(completed!.endsAt.getTime()).toBeLessThan(now);
    expect(cancelled).toMatchObject({ cancelledBy: 'CUSTOMER', cancelReason: expect.any(String) });

    for (const order of rows.map((r) => r.order)) {
      expect(order.orderKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(order.profile).toEqual({ displayName: '王小美', phoneNumber: '+886900000001' });
      const [booking, ...more] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.orderId, order.id));
      expect(more).toEqual([]);
      expect(booking).toMatchObject({ status: order.status, startsAt: order.startsAt });
      const items = await db
        .select()
        .from(bookingServiceItems)
        .where(eq(bookingServiceItems.bookingId, booking!.id))
        .orderBy(asc(bookingServiceItems.position));
      expect(items.reduce((sum, i) => sum + i.price, 0)).toBe(order.totalPrice);
      expect(items[0]!.startsAt).toEqual(order.startsAt);
      expect(items[items.length - 1]!.endsAt).toEqual(order.endsAt);
      const events = await db
        .select({ type: orderEvents.type, actor: orderEvents.actor })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.createdAt));
      expect(events.map((e) => e.type)).toEqual(
        order.status === 'CANCELLED' ? ['CREATED', 'CANCELLED'] : ['CREATED'],
      );
    }
  });

  it('books within opening hours and shifts, and never overlaps an operator', async () => {
    const db = t.database.db;
    const other = alias(bookings, 'other');
    const activeStatuses = [...ACTIVE_BOOKING_STATUSES];
    const overlapping = await db
      .select({ id: bookings.id, other: other.id })
      .from(bookings)
      .innerJoin(
        other,
        and(eq(other.operatorId, bookings.operatorId), sql`${other.id} > ${bookings.id}`),
      )
      .where(
        and(
          inArray(bookings.status, activeStatuses),
          inArray(other.status, activeStatuses),
          sql`tstzrange(${bookings.heldFrom}, ${bookings.heldUntil}) && tstzrange(${other.heldFrom}, ${other.heldUntil})`,
        ),
      );
    expect(overlapping).toEqual([]);

    const active = await db
      .select({ booking: bookings, timeZone: shops.timeZone })
      .from(bookings)
      .innerJoin(shops, eq(shops.id, bookings.shopId))
      .where(inArray(bookings.status, activeStatuses));
    expect(active.filter((b) => b.booking.startsAt.getTime() > Date.now()).length).toBeGreaterThan(
      5,
    );
    const hours = await db.select().from(shopHours);
    const specials = await db.select().from(shopSpecialDays);
    const shifts = await db.select().from(operatorShifts);
    for (const { booking, timeZone } of active) {
      const date = localDate(timeZone, booking.startsAt.getTime());
      const midnight = zonedToInstant(timeZone, date, 0);
      const from = (booking.startsAt.getTime() - midnight) / 60_000;
      const to = (booking.endsAt.getTime() - midnight) / 60_000;
      const inside = (r: [number, number]) => r[0] <= from && to <= r[1];
      const special = specials.find((d) => d.shopId === booking.shopId && d.date === date);
      const open = special
        ? special.ranges
        : hours
            .filter((h) => h.shopId === booking.shopId && h.weekday === weekdayOf(date))
            .map((h): [number, number] => [h.startMinute, h.endMinute]);
      const own = shifts.filter(
        (s) => s.operatorId === booking.operatorId && s.weekday === weekdayOf(date),
      );
      expect(open.some(inside), `booking ${booking.id} in opening hours`).toBe(true);
      expect(
        own.some((s) => s.kind === 'SHIFT' && inside([s.startMinute, s.endMinute])),
        `booking ${booking.id} in shift`,
      ).toBe(true);
      expect(
        own.some(
          (s) =>
            s.kind === 'BREAK' &&
            s.startMinute * 60_000 + midnight < booking.heldUntil.getTime() &&
            booking.heldFrom.getTime() < s.endMinute * 60_000 + midnight,
        ),
        `booking ${booking.id} clear of breaks`,
      ).toBe(false);
    }
  });

  it('serves demo shops through the API with operators, avatars and local prices', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/shops?urlSlug=orchard-lash-studio&part=operators,images',
    });
    const shop = res.json().data[0];
    expect(shop.currency).toBe('SGD');
    expect(shop.operators.length).toBeGreaterThanOrEqual(3);
    expect(
      shop.operators.every((o: { avatarUrl: string }) => o.avatarUrl.startsWith('/static/demo/')),
    ).toBe(true);
    const groups = await t.app.inject({
      method: 'GET',
      url: `/v1/service-groups?shopId=${shop.id}&part=services`,
    });
    const prices = groups
      .json()
      .data.flatMap((g: { services: { price: number; currency: string }[] }) => g.services);
    expect(prices.every((p: { currency: string }) => p.currency === 'SGD')).toBe(true);
    expect(prices[0].price).toBeGreaterThan(0);
    expect(prices[0].price % 100).toBe(0);
  });
});
