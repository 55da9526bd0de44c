import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorTimeOff, services, shopSpecialDays } from '../../../db/schema';
import {
  bookableShop,
  bookingTestApp,
  setShifts,
  signedInUser,
  timesOf,
  tp,
} from '../../../../test/booking-factories';
import { buildOperator, buildShop } from '../../../../test/factories';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));

describe('POST /v1/bookings:start-times', () => {
  it('lists the slot grid inside hours and shifts, in the shop time zone, with operators', async () => {
    const {
      shop,
      operators,
      services: [cut],
    } = await bookableShop(h.t.database.db);
    const res = await h.startTimes({
      shopId: shop.id,
      serviceIds: [cut.id],
      startDate: '2026-12-02',
      endDate: '2026-12-03',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      timeZone: 'Asia/Taipei',
      slotMinutes: 30,
      bookableUntil: '2027-01-30', // 60 days ahead by default
    });
    expect(res.body.data.days.map((d: { date: string }) => d.date)).toEqual([
      '2026-12-02',
      '2026-12-03',
    ]);
    const times = timesOf(res, '2026-12-02');
    // 10:00 … 19:00 for a 60-minute service closing at 20:00.
    expect(times).toHaveLength(19);
    expect(times[0]).toBe(tp('2026-12-02', '10:00'));
    expect(times.at(-1)).toBe(tp('2026-12-02', '19:00'));
    expect(res.body.data.days[0].times[0]).toEqual({
      startTime: tp('2026-12-02', '10:00'),
      endTime: tp('2026-12-02', '11:00'),
      operatorIds: [operators[0]!.id],
    });
  });

  it('honours the lead time and the booking horizon', async () => {
    const {
      shop,
      services: [cut],
    } = await bookableShop(h.t.database.db, {
      shop: { minLeadMinutes: 60, maxAdvanceDays: 3 },
    });
    h.now = new Date(tp('2026-12-01', '11:10'));
    const res = await h.startTimes({
      shopId: shop.id,
      serviceIds: [cut.id],
      startDate: '2026-12-01',
      endDate: '2026-12-06',
    });
    // 11:10 + 60 min = 12:10 → the next grid point is 12:30.
    expect(timesOf(res, '2026-12-01')[0]).toBe(tp('2026-12-01', '12:30'));
    expect(timesOf(res, '2026-12-04')).toHaveLength(19);
    expect(timesOf(res, '2026-12-05')).toEqual([]);
    expect(res.body.data.bookableUntil).toBe('2026-12-04');
  });

  it('removes special closing days, breaks, time off and weekdays off', async () => {
    const db = h.t.database.db;
    const {
      shop,
      operators,
      services: [cut],
    } = await bookableShop(db);
    const op = operators[0]!;
    await db.insert(shopSpecialDays).values({ shopId: shop.id, date: '2026-12-03', ranges: [] });
    await db
      .insert(shopSpecialDays)
      .values({ shopId: shop.id, date: '2026-12-04', ranges: [[13 * 60, 15 * 60]] });
    // Wednesdays off; lunch 12:00–13:00.
    await setShifts(db, op.id, [['10:00', '20:00']], {
      weekdays: [0, 1, 2, 4, 5, 6],
      breaks: [['12:00', '13:00']],
    });
    await db.insert(operatorTimeOff).values({
      operatorId: op.id,
      startsAt: new Date(tp('2026-12-05', '10:00')),
      endsAt: new Date(tp('2026-12-05', '18:00')),
    });
    const res = await h.startTimes({
      shopId: shop.id,
      serviceIds: [cut.id],
      startDate: '2026-12-02',
      endDate: '2026-12-06',
    });
    expect(timesOf(res, '2026-12-02')).toEqual([]); // Wednesday off
    expect(timesOf(res, '2026-12-03')).toEqual([]); // shop closed
    expect(timesOf(res, '2026-12-04')).toEqual([
      tp('2026-12-04', '13:00'),
      tp('2026-12-04', '13:30'),
      tp('2026-12-04', '14:00'),
    ]);
    expect(timesOf(res, '2026-12-05')).toEqual([
      tp('2026-12-05', '18:00'),
      tp('2026-12-05', '18:30'),
      tp('2026-12-05', '19:00'),
    ]);
    const sunday = timesOf(res, '2026-12-06');
    expect(sunday).toContain(tp('2026-12-06', '11:00'));
    expect(sunday).not.toContain(tp('2026-12-06', '11:30')); // would run into lunch
    expect(sunday).not.toContain(tp('2026-12-06', '12:30'));
    expect(sunday).toContain(tp('2026-12-06', '13:00'));
  });

  it('runs several services back to back and keeps buffers around existing bookings', async () => {
    const db = h.t.database.db;
    const {
      shop,
      services: [cut, wash],
    } = await bookableShop(db);
    await db.update(services).set({ bufferAfterMinutes: 15 }).where(eq(services.id, cut.id));
    const both = await h.startTimes({
      shopId: shop.id,
      serviceIds: [cut.id, wash.id],
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    // 60 + 15 (inner buffer) + 30 = 105 minutes: the last start is 18:00 (18:15 is off-grid).
    expect(timesOf(both, '2026-12-02').at(-1)).toBe(tp('2026-12-02', '18:00'));
    expect(both.body.data.days[0].times[0].endTime).toBe(tp('2026-12-02', '11:45'));

    const { token } = await signedInUser(h.t);
    const booked = await h.book(token, {
      shopId: shop.id,
      serviceIds: [cut.id],
      startTime: tp('2026-12-02', '10:00'),
    });
    expect(booked.status).toBe(200);
    const after = await h.startTimes({
      shopId: shop.id,
      serviceIds: [wash.id],
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    // The cut holds the operator 10:00–11:15 (its buffer after): 11:00 is not free, 11:30 is.
    const times = timesOf(after, '2026-12-02');
    expect(times).not.toContain(tp('2026-12-02', '10:30'));
    expect(times).not.toContain(tp('2026-12-02', '11:00'));
    expect(times[0]).toBe(tp('2026-12-02', '11:30'));
  });

  it('refuses bad input with E_VALIDATION and unknown or pending shops with 404', async () => {
    const db = h.t.database.db;
    const {
      shop,
      services: [cut],
    } = await bookableShop(db);
    const stranger = await buildOperator(db, shop.id);
    const cases: [Record<string, unknown>, string][] = [
      [
        { shopId: shop.id, serviceIds: [], startDate: '2026-12-02', endDate: '2026-12-02' },
        'serviceIds',
      ],
      [
        { shopId: shop.id, serviceIds: [cut.id], startDate: '2026-12-02', endDate: '2027-01-02' },
        'endDate',
      ],
      [
        { shopId: shop.id, serviceIds: [cut.id], startDate: '2026-12-05', endDate: '2026-12-02' },
        'endDate',
      ],
      [
        { shopId: shop.id, serviceIds: [cut.id], startDate: '2026-13-01', endDate: '2026-12-02' },
        'startDate',
      ],
      [
        { shopId: shop.id, serviceIds: [999999], startDate: '2026-12-02', endDate: '2026-12-02' },
        'serviceIds',
      ],
      [
        {
          shopId: shop.id,
          serviceIds: [cut.id],
          operatorId: stranger.id,
          startDate: '2026-12-02',
          endDate: '2026-12-02',
        },
        'operatorId',
      ],
      [
        {
          shopId: shop.id,
          serviceIds: [cut.id],
          startDate: '2026-12-02',
          endDate: '2026-12-02',
          extra: 1,
        },
        '',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await h.startTimes(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('E_VALIDATION');
      if (field) expect(res.body.error.field).toBe(field);
    }
    const pending = await buildShop(db, { reviewStatus: 'PENDING' });
    const res = await h.startTimes({
      shopId: pending.id,
      serviceIds: [cut.id],
      startDate: '2026-12-02',
      endDate: '2026-12-02',
    });
    expect(res.status).toBe(404);
  });
});
