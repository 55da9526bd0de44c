import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { operatorShifts } from '../../db/schema';
import { buildOperator } from '../../../test/factories';
import {
  catalogueTestKit,
  expectFieldErrors,
  multipartFile as multipart,
  pngImage,
  tp,
  week,
} from '../../../test/seller-factories';

// Seller operators, their weekly hours, photo and time off.
const kit = catalogueTestKit();
const { owner, ownShop, startTimes, bookOnline } = kit;
const png = () => pngImage(300, 200);

// -----------------------------------------------------------------------------------------------
// Operators

describe('operators', () => {
  it('creates an operator with services and weekly hours (Sunday first) at the end', async () => {
    const f = await ownShop();
    const res = await kit.api.call('POST', `${f.base}/operators`, {
      token: kit.callers.manager.token,
      body: {
        displayName: ' Amy ',
        title: '',
        introduction: '擅長<i>短髮</i>\r\n十年經驗',
        serviceIds: [f.services[1].id, f.services[0].id],
        weeklyShifts: week(
          [
            ['13:00', '24:00'],
            ['09:00', '12:00'],
          ],
          [1, 2, 3],
        ),
        weeklyBreaks: week([['17:00', '17:30']], [2]),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shopId: f.shop.id,
      displayName: 'Amy',
      title: null,
      introduction: '擅長短髮\n十年經驗',
      avatarUrl: null,
      position: 1,
      isBookable: true,
      serviceIds: [f.services[0].id, f.services[1].id],
    });
    const shifts = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '24:00' },
    ];
    expect(res.body.data.weeklyShifts).toEqual([[], shifts, shifts, shifts, [], [], []]);
    expect(res.body.data.weeklyBreaks).toEqual([
      [],
      [],
      [{ start: '17:00', end: '17:30' }],
      [],
      [],
      [],
      [],
    ]);
    const list = await kit.api.call('GET', `${f.base}/operators`, {
      token: kit.callers.staff.token,
    });
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([
      f.operators[0]!.id,
      res.body.data.id,
    ]);
    expect(list.body.data[0].weeklyShifts).toEqual(week([['10:00', '20:00']]));
    const bare = await kit.api.call('POST', `${f.base}/operators`, {
      token: owner(),
      body: { displayName: '新人', isBookable: false },
    });
    expect(bare.body.data).toMatchObject({
      isBookable: false,
      serviceIds: [],
      weeklyShifts: week([], []),
      weeklyBreaks: week([], []),
    });
  });

  it('validates: names, services of this shop, weekly hours, breaks inside shifts', async () => {
    const f = await ownShop();
    const other = await ownShop();
    const url = `${f.base}/operators`;
    await expectFieldErrors(kit.api, owner(), url, { displayName: '小美' }, [
      [{ displayName: '' }, 'displayName'],
      [{ serviceIds: [other.services[0].id] }, 'serviceIds'],
      [{ weeklyShifts: week([['10:00', '20:00']]).slice(0, 6) }, 'weeklyShifts'],
      [{ weeklyShifts: week([['10:00', '09:00']]) }, 'weeklyShifts.0.0.end'],
      [{ weeklyShifts: week([['10:00', '25:00']]) }, 'weeklyShifts.0.0.end'],
      [
        {
          weeklyShifts: week([
            ['10:00', '14:00'],
            ['13:00', '18:00'],
          ]),
        },
        'weeklyShifts',
      ],
      [
        {
          weeklyShifts: week([['10:00', '14:00']], [1]),
          weeklyBreaks: week([['13:00', '15:00']], [1]),
        },
        'weeklyBreaks',
      ],
      [
        {
          weeklyShifts: week([['10:00', '14:00']], [1]),
          weeklyBreaks: week([['12:00', '13:00']], [2]),
        },
        'weeklyBreaks',
      ],
      [{ weeklyBreaks: week([['12:00', '13:00']], [0]) }, 'weeklyBreaks'],
    ]);
    const message = await kit.api.call('POST', url, {
      token: owner(),
      body: {
        displayName: '小美',
        weeklyShifts: week([['10:00', '14:00']], [1]),
        weeklyBreaks: week([['13:00', '15:00']], [1]),
      },
    });
    expect(message.body.error.message).toBe('週一的休息時間 13:00–15:00 需落在當天的班表時段內');
    const list = await kit.api.call('GET', url, { token: owner() });
    expect(list.body.data).toHaveLength(1);
  });

  it('PATCH replaces services and hours; breaks are checked against the resulting shifts', async () => {
    const f = await ownShop();
    const op = f.operators[0]!;
    const url = `${f.base}/operators/${op.id}`;
    const withBreak = await kit.api.call('PATCH', url, {
      token: owner(),
      body: { weeklyBreaks: week([['12:00', '13:00']], [3]) },
    });
    expect(withBreak.status).toBe(200);
    expect(withBreak.body.data.weeklyShifts).toEqual(week([['10:00', '20:00']]));
    expect(withBreak.body.data.weeklyBreaks[3]).toEqual([{ start: '12:00', end: '13:00' }]);
    // Shorter shifts that would leave the stored break outside: refused, nothing changes.
    const refused = await kit.api.call('PATCH', url, {
      token: owner(),
      body: { weeklyShifts: week([['14:00', '20:00']]) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('weeklyBreaks');
    const both = await kit.api.call('PATCH', url, {
      token: owner(),
      body: {
        displayName: '阿哲',
        title: '資深設計師',
        weeklyShifts: week([['14:00', '20:00']]),
        weeklyBreaks: week([], []),
        serviceIds: [f.services[1].id],
      },
    });
    expect(both.body.data).toMatchObject({
      displayName: '阿哲',
      title: '資深設計師',
      serviceIds: [f.services[1].id],
      weeklyBreaks: week([], []),
    });
    const rows = await kit.t.database.db
      .select()
      .from(operatorShifts)
      .where(eq(operatorShifts.operatorId, op.id));
    expect(rows).toHaveLength(7);
    const cleared = await kit.api.call('PATCH', url, {
      token: owner(),
      body: { title: null, serviceIds: [] },
    });
    expect(cleared.body.data).toMatchObject({ title: null, displayName: '阿哲', serviceIds: [] });
    const foreign = await ownShop();
    const bad = await kit.api.call('PATCH', url, {
      token: owner(),
      body: { serviceIds: [foreign.services[0].id] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('serviceIds');
  });

  it('editing shifts, breaks, services and bookability changes the public start times', async () => {
    const f = await ownShop();
    const op = f.operators[0]!;
    const url = `${f.base}/operators/${op.id}`;
    const date = '2026-12-02'; // a Wednesday (weekday 3)
    expect(await startTimes(f, date)).toHaveLength(19); // 10:00 … 19:00
    await kit.api.call('PATCH', url, {
      token: kit.callers.manager.token,
      body: {
        weeklyShifts: week([['14:00', '17:00']], [3]),
        weeklyBreaks: week([['15:00', '15:30']], [3]),
      },
    });
    // 60-minute service: 14:00 ends before the break; 15:30 and 16:00 fit after it.
    expect(await startTimes(f, date)).toEqual([
      tp(date, '14:00'),
      tp(date, '15:30'),
      tp(date, '16:00'),
    ]);
    expect(await startTimes(f, '2026-12-03')).toEqual([]); // no shift on Thursday any more
    // A service nobody bookable performs any more is refused by name (not answered with no times).
    const unstaffed = async (serviceId: number) => {
      const res = await kit.api.call('POST', '/v1/bookings:start-times', {
        body: { shopId: f.shop.id, serviceIds: [serviceId], startDate: date, endDate: date },
      });
      expect(res.status).toBe(400);
      return res.body.error.message as string;
    };
    await kit.api.call('PATCH', url, { token: owner(), body: { serviceIds: [f.services[1].id] } });
    expect(await unstaffed(f.services[0].id)).toContain('此服務目前沒有可預約的服務人員');
    expect(await startTimes(f, date, f.services[1].id)).toHaveLength(5); // 30-minute service
    await kit.api.call('PATCH', url, { token: owner(), body: { isBookable: false } });
    expect(await unstaffed(f.services[1].id)).toContain('此服務目前沒有可預約的服務人員');
    const pub = await kit.api.call('GET', `/v1/operators?shopId=${f.shop.id}`);
    expect(pub.body.data).toEqual([]);
  });

  it('refuses to delete an operator with future bookings or booking history', async () => {
    const f = await ownShop(2);
    const [booked, free] = f.operators as [(typeof f.operators)[0], (typeof f.operators)[0]];
    await bookOnline(f, tp('2026-12-02', '10:00'), booked.id);
    await bookOnline(f, tp('2026-12-03', '10:00'), booked.id);
    const url = `${f.base}/operators/${booked.id}`;
    const future = await kit.api.call('DELETE', url, { token: owner() });
    expect(future.status).toBe(409);
    expect(future.body.error).toEqual({
      code: 'E_HAS_FUTURE_BOOKINGS',
      message: '這位服務人員還有 2 筆未來的預約，請先改期或取消',
    });
    kit.now = new Date(tp('2026-12-05', '10:00')); // both bookings are in the past now
    try {
      const past = await kit.api.call('DELETE', url, { token: owner() });
      expect(past.status).toBe(409);
      expect(past.body.error.code).toBe('E_HAS_BOOKING_HISTORY');
      expect(past.body.error.message).toContain('不開放預約');
    } finally {
      kit.now = new Date('2026-12-01T00:00:00Z');
    }
    const ok = await kit.api.call('DELETE', `${f.base}/operators/${free.id}`, { token: owner() });
    expect(ok.status).toBe(204);
    const shifts = await kit.t.database.db
      .select()
      .from(operatorShifts)
      .where(eq(operatorShifts.operatorId, free.id));
    expect(shifts).toEqual([]);
    const list = await kit.api.call('GET', `${f.base}/operators`, { token: owner() });
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([booked.id]);
  });

  it('reorders: ids must be exactly the shop’s operators', async () => {
    const f = await ownShop(3);
    const ids = f.operators.map((o) => o.id);
    const url = `${f.base}/operators:reorder`;
    const ok = await kit.api.call('POST', url, {
      token: owner(),
      body: { ids: [...ids].reverse() },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((o: { id: number }) => o.id)).toEqual([...ids].reverse());
    const extra = await buildOperator(kit.t.database.db, (await ownShop()).shop.id);
    for (const bad of [ids.slice(1), [...ids, extra.id], [ids[0], ids[0], ids[1]]]) {
      const res = await kit.api.call('POST', url, { token: owner(), body: { ids: bad } });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('ids');
    }
  });

  it('uploads an avatar: a 512×512 WebP under the shop; non-images refused', async () => {
    const f = await ownShop();
    const op = f.operators[0]!;
    const url = `${f.base}/operators/${op.id}/avatar`;
    const { payload, headers } = multipart(await png());
    const res = await kit.api.call('POST', url, { token: owner(), body: payload, headers });
    expect(res.status).toBe(200);
    const avatarUrl: string = res.body.data.avatarUrl;
    expect(avatarUrl).toMatch(
      new RegExp(`^/uploads/shops/${f.shop.id}/operators/${op.id}-[\\w-]+\\.webp$`),
    );
    const file = path.join(kit.t.config.uploadsDir, avatarUrl.replace('/uploads/', ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const pub = await kit.api.call('GET', `/v1/operators?shopId=${f.shop.id}`);
    expect(pub.body.data[0].avatarUrl).toBe(avatarUrl);
    const fake = multipart(Buffer.from('not a picture'), 'image/png', 'x.png');
    const bad = await kit.api.call('POST', url, {
      token: owner(),
      body: fake.payload,
      headers: fake.headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('file');
    const json = await kit.api.call('POST', url, { token: owner(), body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.error.field).toBe('file');
    const other = await ownShop();
    const foreign = await kit.api.call(
      'POST',
      `${f.base}/operators/${other.operators[0]!.id}/avatar`,
      {
        token: owner(),
        body: payload,
        headers,
      },
    );
    expect(foreign.status).toBe(404);
  });
});

// -----------------------------------------------------------------------------------------------
// Time off

describe('time off', () => {
  it('adds, lists by range, removes; the operator cannot be booked meanwhile', async () => {
    const f = await ownShop();
    const op = f.operators[0]!;
    const url = `${f.base}/operators/${op.id}/time-off`;
    const created = await kit.api.call('POST', url, {
      token: kit.callers.manager.token,
      body: {
        startTime: tp('2026-12-02', '12:00'),
        endTime: tp('2026-12-02', '15:00'),
        reason: ' 看牙醫 ',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      operatorId: op.id,
      startTime: tp('2026-12-02', '12:00'),
      endTime: tp('2026-12-02', '15:00'),
      reason: '看牙醫',
    });
    const times = await startTimes(f, '2026-12-02');
    expect(times).not.toContain(tp('2026-12-02', '11:30'));
    expect(times).not.toContain(tp('2026-12-02', '14:30'));
    expect(times).toContain(tp('2026-12-02', '11:00'));
    expect(times).toContain(tp('2026-12-02', '15:00'));

    const all = await kit.api.call('GET', url, { token: owner() });
    expect(all.body.data.map((x: { id: number }) => x.id)).toEqual([
      created.body.data.id,
      f.timeOff.id,
    ]);
    const ranged = await kit.api.call(
      'GET',
      `${url}?from=${encodeURIComponent(tp('2026-12-02', '14:59'))}&to=${encodeURIComponent(tp('2026-12-10', '10:00'))}`,
      { token: owner() },
    );
    expect(ranged.body.data.map((x: { id: number }) => x.id)).toEqual([created.body.data.id]);
    const badRange = await kit.api.call(
      'GET',
      `${url}?from=${encodeURIComponent(tp('2026-12-03', '00:00'))}&to=${encodeURIComponent(tp('2026-12-02', '00:00'))}`,
      { token: owner() },
    );
    expect(badRange.status).toBe(400);
    expect(badRange.body.error.field).toBe('to');

    const removed = await kit.api.call('DELETE', `${url}/${created.body.data.id}`, {
      token: owner(),
    });
    expect(removed.status).toBe(204);
    expect(await startTimes(f, '2026-12-02')).toHaveLength(19);
    const again = await kit.api.call('DELETE', `${url}/${created.body.data.id}`, {
      token: owner(),
    });
    expect(again.status).toBe(404);
  });

  it('validates the range; another operator’s time off is 404', async () => {
    const f = await ownShop(2);
    const url = `${f.base}/operators/${f.operators[0]!.id}/time-off`;
    for (const [body, field] of [
      [{ startTime: tp('2026-12-02', '12:00'), endTime: tp('2026-12-02', '12:00') }, 'endTime'],
      [{ startTime: '2026-12-02 12:00', endTime: tp('2026-12-02', '13:00') }, 'startTime'],
      [{ startTime: tp('2026-12-02', '12:00') }, 'endTime'],
    ] as const) {
      const res = await kit.api.call('POST', url, { token: owner(), body });
      expect([res.status, res.body.error.field]).toEqual([400, field]);
    }
    const viaOther = await kit.api.call(
      'DELETE',
      `${f.base}/operators/${f.operators[1]!.id}/time-off/${f.timeOff.id}`,
      { token: owner() },
    );
    expect(viaOther.status).toBe(404);
  });
});
