import { beforeAll, describe, expect, it } from 'vitest';
import { shopHours, shopRatings, shopSpecialDays } from '../../db/schema';
import { buildService, buildServiceGroup, buildShop } from '../../../test/factories';
import { testAppOfFile } from '../../../test/helper';
import { getOk, type Json, taipeiDate } from '../../../test/public-reads';

const t = testAppOfFile();
const get = (url: string) => getOk(t.app, url);
let shop: Json;
let plain: Json;

beforeAll(async () => {
  const db = t.database.db;
  shop = await buildShop(db, { displayName: '有營業時間的店', urlSlug: 'with-hours' });
  plain = await buildShop(db, { displayName: '什麼都沒有的店', urlSlug: 'plain' });
  const group = await buildServiceGroup(db, shop.id);
  await buildService(db, group, { name: '剪髮', price: 80000 });
  await buildService(db, group, { name: '染髮', price: 250000 });
  await buildService(db, group, { name: '內部用', price: 100, isBookable: false });
  await db.insert(shopHours).values([
    { shopId: shop.id, weekday: 2, startMinute: 600, endMinute: 1200 },
    { shopId: shop.id, weekday: 1, startMinute: 780, endMinute: 1260 },
    { shopId: shop.id, weekday: 1, startMinute: 600, endMinute: 720 },
  ]);
  await db.insert(shopSpecialDays).values([
    { shopId: shop.id, date: taipeiDate(-2), ranges: [] },
    { shopId: shop.id, date: taipeiDate(3), ranges: [], note: '員工旅遊' },
    { shopId: shop.id, date: taipeiDate(1), ranges: [[720, 1080]] },
  ]);
  await db.insert(shopRatings).values({ shopId: shop.id, reviewCount: 3, ratingSum: 14 });
});

describe('shop parts: hours and summary', () => {
  it('gives the shop page its hours, special days ahead, starting price and rating', async () => {
    const body = await get('/v1/shops?urlSlug=with-hours&part=hours,summary');
    const [found] = body.data;
    expect(found.openingHours).toEqual({
      weekly: [
        { weekday: 1, startMinute: 600, endMinute: 720 },
        { weekday: 1, startMinute: 780, endMinute: 1260 },
        { weekday: 2, startMinute: 600, endMinute: 1200 },
      ],
      specialDays: [
        { date: taipeiDate(1), ranges: [[720, 1080]], note: null },
        { date: taipeiDate(3), ranges: [], note: '員工旅遊' },
      ],
    });
    expect(found.summary).toEqual({ minPrice: 80000, reviewCount: 3, ratingAverage: 4.7 });
  });

  it('gives search cards the same, one query per part for the page', async () => {
    const body = await get('/v1/shops?part=summary,hours&perPage=10');
    const byName = new Map((body.data as Json[]).map((s) => [s.displayName, s]));
    expect(byName.get('有營業時間的店')!.summary).toEqual({
      minPrice: 80000,
      reviewCount: 3,
      ratingAverage: 4.7,
    });
    expect(byName.get('什麼都沒有的店')!.summary).toEqual({
      minPrice: null,
      reviewCount: 0,
      ratingAverage: null,
    });
    expect(byName.get('什麼都沒有的店')!.openingHours).toEqual({ weekly: [], specialDays: [] });
    const one = await get(`/v1/shops/${plain.id}?part=summary`);
    expect(one.data.summary.minPrice).toBeNull();
  });
});
