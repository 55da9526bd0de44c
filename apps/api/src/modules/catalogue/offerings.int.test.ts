import { beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, buildService, buildServiceGroup, buildShop } from '../../../test/factories';
import { testAppOfFile } from '../../../test/helper';
import { getJson, type Json } from '../../../test/public-reads';
import { listServiceGroups } from './offerings.service';

const t = testAppOfFile();
const get = (url: string) => getJson(t.app, url);

type Row = { id: number; shopId: number };
let shop: { id: number }, pending: { id: number }, other: { id: number };
let cut: Row, colour: Row, amy: Row, ken: Row;

beforeAll(async () => {
  const db = t.database.db;
  shop = await buildShop(db, { displayName: '大安髮廊' });
  pending = await buildShop(db, { reviewStatus: 'PENDING' });
  other = await buildShop(db, { cityName: '灣仔區', industrySlug: 'nail' });
  amy = await buildOperator(db, shop.id, { displayName: 'Amy', position: 0 });
  ken = await buildOperator(db, shop.id, { displayName: 'Ken', position: 1 });
  const away = await buildOperator(db, shop.id, { displayName: '休假中', isBookable: false });
  const stylists = [];
  for (let i = 0; i < 23; i++)
    stylists.push(await buildOperator(db, other.id, { displayName: `Stylist ${i}`, position: i }));
  colour = await buildServiceGroup(db, shop.id, { name: '染髮', position: 1 });
  cut = await buildServiceGroup(db, shop.id, { name: '剪髮', position: 0 });
  await buildService(db, cut, {
    name: '洗剪吹',
    durationMinutes: 60,
    price: 80000,
    operatorIds: [amy.id, ken.id],
  });
  await buildService(db, cut, { name: '停售中的服務', isBookable: false });
  await buildService(db, colour, {
    name: '單色染髮',
    durationMinutes: 120,
    price: 280000,
    position: 1,
    operatorIds: [ken.id],
  });
  await buildService(db, colour, {
    name: '補染',
    durationMinutes: 90,
    price: 180000,
    position: 0,
    operatorIds: [amy.id],
  });
  // Nobody customers can book performs these two: customers never see them (issue 12).
  await buildService(db, colour, { name: '無人服務', position: 2 });
  await buildService(db, colour, { name: '只有休假人員', position: 3, operatorIds: [away.id] });
  const hkGroup = await buildServiceGroup(db, other.id, { name: 'Gel' });
  await buildService(db, hkGroup, {
    name: '單色凝膠',
    price: 25000,
    operatorIds: [stylists[0]!.id],
  });
});

describe('GET /v1/operators', () => {
  it('lists bookable operators of a shop in order', async () => {
    const { status, body } = await get(`/v1/operators?shopId=${shop.id}`);
    expect(status).toBe(200);
    expect(body.data.map((o: Json) => o.displayName)).toEqual(['Amy', 'Ken']);
    expect(body.meta).toEqual({ page: 1, perPage: 20, total: 2 });
  });

  it('pages with perPage defaulting to 20', async () => {
    const first = await get(`/v1/operators?shopId=${other.id}`);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta).toEqual({ page: 1, perPage: 20, total: 23 });
    const second = await get(`/v1/operators?shopId=${other.id}&page=2`);
    expect(second.body.data.map((o: Json) => o.displayName)).toEqual([
      'Stylist 20',
      'Stylist 21',
      'Stylist 22',
    ]);
  });

  it('requires a shopId and answers 404 for a shop that is not public', async () => {
    const missing = await get('/v1/operators');
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('shopId');
    expect((await get(`/v1/operators?shopId=${pending.id}`)).status).toBe(404);
  });
});

describe('GET /v1/service-groups', () => {
  it('lists groups in order, with bookable services and prices in minor units', async () => {
    const { status, body } = await get(`/v1/service-groups?shopId=${shop.id}&part=services`);
    expect(status).toBe(200);
    expect(body.data.map((g: Json) => g.name)).toEqual(['剪髮', '染髮']);
    expect(body.data[0].services).toEqual([
      expect.objectContaining({
        name: '洗剪吹',
        durationMinutes: 60,
        price: 80000,
        currency: 'TWD',
        isBookable: true,
      }),
    ]);
    expect(body.data[1].services.map((s: Json) => s.name)).toEqual(['補染', '單色染髮']);
    expect(body.data[0].services[0]).not.toHaveProperty('operatorIds');
  });

  it('names the operators of each service with part=services.operators', async () => {
    const { body } = await get(`/v1/service-groups?shopId=${shop.id}&part=services.operators`);
    const byName = Object.fromEntries(
      body.data.flatMap((g: Json) => g.services).map((s: Json) => [s.name, s.operatorIds]),
    );
    expect(byName['洗剪吹']).toEqual([amy.id, ken.id]);
    expect(byName['單色染髮']).toEqual([ken.id]);
    expect(byName['補染']).toEqual([amy.id]);
    expect(Object.keys(byName).sort()).toEqual(['單色染髮', '洗剪吹', '補染'].sort());
  });

  it('returns groups without services unless asked, and one group by id', async () => {
    const plain = await get(`/v1/service-groups?shopId=${shop.id}`);
    expect(plain.body.data[0]).not.toHaveProperty('services');
    const one = await get(`/v1/service-groups?id=${colour.id}&part=services`);
    expect(one.body.data.map((g: Json) => g.name)).toEqual(['染髮']);
  });

  it('prices each shop in its own currency', async () => {
    const { body } = await get(`/v1/service-groups?shopId=${other.id}&part=services`);
    expect(body.data[0].services[0]).toMatchObject({ price: 25000, currency: 'HKD' });
  });

  it('reads the menus asked for in one turn together, each shop its own', async () => {
    const db = t.database.db;
    // (Lash shops: the industry counts below are of hair, nail and massage shops.)
    const bare = await buildShop(db, { displayName: '尚無服務', industrySlug: 'lash' });
    const unsold = await buildShop(db, { displayName: '尚未開賣', industrySlug: 'lash' });
    await buildService(db, await buildServiceGroup(db, unsold.id, { name: '準備中' }), {
      name: '停售中',
      isBookable: false,
      operatorIds: [],
    });
    const asked: [shopId: number, part: string][] = [
      [shop.id, 'services.operators'],
      [other.id, 'services'],
      [pending.id, 'services'],
      [2_000_000_000, 'services'],
      [shop.id, 'services'],
      [bare.id, 'services'],
      [unsold.id, 'services'],
      [shop.id, ''],
    ];
    const alone = await Promise.all(
      asked.map(([shopId, part]) =>
        get(`/v1/service-groups?shopId=${shopId}${part ? `&part=${part}` : ''}`),
      ),
    );
    expect(alone.map((r) => r.status)).toEqual([200, 200, 404, 404, 200, 200, 200, 200]);
    // The same calls within one turn of the event loop, straight to the service: one statement
    // per kind of menu, and every caller gets its own shop's answer, or its own 404.
    const together = await Promise.allSettled(
      asked.map(([shopId, part]) =>
        listServiceGroups(db, { shopId, parts: part ? part.split(',') : [] }),
      ),
    );
    together.forEach((result, i) => {
      if (alone[i]!.status === 404) {
        expect(result).toMatchObject({ status: 'rejected', reason: { statusCode: 404 } });
      } else {
        expect(result.status).toBe('fulfilled');
        const value = (result as PromiseFulfilledResult<unknown>).value;
        expect(JSON.parse(JSON.stringify(value))).toEqual(alone[i]!.body.data);
      }
    });
    expect(alone[0]!.body.data.map((g: Json) => g.shopId)).toEqual([shop.id, shop.id]);
    expect(alone[1]!.body.data[0].services.map((s: Json) => s.name)).toEqual(['單色凝膠']);
    expect(alone[5]!.body.data).toEqual([]);
    // A group whose services nobody can book is on the menu with none.
    expect(alone[6]!.body.data).toEqual([
      expect.objectContaining({ name: '準備中', services: [] }),
    ]);
    expect(alone[7]!.body.data.map((g: Json) => Object.keys(g).sort())).toEqual([
      ['id', 'name', 'position', 'shopId'],
      ['id', 'name', 'position', 'shopId'],
    ]);
  });

  it('needs shopId or id; a non-public shop is 404', async () => {
    const none = await get('/v1/service-groups');
    expect(none.status).toBe(400);
    expect(none.body.error.field).toBe('shopId');
    expect((await get(`/v1/service-groups?shopId=${pending.id}`)).status).toBe(404);
    expect((await get(`/v1/service-groups?shopId=${shop.id}&part=prices`)).status).toBe(400);
  });
});

describe('GET /v1/industries and /v1/plans', () => {
  it('lists industries in order with counts of public shops', async () => {
    const { body } = await get('/v1/industries?part=shopCount');
    const counts = Object.fromEntries(body.data.map((i: Json) => [i.name, i.shopCount]));
    expect(body.data.slice(0, 5).map((i: Json) => i.name)).toEqual([
      '美髮',
      '美甲',
      '美睫',
      '美容SPA',
      '按摩',
    ]);
    expect(counts['美髮']).toBe(1); // the pending hair shop is not counted
    expect(counts['美甲']).toBe(1);
    expect(counts['按摩']).toBe(0);
    expect((await get('/v1/industries')).body.data[0]).not.toHaveProperty('shopCount');
  });

  it('lists plans cheapest first with prices in minor units', async () => {
    const { body } = await get('/v1/plans?currency=TWD');
    expect(body.data.map((p: Json) => p.code)).toEqual(['basic', 'pro', 'chain']);
    expect(body.data[0].yearlyPrice).toBe(599000);
    expect((await get('/v1/plans')).body.data).toHaveLength(9);
    expect(body.data[0]).toMatchObject({ monthlyPrice: 59900, currency: 'TWD', shopQuantity: 1 });
    expect(body.data[1].operatorQuantity).toBeNull();
  });
});
