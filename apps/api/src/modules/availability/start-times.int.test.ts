import zlib from 'node:zlib';
import { bookingCalls } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorTimeOff, services, shopSpecialDays } from '../../db/schema';
import {
  bookingTestApp,
  setShifts,
  signedInUser,
  timesOf,
  tp,
} from '../../../test/booking-factories';
import { expectData } from '../../../test/expect-answer';
import { buildOperator, buildShop } from '../../../test/factories';
import { shopFixture } from '../../../test/shop-fixture';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));

describe('POST /v1/bookings:start-times', () => {
  it('lists the slot grid inside hours and shifts, in the shop time zone, with operators', async () => {
    const { operators, startTimes } = await shopFixture(h);
    const res = await startTimes('2026-12-02', '2026-12-03');
    // Sent without the serialiser's check (`presented`): the contract must still hold exactly.
    expect(bookingCalls.findStartTimes.response.parse(res.body)).toEqual(res.body);
    expectData(res, {
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

  it('compresses its answer for clients that accept Zstandard, Brotli or gzip', async () => {
    const { shop, cut } = await shopFixture(h);
    const ask = (encoding: string) =>
      h.t.app.inject({
        method: 'POST',
        url: '/v1/bookings:start-times',
        headers: { 'accept-encoding': encoding },
        payload: {
          shopId: shop.id,
          serviceIds: [cut.id],
          startDate: '2026-12-02',
          endDate: '2026-12-08',
        },
      });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);
    // What Chrome and Firefox send: under 16 KB Brotli is the cheaper of the two to compress.
    expect(plain.rawPayload.length).toBeLessThan(16 * 1024);
    const chrome = await ask('gzip, deflate, br, zstd');
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(chrome.rawPayload).toString()).toBe(plain.payload);
    // A client that prefers Zstandard gets it.
    const zstd = await ask('zstd, br;q=0.9');
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstd.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const { zstdDecompressSync } = zlib as unknown as { zstdDecompressSync: (b: Buffer) => Buffer };
    expect(zstdDecompressSync(zstd.rawPayload).toString()).toBe(plain.payload);
  });

  it('honours the lead time and the booking horizon', async () => {
    const { startTimes } = await shopFixture(h, {
      shop: { minLeadMinutes: 60, maxAdvanceDays: 3 },
    });
    h.now = new Date(tp('2026-12-01', '11:10'));
    const res = await startTimes('2026-12-01', '2026-12-06');
    // 11:10 + 60 min = 12:10 → the next grid point is 12:30.
    expect(timesOf(res, '2026-12-01')[0]).toBe(tp('2026-12-01', '12:30'));
    expect(timesOf(res, '2026-12-04')).toHaveLength(19);
    expect(timesOf(res, '2026-12-05')).toEqual([]);
    expect(res.body.data.bookableUntil).toBe('2026-12-04');
  });

  it('removes special closing days, breaks, time off and weekdays off', async () => {
    const { db, shop, operators, startTimes } = await shopFixture(h);
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
    const res = await startTimes('2026-12-02', '2026-12-06');
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
    const { db, cut, wash, startTimes, customerOrder } = await shopFixture(h);
    await db.update(services).set({ bufferAfterMinutes: 15 }).where(eq(services.id, cut.id));
    const both = await startTimes('2026-12-02', '2026-12-02', { serviceIds: [cut.id, wash.id] });
    // 60 + 15 (inner buffer) + 30 = 105 minutes: the last start is 18:00 (18:15 is off-grid).
    expect(timesOf(both, '2026-12-02').at(-1)).toBe(tp('2026-12-02', '18:00'));
    expect(both.body.data.days[0].times[0].endTime).toBe(tp('2026-12-02', '11:45'));

    await customerOrder(tp('2026-12-02', '10:00'));
    const after = await startTimes('2026-12-02', '2026-12-02', { serviceIds: [wash.id] });
    // The cut holds the operator 10:00–11:15 (its buffer after): 11:00 is not free, 11:30 is.
    const times = timesOf(after, '2026-12-02');
    expect(times).not.toContain(tp('2026-12-02', '10:30'));
    expect(times).not.toContain(tp('2026-12-02', '11:00'));
    expect(times[0]).toBe(tp('2026-12-02', '11:30'));
  });

  it('refuses bad input with E_VALIDATION and unknown or pending shops with 404', async () => {
    const { db, shop, startTimes } = await shopFixture(h);
    const stranger = await buildOperator(db, shop.id);
    // Each case changes one thing in a valid request for 2 December.
    const cases: [Record<string, unknown>, string][] = [
      [{ serviceIds: [] }, 'serviceIds'],
      [{ endDate: '2027-01-02' }, 'endDate'],
      [{ startDate: '2026-12-05' }, 'endDate'],
      [{ startDate: '2026-13-01' }, 'startDate'],
      [{ serviceIds: [999999] }, 'serviceIds'],
      [{ operatorId: stranger.id }, 'operatorId'],
      [{ extra: 1 }, ''],
    ];
    for (const [change, field] of cases) {
      const res = await startTimes('2026-12-02', '2026-12-02', change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.error.code).toBe('E_VALIDATION');
      if (field) expect(res.body.error.field).toBe(field);
    }
    const pending = await buildShop(db, { reviewStatus: 'PENDING' });
    const res = await startTimes('2026-12-02', '2026-12-02', { shopId: pending.id });
    expect(res.status).toBe(404);
  });

  it('GET /v1/bookings:next-free-times: the next free start of each shop, for cards', async () => {
    const { shop, startTimes, book } = await shopFixture(h);
    const pending = await buildShop(h.t.database.db, { reviewStatus: 'PENDING' });
    const first = timesOf(await startTimes('2026-12-01', '2026-12-07'), '2026-12-01')[0]!;
    const next = () =>
      h.api.call('GET', `/v1/bookings:next-free-times?shopIds=${shop.id},${pending.id},999999`);
    const answer = await next();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { shopId: shop.id, startTime: first, timeZone: 'Asia/Taipei' },
      { shopId: pending.id, startTime: null, timeZone: null },
      { shopId: 999999, startTime: null, timeZone: null },
    ]);
    // Once that time is taken, the card shows the one after it.
    const booked = await book((await signedInUser(h.t)).token, first);
    expect(booked.status).toBe(200);
    const later = (await next()).body.data[0].startTime;
    expect(Date.parse(later)).toBeGreaterThan(Date.parse(first));
    expect((await h.api.call('GET', '/v1/bookings:next-free-times')).status).toBe(400);
    const many = Array.from({ length: 25 }, (_, i) => i + 1).join(',');
    expect((await h.api.call('GET', `/v1/bookings:next-free-times?shopIds=${many}`)).status).toBe(
      400,
    );
  });
});
