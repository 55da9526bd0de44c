import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, industries, sellers, services, shops } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

describe('demo data', () => {
  it('seeds a realistic catalogue across cities, industries and currencies', async () => {
    const db = t.database.db;
    const [sellerCount] = await db.select({ n: count() }).from(sellers);
    expect(sellerCount!.n).toBeGreaterThanOrEqual(3);
    const shopRows = await db
      .select({
        id: shops.id,
        currency: shops.currency,
        city: cities.name,
        industry: industries.slug,
      })
      .from(shops)
      .innerJoin(cities, eq(cities.id, shops.cityId))
      .innerJoin(industries, eq(industries.id, shops.industryId))
      .where(eq(shops.reviewStatus, 'APPROVED'));
    expect(shopRows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(shopRows.map((s) => s.industry)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(shopRows.map((s) => s.currency))).toEqual(new Set(['TWD', 'HKD', 'SGD']));
    for (const city of ['臺北市', '新北市', '臺中市', '高雄市']) {
      expect(
        shopRows.some((s) => s.city === city),
        city,
      ).toBe(true);
    }
    const perShop = await db
      .select({ shopId: services.shopId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(services)
      .groupBy(services.shopId);
    for (const s of shopRows)
      expect(perShop.find((p) => p.shopId === s.id)?.n ?? 0).toBeGreaterThanOrEqual(8);
  });

  it('has a demo customer who signs in with the documented password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/tokens',
      payload: { provider: 'basic', username: '+886900000001', password: 'haoyue-demo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ displayName: '王小美', hasPassword: true });
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(shops);
    await seedDatabase(t.database.db, { demo: true });
    const after = await t.database.db.select({ n: count() }).from(shops);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('serves demo shops through the API with operators, avatars and local prices', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/shops?urlSlug=orchard-lash-studio&part=operators,images',
    });
    const shop = res.json().data[0];
    expect(shop.currency).toBe('SGD');
    expect(shop.operators.length).toBeGreaterThanOrEqual(3);
    expect(
      shop.operators.every((o: { avatarUrl: string }) => o.avatarUrl.startsWith('/static/demo/')),
    ).toBe(true);
    const groups = await t.app.inject({
      method: 'GET',
      url: `/v1/service-groups?shopId=${shop.id}&part=services`,
    });
    const prices = groups
      .json()
      .data.flatMap((g: { services: { price: number; currency: string }[] }) => g.services);
    expect(prices.every((p: { currency: string }) => p.currency === 'SGD')).toBe(true);
    expect(prices[0].price).toBeGreaterThan(0);
    expect(prices[0].price % 100).toBe(0);
  });
});
