import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productStocks, products } from '../../db/schema';
import { buildShop } from '../../../test/factories';
import { buildCustomer } from '../../../test/member-item-factories';
import { type AccessCase, accessMatrix, route } from '../../../test/access-matrix';
import {
  expectFieldErrors,
  multipartFile,
  pngImage,
  sellerTestKit,
} from '../../../test/seller-factories';

const kit = sellerTestKit();
let shopId: number;
let shop2Id: number;

beforeAll(async () => {
  shopId = (await buildShop(kit.t.database.db, { sellerId: kit.callers.sellerId })).id;
  shop2Id = (await buildShop(kit.t.database.db, { sellerId: kit.callers.sellerId })).id;
});

const base = kit.base;
let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${++counter}`;
let keyCounter = 0;
const key = () => `test-key-${Date.now()}-${++keyCounter}`;

async function createGroup(name = uniqueName('分類')) {
  const res = await kit.api.call('POST', `${base()}/product-groups`, {
    token: kit.callers.owner.token,
    body: { name },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string };
}

async function createProduct(body: Record<string, unknown> = {}) {
  const res = await kit.api.call('POST', `${base()}/products`, {
    token: kit.callers.owner.token,
    body: { name: uniqueName('洗髮精'), price: 450, ...body },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string };
}

async function stock(productId: number, quantity: number, shop = shopId) {
  const res = await kit.api.call('PUT', `${base()}/products/${productId}/stocks/${shop}`, {
    token: kit.callers.owner.token,
    body: { quantity },
  });
  expect(res.status).toBe(200);
}

const customer = () => buildCustomer(kit.t.database.db, kit.callers.sellerId);

describe('who may call the product routes', () => {
  const upload = async () => {
    const { payload, headers } = multipartFile(await pngImage(40, 30));
    return { body: payload, headers };
  };
  /** A new product with one image: their ids. */
  const productWithImage = async () => {
    const id = (await createProduct()).id;
    const image = await kit.api.call('POST', `${base()}/products/${id}/images`, {
      token: kit.callers.owner.token,
      ...(await upload()),
    });
    return { id, imageId: image.body.data.id as number };
  };
  const routes: AccessCase[] = [
    route('GET /product-groups', 'items.sell', async () => ({ url: `${base()}/product-groups` })),
    route('POST /product-groups', 'items.manage', async () => ({
      url: `${base()}/product-groups`,
      body: { name: uniqueName('分類') },
    })),
    route('GET /product-groups/{groupId}', 'items.sell', async () => ({
      url: `${base()}/product-groups/${(await createGroup()).id}`,
    })),
    route('PUT /product-groups/{groupId}', 'items.manage', async () => ({
      url: `${base()}/product-groups/${(await createGroup()).id}`,
      body: { name: uniqueName('分類') },
    })),
    route(
      'DELETE /product-groups/{groupId}',
      { permission: 'items.manage', ok: 204 },
      async () => ({
        url: `${base()}/product-groups/${(await createGroup()).id}`,
      }),
    ),
    route('GET /products', 'items.sell', async () => ({ url: `${base()}/products` })),
    route('POST /products', 'items.manage', async () => ({
      url: `${base()}/products`,
      body: { name: uniqueName('護髮素'), price: 300 },
    })),
    route('GET /products/{productId}', 'items.sell', async () => ({
      url: `${base()}/products/${(await createProduct()).id}`,
    })),
    route('PUT /products/{productId}', 'items.manage', async () => ({
      url: `${base()}/products/${(await createProduct()).id}`,
      body: { name: uniqueName('髮油'), price: 500, isActive: false },
    })),
    route('DELETE /products/{productId}', { permission: 'items.manage', ok: 204 }, async () => ({
      url: `${base()}/products/${(await createProduct()).id}`,
    })),
    {
      name: 'POST /products/{productId}/images',
      permission: 'items.manage',
      request: async () => {
        const id = (await createProduct()).id;
        return { method: 'POST', url: `${base()}/products/${id}/images`, ...(await upload()) };
      },
    },
    {
      name: 'POST /products/{productId}/images:reorder',
      permission: 'items.manage',
      request: async () => {
        const { id, imageId } = await productWithImage();
        return {
          method: 'POST',
          url: `${base()}/products/${id}/images:reorder`,
          body: { ids: [imageId] },
        };
      },
    },
    {
      name: 'DELETE /products/{productId}/images/{imageId}',
      ok: 204,
      permission: 'items.manage',
      request: async () => {
        const { id, imageId } = await productWithImage();
        return { method: 'DELETE', url: `${base()}/products/${id}/images/${imageId}` };
      },
    },
    route('PUT /products/{productId}/stocks/{shopId}', 'items.manage', async () => ({
      url: `${base()}/products/${(await createProduct()).id}/stocks/${shopId}`,
      body: { quantity: 5 },
    })),
    {
      name: 'POST /customer-records/{customerId}/product-sales',
      permission: 'items.sell',
      request: async () => {
        const product = await createProduct();
        await stock(product.id, 1);
        return {
          method: 'POST',
          url: `${base()}/customer-records/${(await customer()).id}/product-sales`,
          body: {
            shopId,
            items: [{ productId: product.id, quantity: 1 }],
            paymentMethod: 'CASH',
            idempotencyKey: key(),
          },
        };
      },
    },
    route('GET /customer-records/{customerId}/product-sales', 'items.sell', async () => ({
      url: `${base()}/customer-records/${(await customer()).id}/product-sales`,
    })),
  ];

  accessMatrix(kit, {
    routes,
    covers: (p) => p.startsWith('/v1/sellers/{sellerId}/product') || p.endsWith('/product-sales'),
  });
});

describe('product groups', () => {
  it('creates, renames, lists and deletes a group; its products stay without a group', async () => {
    const group = await createGroup('洗護');
    const product = await createProduct({ groupId: group.id });
    const list = await kit.api.call('GET', `${base()}/product-groups`, {
      token: kit.callers.staff.token,
    });
    expect(list.body.data).toContainEqual({
      id: group.id,
      name: '洗護',
      position: expect.any(Number),
      productCount: 1,
    });
    const renamed = await kit.api.call('PUT', `${base()}/product-groups/${group.id}`, {
      token: kit.callers.manager.token,
      body: { name: ' 洗護用品 ' },
    });
    expect(renamed.body.data).toMatchObject({ id: group.id, name: '洗護用品', productCount: 1 });
    const gone = await kit.api.call('DELETE', `${base()}/product-groups/${group.id}`, {
      token: kit.callers.owner.token,
    });
    expect(gone.status).toBe(204);
    const after = await kit.api.call('GET', `${base()}/products/${product.id}`, {
      token: kit.callers.owner.token,
    });
    expect(after.body.data).toMatchObject({ id: product.id, groupId: null, groupName: null });
  });

  it('refuses a second group of the same name with 409 naming the field, also on rename', async () => {
    const first = await createGroup();
    const again = await kit.api.call('POST', `${base()}/product-groups`, {
      token: kit.callers.owner.token,
      body: { name: first.name },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'E_TAG_NAME_TAKEN', field: 'name' });
    const other = await createGroup();
    const rename = await kit.api.call('PUT', `${base()}/product-groups/${other.id}`, {
      token: kit.callers.owner.token,
      body: { name: first.name },
    });
    expect([rename.status, rename.body.error.field]).toEqual([409, 'name']);
  });

  it("404s another seller's group and refuses a bad name", async () => {
    const outsiderGroup = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.outsider.sellerId}/product-groups`,
      { token: kit.callers.outsider.token, body: { name: '別家' } },
    );
    const res = await kit.api.call(
      'PUT',
      `${base()}/product-groups/${outsiderGroup.body.data.id}`,
      {
        token: kit.callers.owner.token,
        body: { name: '我的' },
      },
    );
    expect(res.status).toBe(404);
    await expectFieldErrors(
      kit.api,
      kit.callers.owner.token,
      `${base()}/product-groups`,
      { name: 'x' },
      [
        [{ name: '' }, 'name'],
        [{ name: '長'.repeat(31) }, 'name'],
        [{ name: 'a\nb' }, 'name'],
      ],
    );
  });
});

describe('products', () => {
  it('creates a product in the seller currency with a stock line per shop, and updates it', async () => {
    const group = await createGroup();
    const res = await kit.api.call('POST', `${base()}/products`, {
      token: kit.callers.manager.token,
      body: { name: ' 玫瑰洗髮精 ', description: '溫和\n不刺激', price: 680, groupId: group.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      groupId: group.id,
      groupName: group.name,
      name: '玫瑰洗髮精',
      description: '溫和\n不刺激',
      price: 680,
      currency: 'TWD',
      isActive: true,
      images: [],
      stocks: [
        { shopId, shopName: expect.any(String), quantity: 0 },
        { shopId: shop2Id, shopName: expect.any(String), quantity: 0 },
      ],
    });
    const id = res.body.data.id;
    await stock(id, 7, shop2Id);
    const updated = await kit.api.call('PUT', `${base()}/products/${id}`, {
      token: kit.callers.owner.token,
      body: { name: '玫瑰洗髮精', price: 700, isActive: false },
    });
    expect(updated.body.data).toMatchObject({
      price: 700,
      isActive: false,
      groupId: null,
      description: '',
    });
    expect(updated.body.data.stocks[1]).toMatchObject({ shopId: shop2Id, quantity: 7 });
    const list = await kit.api.call('GET', `${base()}/products?groupId=${group.id}`, {
      token: kit.callers.staff.token,
    });
    expect(list.body.data).toEqual([]);
    const all = await kit.api.call('GET', `${base()}/products?perPage=200`, {
      token: kit.callers.staff.token,
    });
    expect(all.body.data.map((p: { id: number }) => p.id)).toContain(id);
    expect(all.body.meta).toMatchObject({ page: 1, perPage: 200 });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const outsiderGroup = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.outsider.sellerId}/product-groups`,
      { token: kit.callers.outsider.token, body: { name: '別家分類' } },
    );
    await expectFieldErrors(
      kit.api,
      kit.callers.owner.token,
      `${base()}/products`,
      { name: '商品', price: 100 },
      [
        [{ name: '' }, 'name'],
        [{ name: '長'.repeat(61) }, 'name'],
        [{ description: '字'.repeat(1001) }, 'description'],
        [{ price: -1 }, 'price'],
        [{ price: 100_000_001 }, 'price'],
        [{ price: 1.5 }, 'price'],
        [{ price: '100' }, 'price'],
        [{ groupId: outsiderGroup.body.data.id }, 'groupId'],
        [{ isActive: 'yes' }, 'isActive'],
      ],
    );
  });

  it('sets stock only at the seller’s own shops, within 0–100000', async () => {
    const product = await createProduct();
    const otherShop = await buildShop(kit.t.database.db, {
      sellerId: kit.callers.outsider.sellerId,
    });
    const foreign = await kit.api.call(
      'PUT',
      `${base()}/products/${product.id}/stocks/${otherShop.id}`,
      { token: kit.callers.owner.token, body: { quantity: 3 } },
    );
    expect(foreign.status).toBe(404);
    for (const quantity of [-1, 100_001, 2.5, '3']) {
      const res = await kit.api.call('PUT', `${base()}/products/${product.id}/stocks/${shopId}`, {
        token: kit.callers.owner.token,
        body: { quantity },
      });
      expect([quantity, res.status]).toEqual([quantity, 400]);
    }
    const ok = await kit.api.call('PUT', `${base()}/products/${product.id}/stocks/${shopId}`, {
      token: kit.callers.owner.token,
      body: { quantity: 100_000 },
    });
    expect(ok.body.data).toEqual({ shopId, shopName: expect.any(String), quantity: 100_000 });
  });

  it('deletes a product never sold, refuses a sold one with 409 E_HAS_LEDGER_HISTORY', async () => {
    const sold = await createProduct();
    await stock(sold.id, 2);
    const buyer = await customer();
    const sale = await kit.api.call(
      'POST',
      `${base()}/customer-records/${buyer.id}/product-sales`,
      {
        token: kit.callers.staff.token,
        body: {
          shopId,
          items: [{ productId: sold.id, quantity: 1 }],
          paymentMethod: 'CASH',
          idempotencyKey: key(),
        },
      },
    );
    expect(sale.status).toBe(200);
    const refused = await kit.api.call('DELETE', `${base()}/products/${sold.id}`, {
      token: kit.callers.owner.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('E_HAS_LEDGER_HISTORY');
    const [still] = await kit.t.database.db.select().from(products).where(eq(products.id, sold.id));
    expect(still).toBeDefined();
    const fresh = await createProduct();
    await stock(fresh.id, 4);
    const gone = await kit.api.call('DELETE', `${base()}/products/${fresh.id}`, {
      token: kit.callers.owner.token,
    });
    expect(gone.status).toBe(204);
    const stocks = await kit.t.database.db
      .select()
      .from(productStocks)
      .where(eq(productStocks.productId, fresh.id));
    expect(stocks).toEqual([]);
  });
});

describe('product images', () => {
  it('uploads as WebP, reorders, deletes, and refuses the eleventh', async () => {
    const product = await createProduct();
    const url = `${base()}/products/${product.id}/images`;
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { payload, headers } = multipartFile(await pngImage(20 + i, 20));
      const res = await kit.api.call('POST', url, {
        token: kit.callers.owner.token,
        body: payload,
        headers,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.url).toMatch(
        new RegExp(`^/uploads/products/${product.id}/image-.+\\.webp$`),
      );
      expect(res.body.data.position).toBe(i);
      ids.push(res.body.data.id);
    }
    const { payload, headers } = multipartFile(await pngImage(20, 20));
    const eleventh = await kit.api.call('POST', url, {
      token: kit.callers.owner.token,
      body: payload,
      headers,
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.code).toBe('E_TOO_MANY_IMAGES');

    const reversed = [...ids].reverse();
    const reordered = await kit.api.call('POST', `${url}:reorder`, {
      token: kit.callers.owner.token,
      body: { ids: reversed },
    });
    expect(reordered.body.data.map((i: { id: number }) => i.id)).toEqual(reversed);
    const partial = await kit.api.call('POST', `${url}:reorder`, {
      token: kit.callers.owner.token,
      body: { ids: reversed.slice(1) },
    });
    expect([partial.status, partial.body.error.field]).toEqual([400, 'ids']);

    const gone = await kit.api.call('DELETE', `${url}/${ids[0]}`, {
      token: kit.callers.owner.token,
    });
    expect(gone.status).toBe(204);
    const again = await kit.api.call('DELETE', `${url}/${ids[0]}`, {
      token: kit.callers.owner.token,
    });
    expect(again.status).toBe(404);
    const got = await kit.api.call('GET', `${base()}/products/${product.id}`, {
      token: kit.callers.owner.token,
    });
    expect(got.body.data.images.map((i: { id: number }) => i.id)).toEqual(reversed.slice(0, 9));
  });

  it('refuses what is not an image with 400', async () => {
    const product = await createProduct();
    const { payload, headers } = multipartFile(Buffer.from('not an image'), 'image/png');
    const res = await kit.api.call('POST', `${base()}/products/${product.id}/images`, {
      token: kit.callers.owner.token,
      body: payload,
      headers,
    });
    expect(res.status).toBe(400);
  });
});

describe('public product calls', () => {
  it('lists a public shop’s active products with stock at the seller’s public shops, paged', async () => {
    const pending = await buildShop(kit.t.database.db, {
      sellerId: kit.callers.sellerId,
      reviewStatus: 'PENDING',
    });
    const group = await createGroup();
    const on = await createProduct({ groupId: group.id, price: 120 });
    const off = await createProduct({ groupId: group.id, isActive: false });
    await stock(on.id, 3, shop2Id);
    const { payload, headers } = multipartFile(await pngImage(30, 30));
    await kit.api.call('POST', `${base()}/products/${on.id}/images`, {
      token: kit.callers.owner.token,
      body: payload,
      headers,
    });
    const res = await kit.api.call('GET', `/v1/shops/${shopId}/products?groupId=${group.id}`);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, perPage: 20, total: 1 });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: on.id,
        isActive: true,
        price: 120,
        images: [expect.objectContaining({ url: expect.stringMatching(/\.webp$/) })],
        stocks: [
          { shopId, shopName: expect.any(String), quantity: 0 },
          { shopId: shop2Id, shopName: expect.any(String), quantity: 3 },
        ],
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(`"id":${off.id},`);
    const paged = await kit.api.call('GET', `/v1/shops/${shopId}/products?perPage=1&page=2`);
    expect(paged.body.meta).toMatchObject({ page: 2, perPage: 1 });
    expect(paged.body.data).toHaveLength(1);

    const groups = await kit.api.call('GET', `/v1/shops/${shopId}/product-groups`);
    expect(groups.body.data).toContainEqual(
      expect.objectContaining({ id: group.id, productCount: 1 }),
    );
    const empty = await createGroup();
    const groupsAgain = await kit.api.call('GET', `/v1/shops/${shop2Id}/product-groups`);
    expect(groupsAgain.body.data.map((g: { id: number }) => g.id)).not.toContain(empty.id);

    for (const url of [
      `/v1/shops/${pending.id}/products`,
      `/v1/shops/${pending.id}/product-groups`,
      '/v1/shops/999999/products',
      '/v1/shops/999999/product-groups',
    ]) {
      expect([url, (await kit.api.call('GET', url)).status]).toEqual([url, 404]);
    }
    const bad = await kit.api.call('GET', `/v1/shops/${shopId}/products?perPage=500`);
    expect(bad.status).toBe(400);
  });
});
