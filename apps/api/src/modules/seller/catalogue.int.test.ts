import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingServiceItems,
  operatorShifts,
  operatorTimeOff,
  services,
  shops,
} from '../../db/schema';
import { bookableShop, signedInUser } from '../../../test/booking-factories';
import { buildOperator, buildService, buildServiceGroup } from '../../../test/factories';
import type { TestContext } from '../../../test/helper';
import {
  multipartFile as multipart,
  pngImage,
  registeredRoutes,
  type SellerCaller,
  type SellerCallers,
  type SellerTestApi,
  startSellerApp,
  statusByCaller,
} from '../../../test/seller-factories';

// Tuesday 1 December 2026, 08:00 in Taipei.
let now = new Date('2026-12-01T00:00:00Z');
const tp = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).toISOString();
let t: TestContext;
let api: SellerTestApi;
let callers: SellerCallers;

beforeAll(async () => {
  ({ t, api, callers } = await startSellerApp({ clock: () => now }));
});
afterAll(() => t.close());

const owner = () => callers.owner.token;

/**
 * A shop of the callers' seller: open 10–20 daily, one operator working 10–20 who performs
 * both services (60 and 30 minutes) of one group, an empty second group and a time off.
 */
async function ownShop(operatorCount = 1) {
  const db = t.database.db;
  const fixture = await bookableShop(db, { operatorCount, shop: { sellerId: callers.sellerId } });
  await db.update(services).set({ position: 1 }).where(eq(services.id, fixture.services[1].id));
  const emptyGroup = await buildServiceGroup(db, fixture.shop.id, { name: '空分類', position: 1 });
  const [timeOff] = await db
    .insert(operatorTimeOff)
    .values({
      operatorId: fixture.operators[0]!.id,
      startsAt: new Date(tp('2026-12-10', '10:00')),
      endsAt: new Date(tp('2026-12-10', '12:00')),
      reason: '進修',
    })
    .returning();
  const base = `/v1/sellers/${callers.sellerId}/shops/${fixture.shop.id}`;
  return { ...fixture, emptyGroup, timeOff: timeOff!, base };
}
type Fixture = Awaited<ReturnType<typeof ownShop>>;

const week = (ranges: [string, string][], weekdays = [0, 1, 2, 3, 4, 5, 6]) =>
  Array.from({ length: 7 }, (_, d) =>
    weekdays.includes(d) ? ranges.map(([start, end]) => ({ start, end })) : [],
  );

const png = () => pngImage(300, 200);

async function startTimes(f: Fixture, date: string, serviceId = f.services[0].id) {
  const res = await api.call('POST', '/v1/bookings:start-times', {
    body: { shopId: f.shop.id, serviceIds: [serviceId], startDate: date, endDate: date },
  });
  expect(res.status).toBe(200);
  return (res.body.data.days[0].times as { startTime: string }[]).map((x) => x.startTime);
}

async function bookOnline(f: Fixture, startTime: string, operatorId = f.operators[0]!.id) {
  const who = await signedInUser(t);
  const res = await api.call('POST', '/v1/bookings:order', {
    token: who.token,
    body: { shopId: f.shop.id, serviceIds: [f.services[0].id], operatorId, startTime },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

// -----------------------------------------------------------------------------------------------
// Who may call what: every route with the six kinds of caller

type Kind = 'read' | 'write';
type RouteCase = {
  name: string;
  kind: Kind;
  /** Success status for callers allowed in. */
  ok: number;
  request: (f: Fixture) => Promise<{
    method: string;
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
  }>;
};

const serviceBody = (f: Fixture) => ({
  serviceGroupId: f.group.id,
  name: '染髮',
  durationMinutes: 90,
  price: 150000,
  operatorIds: [f.operators[0]!.id],
});
const operatorBody = { displayName: '小美', weeklyShifts: week([['10:00', '18:00']]) };

const ROUTES: RouteCase[] = [
  {
    name: 'GET /service-groups',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/service-groups` }),
  },
  {
    name: 'GET /service-groups/{groupId}',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/service-groups/${f.group.id}` }),
  },
  {
    name: 'POST /service-groups',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/service-groups`,
      body: { name: '美甲' },
    }),
  },
  {
    name: 'PATCH /service-groups/{groupId}',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'PATCH',
      url: `${f.base}/service-groups/${f.group.id}`,
      body: { name: '剪髮' },
    }),
  },
  {
    name: 'DELETE /service-groups/{groupId}',
    kind: 'write',
    ok: 204,
    request: async (f) => ({
      method: 'DELETE',
      url: `${f.base}/service-groups/${f.emptyGroup.id}`,
    }),
  },
  {
    name: 'POST /service-groups:reorder',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/service-groups:reorder`,
      body: { ids: [f.emptyGroup.id, f.group.id] },
    }),
  },
  {
    name: 'GET /services',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/services` }),
  },
  {
    name: 'GET /services/{serviceId}',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/services/${f.services[0].id}` }),
  },
  {
    name: 'POST /services',
    kind: 'write',
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `${f.base}/services`, body: serviceBody(f) }),
  },
  {
    name: 'PATCH /services/{serviceId}',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'PATCH',
      url: `${f.base}/services/${f.services[0].id}`,
      body: { price: 90000 },
    }),
  },
  {
    name: 'DELETE /services/{serviceId}',
    kind: 'write',
    ok: 204,
    request: async (f) => ({ method: 'DELETE', url: `${f.base}/services/${f.services[1].id}` }),
  },
  {
    name: 'POST /services:reorder',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/services:reorder`,
      body: { serviceGroupId: f.group.id, ids: [f.services[1].id, f.services[0].id] },
    }),
  },
  {
    name: 'GET /operators',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/operators` }),
  },
  {
    name: 'GET /operators/{operatorId}',
    kind: 'read',
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `${f.base}/operators/${f.operators[0]!.id}` }),
  },
  {
    name: 'POST /operators',
    kind: 'write',
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `${f.base}/operators`, body: operatorBody }),
  },
  {
    name: 'PATCH /operators/{operatorId}',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'PATCH',
      url: `${f.base}/operators/${f.operators[0]!.id}`,
      body: { title: '店長' },
    }),
  },
  {
    name: 'DELETE /operators/{operatorId}',
    kind: 'write',
    ok: 204,
    request: async (f) => ({ method: 'DELETE', url: `${f.base}/operators/${f.operators[0]!.id}` }),
  },
  {
    name: 'POST /operators:reorder',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/operators:reorder`,
      body: { ids: [f.operators[0]!.id] },
    }),
  },
  {
    name: 'POST /operators/{operatorId}/avatar',
    kind: 'write',
    ok: 200,
    request: async (f) => {
      const { payload, headers } = multipart(await png());
      return {
        method: 'POST',
        url: `${f.base}/operators/${f.operators[0]!.id}/avatar`,
        body: payload,
        headers,
      };
    },
  },
  {
    name: 'GET /operators/{operatorId}/time-off',
    kind: 'write', // time off is catalogue.manage, reading included
    ok: 200,
    request: async (f) => ({
      method: 'GET',
      url: `${f.base}/operators/${f.operators[0]!.id}/time-off`,
    }),
  },
  {
    name: 'POST /operators/{operatorId}/time-off',
    kind: 'write',
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `${f.base}/operators/${f.operators[0]!.id}/time-off`,
      body: { startTime: tp('2026-12-20', '10:00'), endTime: tp('2026-12-20', '18:00') },
    }),
  },
  {
    name: 'DELETE /operators/{operatorId}/time-off/{timeOffId}',
    kind: 'write',
    ok: 204,
    request: async (f) => ({
      method: 'DELETE',
      url: `${f.base}/operators/${f.operators[0]!.id}/time-off/${f.timeOff.id}`,
    }),
  },
];

function expected(route: RouteCase): Record<SellerCaller, number> {
  return {
    owner: route.ok,
    manager: route.ok,
    staff: route.kind === 'read' ? route.ok : 403,
    outsider: 404,
    customer: 404,
    anonymous: 401,
  };
}

describe('who may call the seller catalogue routes', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    // A fresh shop for each caller, so a delete by one caller does not affect the next.
    const got = await statusByCaller(api, callers, async () => route.request(await ownShop()));
    expect(got).toEqual(expected(route));
  });

  it('the table above covers every catalogue route the app registers', () => {
    const registered = registeredRoutes(t.app, '/v1/sellers/{sellerId}/shops/{shopId}', (p) =>
      /^\/v1\/sellers\/\{sellerId\}\/shops\/\{shopId\}\/(service|operator)/.test(p),
    );
    expect(registered.sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it("a shop of another seller, or another shop's ids, are 404 in the path", async () => {
    const mine = await ownShop();
    const other = await ownShop(); // same seller, other shop
    const foreign = await bookableShop(t.database.db);
    const foreignBase = `/v1/sellers/${callers.sellerId}/shops/${foreign.shop.id}`;
    for (const url of [
      `${foreignBase}/service-groups`,
      `${foreignBase}/services`,
      `${foreignBase}/operators`,
      `${mine.base}/service-groups/${other.group.id}`,
      `${mine.base}/services/${other.services[0].id}`,
      `${mine.base}/operators/${other.operators[0]!.id}`,
    ]) {
      const res = await api.call('GET', url, { token: owner() });
      expect([url, res.status]).toEqual([url, 404]);
    }
    const writes = [
      ['PATCH', `${mine.base}/service-groups/${other.group.id}`, { name: 'x' }],
      ['DELETE', `${mine.base}/service-groups/${other.emptyGroup.id}`, undefined],
      ['PATCH', `${mine.base}/services/${other.services[0].id}`, { price: 1 }],
      ['DELETE', `${mine.base}/services/${other.services[0].id}`, undefined],
      ['PATCH', `${mine.base}/operators/${other.operators[0]!.id}`, { title: 'x' }],
      ['DELETE', `${mine.base}/operators/${other.operators[0]!.id}`, undefined],
      ['GET', `${mine.base}/operators/${other.operators[0]!.id}/time-off`, undefined],
      [
        'DELETE',
        `${mine.base}/operators/${mine.operators[0]!.id}/time-off/${other.timeOff.id}`,
        undefined,
      ],
    ] as const;
    for (const [method, url, body] of writes) {
      const res = await api.call(method, url, {
        token: owner(),
        ...(body ? { body } : {}),
      });
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
    // A deleted (CLOSED) shop keeps its rows for order history, but its catalogue is gone.
    await t.database.db
      .update(shops)
      .set({ reviewStatus: 'CLOSED' })
      .where(eq(shops.id, mine.shop.id));
    for (const url of [
      `${mine.base}/service-groups`,
      `${mine.base}/services/${mine.services[0].id}`,
      `${mine.base}/operators`,
    ]) {
      const res = await api.call('GET', url, { token: owner() });
      expect([url, res.status]).toEqual([url, 404]);
    }
    // Nothing of the other shop changed.
    const still = await api.call('GET', `${other.base}/services/${other.services[0].id}`, {
      token: owner(),
    });
    expect(still.body.data.price).toBe(80000);
  });
});

// -----------------------------------------------------------------------------------------------
// Service groups

describe('service groups', () => {
  it('lists every group in order with all services, bookable or not, and their operators', async () => {
    const f = await ownShop(2);
    await t.database.db
      .update(shops)
      .set({ reviewStatus: 'PENDING' })
      .where(eq(shops.id, f.shop.id)); // the seller sees a shop under review too
    const hidden = await buildService(t.database.db, f.group, {
      name: '暫停的服務',
      isBookable: false,
      position: 5,
    });
    const res = await api.call('GET', `${f.base}/service-groups`, { token: callers.staff.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { id: number }) => g.id)).toEqual([f.group.id, f.emptyGroup.id]);
    const [first, second] = res.body.data;
    expect(first.services.map((s: { id: number }) => s.id)).toEqual([
      f.services[0].id,
      f.services[1].id,
      hidden.id,
    ]);
    expect(first.services[0]).toEqual({
      id: f.services[0].id,
      shopId: f.shop.id,
      serviceGroupId: f.group.id,
      name: '洗剪吹',
      description: null,
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      price: 80000,
      currency: 'TWD',
      prepaymentAmount: null,
      isBookable: true,
      position: 0,
      operatorIds: f.operators.map((o) => o.id),
    });
    expect(first.services[2]).toMatchObject({ isBookable: false, operatorIds: [] });
    expect(second).toEqual({
      id: f.emptyGroup.id,
      shopId: f.shop.id,
      name: '空分類',
      position: 1,
      services: [],
    });
  });

  it('creates at the end, renames, validates the name', async () => {
    const f = await ownShop();
    const created = await api.call('POST', `${f.base}/service-groups`, {
      token: callers.manager.token,
      body: { name: '  頭皮護理  ' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: '頭皮護理', position: 2, services: [] });
    const renamed = await api.call('PATCH', `${f.base}/service-groups/${created.body.data.id}`, {
      token: owner(),
      body: { name: '養護' },
    });
    expect(renamed.body.data).toMatchObject({ id: created.body.data.id, name: '養護' });
    const blank = await api.call('POST', `${f.base}/service-groups`, {
      token: owner(),
      body: { name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({ code: 'E_VALIDATION', field: 'name' });
    const extra = await api.call('POST', `${f.base}/service-groups`, {
      token: owner(),
      body: { name: 'x', position: 3 },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error.field).toBe('position');
  });

  it('refuses to delete a group that still has services (409), deletes an empty one', async () => {
    const f = await ownShop();
    const full = await api.call('DELETE', `${f.base}/service-groups/${f.group.id}`, {
      token: owner(),
    });
    expect(full.status).toBe(409);
    expect(full.body.error).toEqual({
      code: 'E_GROUP_NOT_EMPTY',
      message: '這個分類還有 2 項服務，請先刪除或移到其他分類',
    });
    const empty = await api.call('DELETE', `${f.base}/service-groups/${f.emptyGroup.id}`, {
      token: owner(),
    });
    expect(empty.status).toBe(204);
    const list = await api.call('GET', `${f.base}/service-groups`, { token: owner() });
    expect(list.body.data.map((g: { id: number }) => g.id)).toEqual([f.group.id]);
    const again = await api.call('DELETE', `${f.base}/service-groups/${f.emptyGroup.id}`, {
      token: owner(),
    });
    expect(again.status).toBe(404);
  });

  it('reorders: ids must be exactly the shop’s groups', async () => {
    const f = await ownShop();
    const third = await buildServiceGroup(t.database.db, f.shop.id, { position: 2 });
    const url = `${f.base}/service-groups:reorder`;
    const ok = await api.call('POST', url, {
      token: owner(),
      body: { ids: [third.id, f.group.id, f.emptyGroup.id] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((g: { id: number; position: number }) => [g.id, g.position])).toEqual([
      [third.id, 0],
      [f.group.id, 1],
      [f.emptyGroup.id, 2],
    ]);
    const other = await ownShop();
    for (const ids of [
      [third.id, f.group.id], // one missing
      [third.id, f.group.id, f.group.id], // repeated
      [third.id, f.group.id, other.group.id], // another shop's
      [third.id, f.group.id, f.emptyGroup.id, other.group.id], // extra
    ]) {
      const bad = await api.call('POST', url, { token: owner(), body: { ids } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('ids');
    }
    const empty = await api.call('POST', url, { token: owner(), body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.field).toBe('ids');
    // The other shop's order is untouched.
    const theirs = await api.call('GET', `${other.base}/service-groups`, { token: owner() });
    expect(theirs.body.data.map((g: { position: number }) => g.position)).toEqual([0, 1]);
  });
});

// -----------------------------------------------------------------------------------------------
// Services

describe('services', () => {
  it('creates a service in the shop currency at the end of its group; search and catalogue follow', async () => {
    const f = await ownShop(2);
    const res = await api.call('POST', `${f.base}/services`, {
      token: callers.manager.token,
      body: {
        serviceGroupId: f.group.id,
        name: '日式結構護髮',
        description: '含<b>頭皮</b>按摩\r\n約 90 分鐘',
        durationMinutes: 90,
        bufferAfterMinutes: 15,
        price: 250000,
        prepaymentAmount: 50000,
        operatorIds: [f.operators[1]!.id, f.operators[1]!.id],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shopId: f.shop.id,
      serviceGroupId: f.group.id,
      name: '日式結構護髮',
      description: '含頭皮按摩\n約 90 分鐘',
      durationMinutes: 90,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      price: 250000,
      currency: 'TWD',
      prepaymentAmount: 50000,
      isBookable: true,
      position: 2,
      operatorIds: [f.operators[1]!.id],
    });
    const found = await api.call('GET', '/v1/shops?keyword=結構護髮');
    expect(found.body.data.map((s: { id: number }) => s.id)).toContain(f.shop.id);
    const pub = await api.call(
      'GET',
      `/v1/service-groups?shopId=${f.shop.id}&part=services.operators`,
    );
    const published = pub.body.data[0].services.find(
      (s: { id: number }) => s.id === res.body.data.id,
    );
    expect(published.operatorIds).toEqual([f.operators[1]!.id]);
  });

  it('validates: fields, the group and operators of this shop, prepayment within the price', async () => {
    const f = await ownShop();
    const other = await ownShop();
    const url = `${f.base}/services`;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ durationMinutes: 3 }, 'durationMinutes'],
      [{ price: -1 }, 'price'],
      [{ price: 10.5 }, 'price'],
      [{ bufferBeforeMinutes: 241 }, 'bufferBeforeMinutes'],
      [{ operatorIds: ['x'] }, 'operatorIds.0'],
      [{ currency: 'USD' }, 'currency'],
      [{ serviceGroupId: other.group.id }, 'serviceGroupId'],
      [{ serviceGroupId: 2147483000 }, 'serviceGroupId'],
      [{ operatorIds: [other.operators[0]!.id] }, 'operatorIds'],
      [{ price: 1000, prepaymentAmount: 1001 }, 'prepaymentAmount'],
    ];
    for (const [change, field] of cases) {
      const res = await api.call('POST', url, {
        token: owner(),
        body: { ...serviceBody(f), ...change },
      });
      expect([change, res.status, res.body.error?.field]).toEqual([change, 400, field]);
    }
    const list = await api.call('GET', url, { token: owner() });
    expect(list.body.data).toHaveLength(2); // nothing was created
  });

  it('lists all services, or one group’s; GET one', async () => {
    const f = await ownShop();
    const other = await buildService(t.database.db, f.emptyGroup, { isBookable: false });
    const all = await api.call('GET', `${f.base}/services`, { token: callers.staff.token });
    expect(all.body.data.map((s: { id: number }) => s.id)).toEqual([
      f.services[0].id,
      f.services[1].id,
      other.id,
    ]);
    const one = await api.call('GET', `${f.base}/services?serviceGroupId=${f.emptyGroup.id}`, {
      token: callers.staff.token,
    });
    expect(one.body.data.map((s: { id: number }) => s.id)).toEqual([other.id]);
    const foreignGroup = await ownShop();
    const bad = await api.call(
      'GET',
      `${f.base}/services?serviceGroupId=${foreignGroup.group.id}`,
      { token: owner() },
    );
    expect(bad.status).toBe(404);
    const single = await api.call('GET', `${f.base}/services/${other.id}`, { token: owner() });
    expect(single.body.data).toMatchObject({ id: other.id, isBookable: false });
  });

  it('PATCH changes only what is sent; moving groups appends; operators are replaced', async () => {
    const f = await ownShop(2);
    const [cut] = f.services;
    const url = `${f.base}/services/${cut.id}`;
    const priced = await api.call('PATCH', url, { token: owner(), body: { price: 90000 } });
    expect(priced.status).toBe(200);
    expect(priced.body.data).toMatchObject({
      name: '洗剪吹',
      durationMinutes: 60,
      price: 90000,
      isBookable: true,
      operatorIds: f.operators.map((o) => o.id),
    });
    const moved = await api.call('PATCH', url, {
      token: owner(),
      body: {
        serviceGroupId: f.emptyGroup.id,
        operatorIds: [f.operators[1]!.id],
        description: '  ',
        name: '精緻剪髮',
      },
    });
    expect(moved.body.data).toMatchObject({
      serviceGroupId: f.emptyGroup.id,
      position: 0,
      name: '精緻剪髮',
      description: null,
      operatorIds: [f.operators[1]!.id],
    });
    const cleared = await api.call('PATCH', url, { token: owner(), body: { operatorIds: [] } });
    expect(cleared.body.data.operatorIds).toEqual([]);
    const tooMuch = await api.call('PATCH', url, {
      token: owner(),
      body: { prepaymentAmount: 90001 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.field).toBe('prepaymentAmount');
    const cheaper = await api.call('PATCH', url, {
      token: owner(),
      body: { prepaymentAmount: 30000, price: 20000 },
    });
    expect(cheaper.body.error.field).toBe('prepaymentAmount');
    const otherShop = await ownShop();
    const foreign = await api.call('PATCH', url, {
      token: owner(),
      body: { serviceGroupId: otherShop.group.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.field).toBe('serviceGroupId');
    const empty = await api.call('PATCH', url, { token: owner(), body: {} });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ price: 90000, serviceGroupId: f.emptyGroup.id });
  });

  it('isBookable false hides a service from customers and search, not from the seller', async () => {
    const f = await ownShop();
    const [, wash] = f.services;
    const res = await api.call('PATCH', `${f.base}/services/${wash.id}`, {
      token: owner(),
      body: { isBookable: false },
    });
    expect(res.body.data.isBookable).toBe(false);
    const pub = await api.call('GET', `/v1/service-groups?shopId=${f.shop.id}&part=services`);
    expect(pub.body.data[0].services.map((s: { id: number }) => s.id)).toEqual([f.services[0].id]);
    const [row] = await t.database.db
      .select({ searchText: shops.searchText })
      .from(shops)
      .where(eq(shops.id, f.shop.id));
    expect(row!.searchText).not.toContain('頭皮護理');
    const times = await api.call('POST', '/v1/bookings:start-times', {
      body: {
        shopId: f.shop.id,
        serviceIds: [wash.id],
        startDate: '2026-12-02',
        endDate: '2026-12-02',
      },
    });
    expect(times.status).toBe(400);
    const mine = await api.call('GET', `${f.base}/services/${wash.id}`, { token: owner() });
    expect(mine.status).toBe(200);
  });

  it('deletes a service even when booked: the booking keeps its item as sold', async () => {
    const f = await ownShop();
    const order = await bookOnline(f, tp('2026-12-02', '10:00'));
    const res = await api.call('DELETE', `${f.base}/services/${f.services[0].id}`, {
      token: owner(),
    });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    const items = await t.database.db
      .select()
      .from(bookingServiceItems)
      .where(eq(bookingServiceItems.bookingId, order.bookings[0].id));
    expect(items).toEqual([
      expect.objectContaining({ serviceId: null, name: '洗剪吹', price: 80000 }),
    ]);
    const gone = await api.call('GET', `${f.base}/services/${f.services[0].id}`, {
      token: owner(),
    });
    expect(gone.status).toBe(404);
    const [row] = await t.database.db
      .select({ searchText: shops.searchText })
      .from(shops)
      .where(eq(shops.id, f.shop.id));
    expect(row!.searchText).not.toContain('洗剪吹');
  });

  it('reorders one group’s services: ids must be exactly that group’s', async () => {
    const f = await ownShop();
    const [cut, wash] = f.services;
    const url = `${f.base}/services:reorder`;
    const ok = await api.call('POST', url, {
      token: owner(),
      body: { serviceGroupId: f.group.id, ids: [wash.id, cut.id] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((s: { id: number; position: number }) => [s.id, s.position])).toEqual([
      [wash.id, 0],
      [cut.id, 1],
    ]);
    const other = await buildService(t.database.db, f.emptyGroup);
    for (const body of [
      { serviceGroupId: f.group.id, ids: [wash.id] },
      { serviceGroupId: f.group.id, ids: [wash.id, cut.id, other.id] },
      { serviceGroupId: f.group.id, ids: [wash.id, wash.id] },
    ]) {
      const bad = await api.call('POST', url, { token: owner(), body });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('ids');
    }
    const foreign = await ownShop();
    const wrongGroup = await api.call('POST', url, {
      token: owner(),
      body: { serviceGroupId: foreign.group.id, ids: foreign.services.map((s) => s.id) },
    });
    expect(wrongGroup.status).toBe(400);
    expect(wrongGroup.body.error.field).toBe('serviceGroupId');
  });
});

// -----------------------------------------------------------------------------------------------
// Operators

describe('operators', () => {
  it('creates an operator with services and weekly hours (Sunday first) at the end', async () => {
    const f = await ownShop();
    const res = await api.call('POST', `${f.base}/operators`, {
      token: callers.manager.token,
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
    const list = await api.call('GET', `${f.base}/operators`, { token: callers.staff.token });
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([
      f.operators[0]!.id,
      res.body.data.id,
    ]);
    expect(list.body.data[0].weeklyShifts).toEqual(week([['10:00', '20:00']]));
    const bare = await api.call('POST', `${f.base}/operators`, {
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
    const cases: [Record<string, unknown>, string][] = [
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
    ];
    for (const [change, field] of cases) {
      const res = await api.call('POST', url, {
        token: owner(),
        body: { displayName: '小美', ...change },
      });
      expect([change, res.status, res.body.error?.field]).toEqual([change, 400, field]);
    }
    const message = await api.call('POST', url, {
      token: owner(),
      body: {
        displayName: '小美',
        weeklyShifts: week([['10:00', '14:00']], [1]),
        weeklyBreaks: week([['13:00', '15:00']], [1]),
      },
    });
    expect(message.body.error.message).toBe('週一的休息時間 13:00–15:00 需落在當天的班表時段內');
    const list = await api.call('GET', url, { token: owner() });
    expect(list.body.data).toHaveLength(1);
  });

  it('PATCH replaces services and hours; breaks are checked against the resulting shifts', async () => {
    const f = await ownShop();
    const op = f.operators[0]!;
    const url = `${f.base}/operators/${op.id}`;
    const withBreak = await api.call('PATCH', url, {
      token: owner(),
      body: { weeklyBreaks: week([['12:00', '13:00']], [3]) },
    });
    expect(withBreak.status).toBe(200);
    expect(withBreak.body.data.weeklyShifts).toEqual(week([['10:00', '20:00']]));
    expect(withBreak.body.data.weeklyBreaks[3]).toEqual([{ start: '12:00', end: '13:00' }]);
    // Shorter shifts that would leave the stored break outside: refused, nothing changes.
    const refused = await api.call('PATCH', url, {
      token: owner(),
      body: { weeklyShifts: week([['14:00', '20:00']]) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('weeklyBreaks');
    const both = await api.call('PATCH', url, {
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
    const rows = await t.database.db
      .select()
      .from(operatorShifts)
      .where(eq(operatorShifts.operatorId, op.id));
    expect(rows).toHaveLength(7);
    const cleared = await api.call('PATCH', url, {
      token: owner(),
      body: { title: null, serviceIds: [] },
    });
    expect(cleared.body.data).toMatchObject({ title: null, displayName: '阿哲', serviceIds: [] });
    const foreign = await ownShop();
    const bad = await api.call('PATCH', url, {
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
    await api.call('PATCH', url, {
      token: callers.manager.token,
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
    await api.call('PATCH', url, { token: owner(), body: { serviceIds: [f.services[1].id] } });
    expect(await startTimes(f, date)).toEqual([]);
    expect(await startTimes(f, date, f.services[1].id)).toHaveLength(5); // 30-minute service
    await api.call('PATCH', url, { token: owner(), body: { isBookable: false } });
    expect(await startTimes(f, date, f.services[1].id)).toEqual([]);
    const pub = await api.call('GET', `/v1/operators?shopId=${f.shop.id}`);
    expect(pub.body.data).toEqual([]);
  });

  it('refuses to delete an operator with future bookings or booking history', async () => {
    const f = await ownShop(2);
    const [booked, free] = f.operators as [(typeof f.operators)[0], (typeof f.operators)[0]];
    await bookOnline(f, tp('2026-12-02', '10:00'), booked.id);
    await bookOnline(f, tp('2026-12-03', '10:00'), booked.id);
    const url = `${f.base}/operators/${booked.id}`;
    const future = await api.call('DELETE', url, { token: owner() });
    expect(future.status).toBe(409);
    expect(future.body.error).toEqual({
      code: 'E_HAS_FUTURE_BOOKINGS',
      message: '這位服務人員還有 2 筆未來的預約，請先改期或取消',
    });
    now = new Date(tp('2026-12-05', '10:00')); // both bookings are in the past now
    try {
      const past = await api.call('DELETE', url, { token: owner() });
      expect(past.status).toBe(409);
      expect(past.body.error.code).toBe('E_HAS_BOOKING_HISTORY');
      expect(past.body.error.message).toContain('不開放預約');
    } finally {
      now = new Date('2026-12-01T00:00:00Z');
    }
    const ok = await api.call('DELETE', `${f.base}/operators/${free.id}`, { token: owner() });
    expect(ok.status).toBe(204);
    const shifts = await t.database.db
      .select()
      .from(operatorShifts)
      .where(eq(operatorShifts.operatorId, free.id));
    expect(shifts).toEqual([]);
    const list = await api.call('GET', `${f.base}/operators`, { token: owner() });
    expect(list.body.data.map((o: { id: number }) => o.id)).toEqual([booked.id]);
  });

  it('reorders: ids must be exactly the shop’s operators', async () => {
    const f = await ownShop(3);
    const ids = f.operators.map((o) => o.id);
    const url = `${f.base}/operators:reorder`;
    const ok = await api.call('POST', url, { token: owner(), body: { ids: [...ids].reverse() } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((o: { id: number }) => o.id)).toEqual([...ids].reverse());
    const extra = await buildOperator(t.database.db, (await ownShop()).shop.id);
    for (const bad of [ids.slice(1), [...ids, extra.id], [ids[0], ids[0], ids[1]]]) {
      const res = await api.call('POST', url, { token: owner(), body: { ids: bad } });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('ids');
    }
  });

  it('uploads an avatar: a 512×512 WebP under the shop; non-images refused', async () => {
    const f = await ownShop();
    const op = f.operators[0]!;
    const url = `${f.base}/operators/${op.id}/avatar`;
    const { payload, headers } = multipart(await png());
    const res = await api.call('POST', url, { token: owner(), body: payload, headers });
    expect(res.status).toBe(200);
    const avatarUrl: string = res.body.data.avatarUrl;
    expect(avatarUrl).toMatch(
      new RegExp(`^/uploads/shops/${f.shop.id}/operators/${op.id}-[\\w-]+\\.webp$`),
    );
    const file = path.join(t.config.uploadsDir, avatarUrl.replace('/uploads/', ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const pub = await api.call('GET', `/v1/operators?shopId=${f.shop.id}`);
    expect(pub.body.data[0].avatarUrl).toBe(avatarUrl);
    const fake = multipart(Buffer.from('not a picture'), 'image/png', 'x.png');
    const bad = await api.call('POST', url, {
      token: owner(),
      body: fake.payload,
      headers: fake.headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('file');
    const json = await api.call('POST', url, { token: owner(), body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.error.field).toBe('file');
    const other = await ownShop();
    const foreign = await api.call('POST', `${f.base}/operators/${other.operators[0]!.id}/avatar`, {
      token: owner(),
      body: payload,
      headers,
    });
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
    const created = await api.call('POST', url, {
      token: callers.manager.token,
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

    const all = await api.call('GET', url, { token: owner() });
    expect(all.body.data.map((x: { id: number }) => x.id)).toEqual([
      created.body.data.id,
      f.timeOff.id,
    ]);
    const ranged = await api.call(
      'GET',
      `${url}?from=${encodeURIComponent(tp('2026-12-02', '14:59'))}&to=${encodeURIComponent(tp('2026-12-10', '10:00'))}`,
      { token: owner() },
    );
    expect(ranged.body.data.map((x: { id: number }) => x.id)).toEqual([created.body.data.id]);
    const badRange = await api.call(
      'GET',
      `${url}?from=${encodeURIComponent(tp('2026-12-03', '00:00'))}&to=${encodeURIComponent(tp('2026-12-02', '00:00'))}`,
      { token: owner() },
    );
    expect(badRange.status).toBe(400);
    expect(badRange.body.error.field).toBe('to');

    const removed = await api.call('DELETE', `${url}/${created.body.data.id}`, { token: owner() });
    expect(removed.status).toBe(204);
    expect(await startTimes(f, '2026-12-02')).toHaveLength(19);
    const again = await api.call('DELETE', `${url}/${created.body.data.id}`, { token: owner() });
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
      const res = await api.call('POST', url, { token: owner(), body });
      expect([res.status, res.body.error.field]).toEqual([400, field]);
    }
    const viaOther = await api.call(
      'DELETE',
      `${f.base}/operators/${f.operators[1]!.id}/time-off/${f.timeOff.id}`,
      { token: owner() },
    );
    expect(viaOther.status).toBe(404);
  });
});
