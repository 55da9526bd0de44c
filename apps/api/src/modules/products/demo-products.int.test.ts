import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, productTransactions, sellers, shops, users } from '../../db/schema';
import { testAppOfFile } from '../../../test/helper';
import { client } from '../../../test/sign-in';

const t = testAppOfFile({ demo: true });

describe('demo products', () => {
  it('gives 光點髮藝 groups, products with an image and stock per shop, and 王小美 a purchase', async () => {
    const db = t.database.db;
    const api = client(t.app);
    const [seller] = await db
      .select()
      .from(sellers)
      .where(eq(sellers.displayName, '光點髮藝有限公司'));
    const [shop] = await db.select().from(shops).where(eq(shops.urlSlug, 'lumiere-daan'));
    expect(shop!.sellerId).toBe(seller!.id);

    const groups = await api.call('GET', `/v1/shops/${shop!.id}/product-groups`);
    expect(groups.body.data.map((g: { name: string }) => g.name)).toEqual(['洗護', '造型']);
    const list = await api.call('GET', `/v1/shops/${shop!.id}/products?perPage=50`);
    expect(list.body.data.length).toBeGreaterThanOrEqual(4);
    expect(list.body.data.length).toBeLessThanOrEqual(6);
    const sellerShops = await db.select().from(shops).where(eq(shops.sellerId, seller!.id));
    for (const product of list.body.data) {
      expect(product.images).toHaveLength(1);
      expect(product.stocks.length).toBe(
        sellerShops.filter((s) => s.reviewStatus === 'APPROVED').length,
      );
    }
    const image = await t.app.inject({ method: 'GET', url: list.body.data[0].images[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const [wang] = await db.select().from(users).where(eq(users.phoneNumber, '+886900000001'));
    const [record] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.sellerId, seller!.id), eq(customers.userId, wang!.id)));
    const sales = await db
      .select()
      .from(productTransactions)
      .where(eq(productTransactions.customerId, record!.id));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      paymentMethod: 'CASH',
      idempotencyKey: 'demo-sale-wang-shampoo',
    });
    const daysAgo = (Date.now() - sales[0]!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(daysAgo)).toBe(30);
    const signIn = await api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'basic', username: '+886900000001', password: 'haoyue-demo' },
    });
    const mine = await api.call('GET', `/v1/me/customers/${record!.id}/product-transactions`, {
      token: signIn.body.data.token,
    });
    expect(mine.body.data[0].items).toEqual([
      expect.objectContaining({ name: '胺基酸洗髮精', quantity: 1 }),
    ]);
  });
});
