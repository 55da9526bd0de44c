import { catalogueCalls } from '@haoyue/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cities, shopHours, shopRatings, shops, shopSpecialDays } from '../../db/schema';
import { JsonText } from '../../http/route';
import { rowsOf } from '../../lib/sql-rows';
import { FOLD_FROM, searchFold } from './search-fold';
import { TRADITIONAL } from './search-fold-chars';
import { getShop, searchShops } from './shops.service';
import {
  buildOperator,
  cityNamed,
  buildService,
  buildServiceGroup,
  buildShop,
  buildShopImage,
  buildShopLicense,
  industryWithSlug,
} from '../../../test/factories';
import { testAppOfFile } from '../../../test/helper';
import { getJson, type Json, shopNames, taipeiDate } from '../../../test/public-reads';

const t = testAppOfFile();
const get = (url: string) => getJson(t.app, url);

// Shops placed at known points so distances are predictable.
let daan: Json, banqiao: Json, taichung: Json, pending: Json, hk: Json;

beforeAll(async () => {
  const db = t.database.db;
  daan = await buildShop(db, {
    displayName: '大安髮廊',
    urlSlug: 'daan-hair',
    longitude: 121.5507,
    latitude: 25.0414,
    featuredRank: 2,
    introduction: '捷運忠孝敦化站旁',
  });
  await buildShop(db, {
    displayName: '信義美甲',
    urlSlug: 'xinyi-nail',
    industrySlug: 'nail',
    longitude: 121.5654,
    latitude: 25.036,
    featuredRank: 1,
  });
  banqiao = await buildShop(db, {
    displayName: '板橋按摩 100% 放鬆',
    urlSlug: 'banqiao-massage',
    industrySlug: 'massage',
    cityName: '新北市',
    longitude: 121.4637,
    latitude: 25.0143,
  });
  taichung = await buildShop(db, {
    displayName: '台中睫毛',
    urlSlug: 'taichung-lash',
    industrySlug: 'lash',
    cityName: '臺中市',
    longitude: 120.6573,
    latitude: 24.1515,
  });
  pending = await buildShop(db, {
    displayName: '審核中的店',
    urlSlug: 'pending-shop',
    reviewStatus: 'PENDING',
  });
  hk = await buildShop(db, {
    displayName: '香港美甲',
    urlSlug: 'hk-nail',
    cityName: '灣仔區',
    industrySlug: 'nail',
  });
  const group = await buildServiceGroup(db, daan.id, { name: '染髮' });
  await buildService(db, group, { name: '霧感挑染' });
  await buildShopImage(db, daan.id, { type: 'COVER', url: '/static/cover.jpg' });
  await buildShopImage(db, daan.id, { type: 'GALLERY', url: '/static/g2.jpg', position: 1 });
  await buildShopImage(db, daan.id, { type: 'GALLERY', url: '/static/g1.jpg', position: 0 });
  await buildOperator(db, daan.id, { displayName: 'Ken', position: 1 });
  await buildOperator(db, daan.id, { displayName: 'Amy', position: 0 });
  await buildOperator(db, daan.id, { displayName: '離職設計師', isBookable: false });
  await buildShopLicense(db, daan.id, {
    status: 'EXPIRED',
    startsAt: new Date('2025-01-01Z'),
    endsAt: new Date('2026-01-01Z'),
  });
  await buildShopLicense(db, daan.id, {
    status: 'ACTIVE',
    startsAt: new Date('2026-01-01Z'),
    endsAt: new Date('2027-01-01Z'),
  });
});

describe('GET /v1/shops', () => {
  it('lists approved shops only, featured first, with paging meta', async () => {
    const { status, body } = await get('/v1/shops');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ page: 1, perPage: 20, total: 5, totalExact: true });
    expect(shopNames(body).slice(0, 2)).toEqual(['信義美甲', '大安髮廊']);
    expect(shopNames(body)).not.toContain('審核中的店');
    expect(body.data[0]).not.toHaveProperty('searchText');
    expect(body.data[0]).not.toHaveProperty('featuredRank');
  });

  it('pages through results', async () => {
    const first = await get('/v1/shops?perPage=2&page=1');
    const third = await get('/v1/shops?perPage=2&page=3');
    const beyond = await get('/v1/shops?perPage=2&page=9');
    expect(first.body.data).toHaveLength(2);
    expect(third.body.data).toHaveLength(1);
    expect(third.body.meta).toEqual({ page: 3, perPage: 2, total: 5, totalExact: true });
    expect(beyond.body).toEqual({
      data: [],
      meta: { page: 9, perPage: 2, total: 5, totalExact: true },
    });
    // The pages cut the one order: together they are the whole list, each shop once.
    const second = await get('/v1/shops?perPage=2&page=2');
    const all = await get('/v1/shops');
    expect([...shopNames(first.body), ...shopNames(second.body), ...shopNames(third.body)]).toEqual(
      shopNames(all.body),
    );
    const near = (page: number) =>
      get(`/v1/shops?lng=121.5507&lat=25.0414&distance=20000&perPage=2&page=${page}`);
    const nearAll = await get('/v1/shops?lng=121.5507&lat=25.0414&distance=20000');
    const nearPages = await Promise.all([1, 2, 3].map(near));
    expect(nearPages.flatMap((r) => shopNames(r.body))).toEqual(shopNames(nearAll.body));
    const distances = nearPages.flatMap((r) =>
      r.body.data.map((s: { distance: number }) => s.distance),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Near a point, matches are not counted past the page (decision 020): a page says how many
    // so far and whether more follow; the last one, and one past the end, the exact total.
    expect(nearAll.body.meta).toMatchObject({ total: 3, totalExact: true });
    expect(nearPages.map((r) => [r.body.meta.total, r.body.meta.totalExact])).toEqual([
      [2, false],
      [3, true],
      [3, true],
    ]);
  });

  it('matches keywords in name, introduction, industry, city and service names', async () => {
    expect(
      shopNames((await get(`/v1/shops?keyword=${encodeURIComponent('大安髮')}`)).body),
    ).toEqual(['大安髮廊']);
    expect(
      shopNames((await get(`/v1/shops?keyword=${encodeURIComponent('忠孝敦化')}`)).body),
    ).toEqual(['大安髮廊']);
    expect(shopNames((await get(`/v1/shops?keyword=${encodeURIComponent('挑染')}`)).body)).toEqual([
      '大安髮廊',
    ]);
    expect(
      shopNames((await get(`/v1/shops?keyword=${encodeURIComponent('美甲')}`)).body).sort(),
    ).toEqual(['信義美甲', '香港美甲']);
    expect(shopNames((await get(`/v1/shops?keyword=${encodeURIComponent('新北')}`)).body)).toEqual([
      '板橋按摩 100% 放鬆',
    ]);
  });

  it('requires every whitespace-separated term, in any order, case-insensitively', async () => {
    const q = (k: string) => get(`/v1/shops?keyword=${encodeURIComponent(k)}`);
    expect(shopNames((await q('美甲  信義')).body)).toEqual(['信義美甲']);
    expect(shopNames((await q('信義 髮廊')).body)).toEqual([]);
    expect(shopNames((await q('安 大')).body)).toEqual(['大安髮廊']); // single characters too
    expect(shopNames((await q('廊髮')).body)).toEqual([]); // same bigram letters, wrong order
  });

  it('folds 臺/台 and full-width forms in what shops wrote and what people type', async () => {
    const q = async (k: string) =>
      shopNames((await get(`/v1/shops?keyword=${encodeURIComponent(k)}`)).body).sort();
    const taipei = ['信義美甲', '大安髮廊'].sort();
    expect(await q('台北')).toEqual(taipei); // the shops' city is 臺北市
    expect(await q('臺北')).toEqual(taipei);
    expect(await q('台北 美甲')).toEqual(['信義美甲']);
    expect(await q('１００％')).toEqual(['板橋按摩 100% 放鬆']);
    expect(await q('忠孝敦化　大安')).toEqual(['大安髮廊']); // ideographic space between terms
  });

  it('folds in SQL exactly as the keyword is folded in TypeScript', async () => {
    const sample = `${FOLD_FROM} ${TRADITIONAL} ABC xyz 臺北市 Ｈａｉｒ 美髮 Lumière 台湾`;
    const result = await t.database.db.execute(sql`select search_fold(${sample}) as folded`);
    expect(rowsOf<{ folded: string }>(result)[0]!.folded).toBe(searchFold(sample));
  });

  it('treats LIKE wildcards in keywords literally', async () => {
    expect(shopNames((await get(`/v1/shops?keyword=${encodeURIComponent('100%')}`)).body)).toEqual([
      '板橋按摩 100% 放鬆',
    ]);
    expect((await get(`/v1/shops?keyword=${encodeURIComponent('%')}`)).body.meta.total).toBe(1);
    expect((await get(`/v1/shops?keyword=_`)).body.meta.total).toBe(0);
  });

  it('filters by industry, country and cities (comma-separated or repeated)', async () => {
    const nail = await industryWithSlug(t.database.db, 'nail');
    expect(shopNames((await get(`/v1/shops?industryId=${nail.id}`)).body).sort()).toEqual([
      '信義美甲',
      '香港美甲',
    ]);
    expect(shopNames((await get(`/v1/shops?countryId=${hk.countryId}`)).body)).toEqual([
      '香港美甲',
    ]);
    const both = `/v1/shops?cityIds=${banqiao.cityId},${taichung.cityId}`;
    expect(shopNames((await get(both)).body).sort()).toEqual(['台中睫毛', '板橋按摩 100% 放鬆']);
    const repeated = `/v1/shops?cityIds=${banqiao.cityId}&cityIds=${taichung.cityId}`;
    expect((await get(repeated)).body.meta.total).toBe(2);
  });

  it('finds shops near a point within the distance, nearest first, with distance in metres', async () => {
    const { body } = await get('/v1/shops?lng=121.5507&lat=25.0414&distance=3000');
    expect(shopNames(body)).toEqual(['大安髮廊', '信義美甲']);
    expect(body.data[0].distance).toBe(0);
    expect(body.data[1].distance).toBeGreaterThan(1000);
    expect(body.data[1].distance).toBeLessThan(2500);
    const wider = await get('/v1/shops?lng=121.5507&lat=25.0414&distance=20000');
    expect(shopNames(wider.body)).toEqual(['大安髮廊', '信義美甲', '板橋按摩 100% 放鬆']);
  });

  it('finds one shop by URL slug, never a pending one', async () => {
    expect(shopNames((await get('/v1/shops?urlSlug=xinyi-nail')).body)).toEqual(['信義美甲']);
    expect((await get('/v1/shops?urlSlug=pending-shop')).body.data).toEqual([]);
  });

  it('answers shop pages asked for together (one statement per turn) each with its own shop', async () => {
    const page = 'part=city,images,operators,hours,summary&perPage=1';
    const asked = [
      'daan-hair',
      'xinyi-nail',
      'pending-shop',
      'no-such-shop',
      'daan-hair',
      'hk-nail',
    ];
    const alone = await Promise.all(asked.map((slug) => get(`/v1/shops?urlSlug=${slug}&${page}`)));
    // The same calls made within one turn of the event loop, straight to the service.
    const together = await Promise.all(
      asked.map((urlSlug) =>
        searchShops(t.database.db, {
          urlSlug,
          page: 1,
          perPage: 1,
          distance: 5000,
          part: ['city', 'images', 'operators', 'hours', 'summary'],
        }),
      ),
    );
    // The shop page's answer is written as JSON text (`JsonText`) by the service.
    const answers = together.map((r) => {
      expect(r).toBeInstanceOf(JsonText);
      return JSON.parse((r as JsonText<unknown>).text.toString()) as Json;
    });
    const expected = ['大安髮廊', '信義美甲', undefined, undefined, '大安髮廊', '香港美甲'];
    expect(alone.map((r) => r.body.data[0]?.displayName)).toEqual(expected);
    expect(answers.map((r) => r.data[0]?.displayName)).toEqual(expected);
    expect(answers.map((r) => r.meta.total)).toEqual([1, 1, 0, 0, 1, 1]);
    // Batched or not, each shop carries its own parts.
    expect(answers[0]!.data).toEqual(alone[0]!.body.data);
    expect(answers[5]!.data).toEqual(alone[5]!.body.data);
    expect((answers[0]!.data[0].operators as Json[]).every((o) => o.shopId === daan.id)).toBe(true);
  });

  it("writes the shop page's and a search page's answer byte for byte as the presenters would, whatever parts", async () => {
    // Shop pages and search pages are spliced from JSON PostgreSQL wrote (jsonObjectOf and the
    // parts' SQL); getShop presents rows in Node. Both must send the same bytes: same fields,
    // order, nulls, numbers and instants (toISOString: UTC, milliseconds), the distance last.
    const db = t.database.db;
    await db.insert(shopSpecialDays).values([
      { shopId: daan.id, date: taipeiDate(2), ranges: [[600, 720]], note: '下午公休' },
      { shopId: daan.id, date: taipeiDate(-1), ranges: [] },
    ]);
    await db
      .insert(shopHours)
      .values({ shopId: daan.id, weekday: 3, startMinute: 600, endMinute: 1200 });
    await db.insert(shopRatings).values({ shopId: daan.id, reviewCount: 7, ratingSum: 31 });
    // An instant with microseconds, which toISOString cuts to milliseconds.
    await db.execute(
      sql`update shops set updated_at = '2026-03-04 05:06:07.089999+08' where id = ${daan.id}`,
    );
    const partSets = [
      [],
      ['images'],
      ['operators', 'city'],
      ['hours'],
      ['summary', 'industry', 'country'],
      ['city', 'country', 'industry', 'images', 'operators', 'hours', 'summary'],
    ] as const;
    const meta = JSON.stringify({ page: 1, perPage: 1, total: 1, totalExact: true });
    for (const shop of [daan, banqiao, hk, taichung]) {
      for (const part of partSets) {
        const parts = part.length ? `&part=${part.join(',')}` : '';
        const presented = JSON.stringify(await getShop(db, shop.id, [...part]));
        const page = `/v1/shops?urlSlug=${shop.urlSlug}&perPage=1${parts}`;
        const searched = `${page}&cityIds=${shop.cityId}`;
        for (const url of [page, searched]) {
          const sent = (await t.app.inject({ method: 'GET', url })).payload;
          expect(sent, url).toBe(`{"data":[${presented}],"meta":${meta}}`);
        }
        const near = `${searched}&lng=${shop.longitude}&lat=${shop.latitude}&distance=1000`;
        const sent = (await t.app.inject({ method: 'GET', url: near })).payload;
        expect(sent, near).toBe(
          `{"data":[${presented.slice(0, -1)},"distance":0}],"meta":${meta}}`,
        );
      }
    }
    const page = JSON.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/shops?urlSlug=daan-hair&part=hours,summary,operators`,
        })
      ).payload,
    );
    expect(page.data[0].updatedAt).toBe('2026-03-03T21:06:07.089Z');
    expect(page.data[0].summary).toEqual({
      minPrice: expect.any(Number),
      reviewCount: 7,
      ratingAverage: 4.4,
    });
    expect(page.data[0].openingHours.specialDays).toEqual([
      { date: taipeiDate(2), ranges: [[600, 720]], note: '下午公休' },
    ]);
    expect(page.data[0].operators.map((o: Json) => o.displayName)).toEqual(['Amy', 'Ken']);
  });

  it('embeds the requested parts in order', async () => {
    const { status, body } = await get(
      '/v1/shops?urlSlug=daan-hair&part=city,country,industry,images,latestSystemShopLicense,operators',
    );
    expect(status).toBe(200);
    const shop = body.data[0];
    expect(shop.city.name).toBe('臺北市');
    expect(shop.country).toMatchObject({ isoCode: 'TW', currency: 'TWD', dialCode: '+886' });
    expect(shop.industry.name).toBe('美髮');
    expect(shop.images.map((i: Json) => i.url)).toEqual([
      '/static/cover.jpg',
      '/static/g1.jpg',
      '/static/g2.jpg',
    ]);
    expect(shop.latestSystemShopLicense).toMatchObject({
      status: 'ACTIVE',
      plan: { code: 'basic' },
    });
    expect(shop.operators.map((o: Json) => o.displayName)).toEqual(['Amy', 'Ken']);
  });

  it("answers in the contract's exact shape with every part, by slug, keyword or place", async () => {
    // Sent without the serialiser's check (`presented`): nothing more, nothing less than the
    // contract, whatever the query (zod's parse would drop any extra key and the two would differ).
    const parts =
      'part=city,country,industry,images,latestSystemShopLicense,operators,hours,summary';
    for (const query of [
      `urlSlug=daan-hair&${parts}&perPage=1`,
      `urlSlug=daan-hair&part=city,country,industry,images,operators,hours,summary&perPage=1`,
      `${parts}&perPage=20`,
      `keyword=${encodeURIComponent('美髮')}&${parts}`,
      `lng=121.5507&lat=25.0414&distance=20000&${parts}`,
    ]) {
      const { status, body } = await get(`/v1/shops?${query}`);
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      expect(catalogueCalls.searchShops.response.parse(body)).toEqual(body);
    }
  });

  it('omits parts that were not asked for, and gives null for a shop without licence', async () => {
    const plain = (await get('/v1/shops?urlSlug=xinyi-nail')).body.data[0];
    expect(plain).not.toHaveProperty('city');
    expect(plain).not.toHaveProperty('images');
    const licensed = (await get('/v1/shops?urlSlug=xinyi-nail&part=latestSystemShopLicense')).body
      .data[0];
    expect(licensed.latestSystemShopLicense).toBeNull();
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['perPage=101', 'perPage'],
    ['industryId=-1', 'industryId'],
    ['cityIds=1,x', 'cityIds.1'],
    ['part=city,secrets', 'part.1'],
    ['lng=121.5', 'lng'],
    ['lng=200&lat=25', 'lng'],
    ['distance=5', 'distance'],
    ['color=red', 'color'],
  ])('rejects %s with 400 E_VALIDATION naming %s', async (query, field) => {
    const { status, body } = await get(`/v1/shops?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('E_VALIDATION');
    expect(body.error.field).toBe(field);
    expect(body.error.message).toContain(field);
  });
});

describe('embedded reference data', () => {
  it('shows a city added after the app started, at once', async () => {
    const db = t.database.db;
    await get(`/v1/shops/${daan.id}?part=city,country,industry`); // reference data now loaded
    const taipei = await cityNamed(db, '臺北市');
    const [city] = await db
      .insert(cities)
      .values({
        countryId: taipei.countryId,
        stateId: taipei.stateId,
        name: '新市鎮',
        longitude: 121.5,
        latitude: 25,
      })
      .returning();
    const shop = await buildShop(db, { cityName: '新市鎮', urlSlug: 'new-town-shop' });
    const { body } = await get(`/v1/shops/${shop.id}?part=city,country`);
    expect(body.data.city).toMatchObject({ id: city!.id, name: '新市鎮' });
    expect(body.data.country.isoCode).toBe('TW');
    await db.delete(shops).where(eq(shops.id, shop.id));
  });
});

describe('GET /v1/shops/{shopId}', () => {
  it('returns a public shop with parts', async () => {
    const { status, body } = await get(`/v1/shops/${daan.id}?part=images,city`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: daan.id,
      displayName: '大安髮廊',
      urlSlug: 'daan-hair',
      currency: 'TWD',
    });
    expect(body.data.images).toHaveLength(3);
    expect(body.data.city.name).toBe('臺北市');
  });

  it('answers 404 for pending and unknown shops, 400 for a malformed id', async () => {
    expect((await get(`/v1/shops/${pending.id}`)).status).toBe(404);
    const unknown = await get('/v1/shops/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('E_NOT_FOUND');
    const bad = await get('/v1/shops/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('shopId');
  });
});

describe('GET /v1/homepage-shops', () => {
  it('returns featured shops by rank with city, industry and images', async () => {
    const { body } = await get('/v1/homepage-shops');
    expect(shopNames(body)).toEqual(['信義美甲', '大安髮廊']);
    expect(body.data[1].images.length).toBe(3);
    expect(body.data[1].city.name).toBe('臺北市');
    expect(body.data[1].industry.name).toBe('美髮');
  });

  it('puts the nearest featured shop first when the visitor position is known', async () => {
    const { body } = await get('/v1/homepage-shops?lng=121.5507&lat=25.0414');
    expect(shopNames(body)).toEqual(['大安髮廊', '信義美甲']);
  });
});
