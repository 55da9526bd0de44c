import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  operators,
  operatorServices,
  operatorShifts,
  operatorTimeOff,
  services,
  shopHours,
  shops,
  shopSpecialDays,
} from '../../db/schema';
import { bookingTestApp, setShifts, timesOf, tp } from '../../../test/booking-factories';
import { buildOperator, buildService } from '../../../test/factories';
import { shopFixture } from '../../../test/shop-fixture';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
const DAY = '2026-12-02';

/**
 * The API keeps each shop's schedule in memory; these tests change the schedule behind its back
 * (straight SQL, as another instance, an import or a person at psql would) right after a call
 * has cached it, and expect the very next call to answer from the new schedule.
 */
describe('cached shop schedules', () => {
  it('follow every change to hours, special days, services, staff, shifts, time off and the shop', async () => {
    const { db, shop, cut, startTimes } = await shopFixture(h);
    const op = (await db.select().from(operators).where(eq(operators.shopId, shop.id)))[0]!;
    const times = async (extra = {}) => timesOf(await startTimes(DAY, DAY, extra), DAY);
    const version = async () =>
      (await db.select().from(shops).where(eq(shops.id, shop.id)))[0]!.scheduleVersion;

    expect(await times()).toHaveLength(19); // 10:00 … 19:00, cached from here on

    let before = await version();
    await db
      .update(shopHours)
      .set({ endMinute: 15 * 60 })
      .where(eq(shopHours.shopId, shop.id));
    expect(await version()).toBe(before + 1); // one bump for the whole statement
    expect((await times()).at(-1)).toBe(tp(DAY, '14:00'));

    await db.insert(shopSpecialDays).values({ shopId: shop.id, date: DAY, ranges: [[600, 720]] });
    expect(await times()).toEqual([tp(DAY, '10:00'), tp(DAY, '10:30'), tp(DAY, '11:00')]);
    await db.delete(shopSpecialDays).where(eq(shopSpecialDays.shopId, shop.id));
    expect((await times()).at(-1)).toBe(tp(DAY, '14:00'));

    await db.update(services).set({ durationMinutes: 120 }).where(eq(services.id, cut.id));
    expect((await times()).at(-1)).toBe(tp(DAY, '13:00'));

    await setShifts(db, op.id, [['12:00', '20:00']]);
    expect(await times()).toEqual([tp(DAY, '12:00'), tp(DAY, '12:30'), tp(DAY, '13:00')]);

    await db.insert(operatorTimeOff).values({
      operatorId: op.id,
      startsAt: new Date(tp(DAY, '12:00')),
      endsAt: new Date(tp(DAY, '12:30')),
    });
    expect(await times()).toEqual([tp(DAY, '12:30'), tp(DAY, '13:00')]);

    before = await version();
    await db.update(shops).set({ slotMinutes: 60 }).where(eq(shops.id, shop.id));
    expect(await version()).toBe(before + 1);
    expect(await times()).toEqual([tp(DAY, '13:00')]);

    // With nobody bookable performing it, the service is refused by name.
    const refused = async () => {
      const res = await startTimes(DAY, DAY);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('此服務目前沒有可預約的服務人員');
    };
    await db.update(operators).set({ isBookable: false }).where(eq(operators.id, op.id));
    await refused();
    await db.update(operators).set({ isBookable: true }).where(eq(operators.id, op.id));
    expect(await times()).toEqual([tp(DAY, '13:00')]);

    await db.delete(operatorServices).where(eq(operatorServices.operatorId, op.id));
    await refused();

    await db.update(shops).set({ reviewStatus: 'CLOSED' }).where(eq(shops.id, shop.id));
    expect((await startTimes(DAY)).status).toBe(404);
    expect(
      await db.select().from(operatorShifts).where(eq(operatorShifts.operatorId, op.id)),
    ).not.toHaveLength(0);
  });

  it('take services and staff added after caching at once, and refuse ones removed', async () => {
    const { db, shop, group, startTimes } = await shopFixture(h);
    expect((await startTimes(DAY)).status).toBe(200); // cached

    const newcomer = await buildOperator(db, shop.id, { position: 5 });
    await setShifts(db, newcomer.id, [['18:00', '20:00']]);
    const color = await buildService(db, group, {
      name: '染髮',
      durationMinutes: 90,
      price: 200000,
      operatorIds: [newcomer.id],
    });
    const res = await startTimes(DAY, DAY, { serviceIds: [color.id] });
    expect(res.status).toBe(200);
    expect(timesOf(res, DAY)).toEqual([tp(DAY, '18:00'), tp(DAY, '18:30')]);
    const one = await startTimes(DAY, DAY, { serviceIds: [color.id], operatorId: newcomer.id });
    expect(one.body.data.days[0].times[0].operatorIds).toEqual([newcomer.id]);

    await db.delete(services).where(eq(services.id, color.id));
    const gone = await startTimes(DAY, DAY, { serviceIds: [color.id] });
    expect(gone.status).toBe(400);
    expect(gone.body.error.field).toBe('serviceIds');
  });

  it('books from a cached schedule only while it holds', async () => {
    const { db, shop, startTimes, book, customerOrder } = await shopFixture(h);
    expect((await startTimes(DAY)).status).toBe(200); // cached
    await db
      .update(shopHours)
      .set({ startMinute: 12 * 60 })
      .where(eq(shopHours.shopId, shop.id));
    const who = await customerOrder(tp(DAY, '12:00'));
    expect(who.order.startTime).toBe(tp(DAY, '12:00'));
    const early = await book(who.token, tp(DAY, '10:00'));
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('E_SLOT_UNAVAILABLE');
    expect(early.body.error.message).toContain('不在營業或服務時間內'); // closed, not taken
  });
});
