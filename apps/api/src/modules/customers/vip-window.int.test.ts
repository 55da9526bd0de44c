import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, customerTagLinks, customerTags } from '../../db/schema';
import { bookingTestApp, signedInUser, timesOf, tp } from '../../../test/booking-factories';
import { shopFixture } from '../../../test/shop-fixture';

// Tuesday 1 December 2026, 08:00 in Taipei. The shop's horizon is 60 days: up to 2027-01-30.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
const BEYOND = '2027-02-15'; // 76 days ahead: inside a +30-day VIP window only
const FURTHER = '2027-03-05'; // 94 days ahead: beyond the VIP window too

describe('VIP booking windows', () => {
  it('a VIP-tagged customer sees and books dates beyond the horizon; others do not', async () => {
    const { db, shop, cut, book } = await shopFixture(h);
    const vip = await signedInUser(h.t, { displayName: '陳貴賓' });
    const regular = await signedInUser(h.t, { displayName: '林一般' });
    // Both are customers of the seller already (an earlier visit).
    expect((await book(vip.token, tp('2026-12-02', '10:00'))).status).toBe(200);
    expect((await book(regular.token, tp('2026-12-02', '12:00'))).status).toBe(200);
    const [tag] = await db
      .insert(customerTags)
      .values({ sellerId: shop.sellerId, name: 'VIP', color: 'yellow', vipExtraDays: 30 })
      .returning();
    const [student] = await db
      .insert(customerTags)
      .values({ sellerId: shop.sellerId, name: '學生', color: 'teal' })
      .returning();
    const [record] = await db
      .select()
      .from(customers)
      .where(eq(customers.userId, vip.user.id as number));
    await db.insert(customerTagLinks).values([
      { customerId: record!.id, tagId: tag!.id },
      { customerId: record!.id, tagId: student!.id },
    ]);

    const startTimes = (token: string | undefined, date: string) =>
      h.api.call('POST', '/v1/bookings:start-times', {
        token,
        body: { shopId: shop.id, serviceIds: [cut.id], startDate: date, endDate: date },
      });
    const vipDay = await startTimes(vip.token, BEYOND);
    expect(vipDay.status).toBe(200);
    expect(vipDay.body.data.bookableUntil).toBe('2027-03-01');
    expect(timesOf(vipDay, BEYOND)).toHaveLength(19);
    for (const token of [regular.token, undefined]) {
      const day = await startTimes(token, BEYOND);
      expect(day.body.data.bookableUntil).toBe('2027-01-30');
      expect(timesOf(day, BEYOND)).toEqual([]);
    }
    expect(timesOf(await startTimes(vip.token, FURTHER), FURTHER)).toEqual([]);

    // Booking follows what was offered.
    expect((await book(regular.token, tp(BEYOND, '10:00'))).status).toBe(409);
    const booked = await book(vip.token, tp(BEYOND, '10:00'));
    expect(booked.status).toBe(200);
    expect((await book(vip.token, tp(FURTHER, '10:00'))).status).toBe(409);
    // Moving that booking keeps the window.
    const moveTimes = await h.api.call('POST', '/v1/orders:reschedule-times', {
      token: vip.token,
      body: { orderId: booked.body.data.id, startDate: BEYOND, endDate: BEYOND },
    });
    expect(timesOf(moveTimes, BEYOND)).toContain(tp(BEYOND, '14:00'));
    const moved = await h.api.call('POST', '/v1/orders:reschedule', {
      token: vip.token,
      body: { orderId: booked.body.data.id, startTime: tp(BEYOND, '14:00') },
    });
    expect(moved.status).toBe(200);

    // The customer can ask which tags they carry and what they open.
    const check = (token?: string) =>
      h.api.call('POST', '/v1/me/customer-tags:check', {
        token,
        body: { sellerId: shop.sellerId },
      });
    const mine = await check(vip.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({
      tags: [
        { id: tag!.id, name: 'VIP', color: 'yellow', vipExtraDays: 30 },
        { id: student!.id, name: '學生', color: 'teal', vipExtraDays: null },
      ],
      vipExtraDays: 30,
    });
    expect((await check(regular.token)).body.data).toEqual({ tags: [], vipExtraDays: 0 });
    expect((await check()).status).toBe(401);
  });
});
