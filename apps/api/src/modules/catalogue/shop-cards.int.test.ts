import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { services, shopCards, shopImages, shopRatings, shops } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { buildService, buildServiceGroup, buildShop } from '../../../test/factories';
import { testAppOfFile } from '../../../test/helper';
import { getOk, type Json } from '../../../test/public-reads';
import { cardTextsWanted } from './shop-card-cache';
import { shopCardColumns } from './shop-card-json';

const t = testAppOfFile();
let db: Db;
let shop: Json;
let group: { id: number; shopId: number };

type Drift = { id: number; part: string; stored: string | null; built: string };

/** Each shop whose stored card differs from what the builders write now (none when in step). */
async function drift(): Promise<Drift[]> {
  const built = shopCardColumns('s');
  const rows = rowsOf<{ id: number } & Record<'shop' | 'images' | 'summary', string | null>>(
    await db.execute(sql`select s.id, c.shop, c.images, c.summary,
        ${built.shop} as "builtShop", ${built.images} as "builtImages",
        ${built.summary} as "builtSummary"
      from ${shops} s left join ${shopCards} c on c.shop_id = s.id order by s.id`),
  );
  return rows.flatMap((row) => {
    const r = row as typeof row & Record<string, string>;
    return (['shop', 'images', 'summary'] as const)
      .map((part) => ({
        id: r.id,
        part,
        stored: r[part],
        built: r[`built${part[0]!.toUpperCase()}${part.slice(1)}`]!,
      }))
      .filter((d) => d.stored !== d.built);
  });
}

const card = async (id: number) =>
  (await db.select().from(shopCards).where(eq(shopCards.shopId, id)))[0];

beforeAll(async () => {
  db = t.database.db;
  shop = await buildShop(db, { displayName: '卡片測試店', urlSlug: 'card-shop' });
  await buildShop(db, { displayName: '第二家店', urlSlug: 'card-shop-two' });
  group = await buildServiceGroup(db, shop.id);
});

describe('shop cards (the public JSON triggers keep)', () => {
  it('hold, for every shop, exactly what the builders write', async () => {
    expect(await drift()).toEqual([]);
    const stored = await card(shop.id);
    expect(JSON.parse(stored!.shop)).toMatchObject({ id: shop.id, displayName: '卡片測試店' });
    expect(stored!.images).toBe('[]');
    expect(JSON.parse(stored!.summary)).toEqual({
      minPrice: null,
      reviewCount: 0,
      ratingAverage: null,
    });
  });

  it('follow the shop row, its images, services and rating', async () => {
    await db
      .update(shops)
      .set({ displayName: '卡片測試店 改名', onlineBookingPausedAt: new Date() })
      .where(eq(shops.id, shop.id));
    const [cover] = await db
      .insert(shopImages)
      .values([
        { shopId: shop.id, type: 'COVER', url: 'https://img.example/cover.webp', position: 0 },
        { shopId: shop.id, type: 'GALLERY', url: 'https://img.example/1.webp', position: 1 },
      ])
      .returning();
    const cut = await buildService(db, group, { name: '剪髮', price: 80000 });
    await buildService(db, group, { name: '內部用', price: 100, isBookable: false });
    await db.insert(shopRatings).values({ shopId: shop.id, reviewCount: 3, ratingSum: 14 });
    expect(await drift()).toEqual([]);
    const changed = await card(shop.id);
    expect(JSON.parse(changed!.shop)).toMatchObject({
      displayName: '卡片測試店 改名',
      onlineBookingPaused: true,
    });
    expect(JSON.parse(changed!.images)).toHaveLength(2);
    expect(JSON.parse(changed!.summary)).toEqual({
      minPrice: 80000,
      reviewCount: 3,
      ratingAverage: 4.7,
    });

    await db.delete(shopImages).where(eq(shopImages.id, cover!.id));
    await db.update(services).set({ price: 60000 }).where(eq(services.id, cut.id));
    await db.update(shopRatings).set({ reviewCount: 4, ratingSum: 19 });
    expect(await drift()).toEqual([]);
    const again = await card(shop.id);
    expect(JSON.parse(again!.images)).toHaveLength(1);
    expect(JSON.parse(again!.summary)).toEqual({
      minPrice: 60000,
      reviewCount: 4,
      ratingAverage: 4.8,
    });

    await db.delete(services).where(eq(services.id, cut.id));
    expect(JSON.parse((await card(shop.id))!.summary).minPrice).toBe(null);
    expect(await drift()).toEqual([]);
  });

  it('are what the shop page and search send', async () => {
    const body = await getOk(t.app, '/v1/shops?urlSlug=card-shop&part=images,summary');
    const stored = await card(shop.id);
    expect(body.data[0]).toEqual({
      ...JSON.parse(stored!.shop),
      images: JSON.parse(stored!.images),
      summary: JSON.parse(stored!.summary),
    });
  });

  it('move their version on each change, so the next page shows it (none is served stale)', async () => {
    const page = (query: string) => getOk(t.app, `/v1/shops?${query}&part=images,summary`);
    const name = async (query: string) =>
      ((await page(query)).data as Json[]).find((s) => s.id === shop.id)?.displayName;
    const byPage = 'keyword=%E5%8D%A1%E7%89%87'; // 卡片: a search page
    expect(await name('urlSlug=card-shop')).toBe('卡片測試店 改名');
    expect(await name(byPage)).toBe('卡片測試店 改名');
    const before = (await card(shop.id))!.version;
    await db.update(shops).set({ displayName: '卡片測試店 再改' }).where(eq(shops.id, shop.id));
    expect((await card(shop.id))!.version).not.toBe(before);
    expect(await name('urlSlug=card-shop')).toBe('卡片測試店 再改');
    expect(await name(byPage)).toBe('卡片測試店 再改');
    await db
      .insert(shopRatings)
      .values({ shopId: shop.id, reviewCount: 1, ratingSum: 5 })
      .onConflictDoUpdate({ target: shopRatings.shopId, set: { reviewCount: 10, ratingSum: 50 } });
    expect((await page('urlSlug=card-shop')).data[0].summary).toMatchObject({ reviewCount: 10 });
  });

  it('are spliced from the instance’s copy once it keeps them, and read again when they move', async () => {
    const query = '/v1/shops?part=images,summary&perPage=20';
    const cold = await getOk(t.app, query);
    for (let i = 0; i < 300 && cardTextsWanted(db); i++) await getOk(t.app, query);
    expect(cardTextsWanted(db)).toBe(false); // pages now read the versions alone
    expect(await getOk(t.app, query)).toEqual(cold);
    await db.update(shops).set({ displayName: '卡片測試店 三改' }).where(eq(shops.id, shop.id));
    await db.insert(shopImages).values({
      shopId: shop.id,
      type: 'GALLERY',
      url: 'https://img.example/2.webp',
      position: 2,
    });
    const warm = (await getOk(t.app, query)).data.find((s: Json) => s.id === shop.id);
    const stored = await card(shop.id);
    expect(warm).toEqual({
      ...JSON.parse(stored!.shop),
      images: JSON.parse(stored!.images),
      summary: JSON.parse(stored!.summary),
    });
    expect(warm.displayName).toBe('卡片測試店 三改');
  });

  it('go with their shop', async () => {
    const gone = await buildShop(db, { displayName: '要刪除的店', urlSlug: 'card-gone' });
    await db.insert(shopImages).values({
      shopId: gone.id,
      type: 'COVER',
      url: 'https://img.example/gone.webp',
    });
    expect(await card(gone.id)).toBeDefined();
    await db.delete(shops).where(eq(shops.id, gone.id));
    expect(await card(gone.id)).toBeUndefined();
    expect(await drift()).toEqual([]);
  });
});
