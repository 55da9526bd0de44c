/**
 * Demo products: every demo seller gets the groups 洗護 and 造型, a few products with one image
 * each (apps/api/static/demo/products, drawn by scripts/generate-demo-product-images.ts) and
 * stock at each of its shops; the demo customer bought one 洗髮精 at 光點髮藝 30 days ago (cash).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  productGroups,
  productImages,
  products,
  productStocks,
  productTransactionItems,
  productTransactions,
  sellers,
  shops,
} from '../schema';
import { localPrice } from './demo-data';
import { demoCustomerAt } from './demo-customer';
import { DAY_MS } from '../../lib/zoned-time';

type Shape = 'bottle' | 'jar' | 'tube' | 'spray';

/** The demo product pictures: file, shape and colours. */
export const DEMO_PRODUCT_IMAGES: {
  file: string;
  shape: Shape;
  background: string;
  color: string;
}[] = [
  { file: 'shampoo.webp', shape: 'bottle', background: '#f7e4dc', color: '#c86b5a' },
  { file: 'conditioner.webp', shape: 'bottle', background: '#e3eef7', color: '#3d6f8f' },
  { file: 'hair-oil.webp', shape: 'jar', background: '#f6efd9', color: '#a66b2a' },
  { file: 'hair-mask.webp', shape: 'jar', background: '#e4f2e8', color: '#3f7d5a' },
  { file: 'styling-spray.webp', shape: 'spray', background: '#ece6f7', color: '#6c52a8' },
  { file: 'hair-wax.webp', shape: 'tube', background: '#eeeeee', color: '#3c3c3c' },
];

type ProductSeed = {
  name: string;
  group: '洗護' | '造型';
  description: string;
  /** NT$; other currencies by PRICE_FACTOR. */
  price: number;
  image: string;
  /** Units at each shop (the i-th shop gets stock[i % length]). */
  stock: number[];
};

const PRODUCTS: ProductSeed[] = [
  {
    name: '胺基酸洗髮精',
    group: '洗護',
    description: '溫和潔淨，適合染燙後的髮絲。\n500 ml',
    price: 680,
    image: 'shampoo.webp',
    stock: [12, 5, 0, 8],
  },
  {
    name: '修護護髮素',
    group: '洗護',
    description: '沖洗式護髮，改善毛躁打結。\n500 ml',
    price: 720,
    image: 'conditioner.webp',
    stock: [10, 3, 6, 0],
  },
  {
    name: '深層護髮膜',
    group: '洗護',
    description: '每週一次，加強受損髮修護。\n200 g',
    price: 880,
    image: 'hair-mask.webp',
    stock: [4, 0, 2, 5],
  },
  {
    name: '摩洛哥髮油',
    group: '造型',
    description: '吹整前後使用，增加光澤不油膩。\n100 ml',
    price: 950,
    image: 'hair-oil.webp',
    stock: [6, 6, 1, 3],
  },
  {
    name: '定型造型噴霧',
    group: '造型',
    description: '自然定型，一整天不塌。\n250 ml',
    price: 450,
    image: 'styling-spray.webp',
    stock: [9, 2, 4, 0],
  },
  {
    name: '霧面髮蠟',
    group: '造型',
    description: '霧面質感，好洗好抓。\n80 g',
    price: 520,
    image: 'hair-wax.webp',
    stock: [0, 7, 3, 2],
  },
];

const HAIR_SELLER = '光點髮藝有限公司';
/** The demo sale's key: re-seeding never records it twice. */
export const DEMO_SALE_KEY = 'demo-sale-wang-shampoo';

/** Seeds every demo seller's products and the demo customer's purchase (see the file comment). */
export async function seedDemoProducts(db: Db, demoUserId: number, now: number): Promise<void> {
  const sellerRows = await db.select().from(sellers).orderBy(asc(sellers.id));
  for (const seller of sellerRows) {
    const shopRows = await db
      .select({ id: shops.id, currency: shops.currency })
      .from(shops)
      .where(eq(shops.sellerId, seller.id))
      .orderBy(asc(shops.id));
    if (shopRows.length === 0) continue;
    const currency = shopRows[0]!.currency;
    const groups = await db
      .insert(productGroups)
      .values([
        { sellerId: seller.id, name: '洗護', position: 0 },
        { sellerId: seller.id, name: '造型', position: 1 },
      ])
      .returning();
    const groupId = (name: string) => groups.find((g) => g.name === name)!.id;
    // Fewer products at sellers other than the hair salon, so the lists differ.
    const list = seller.displayName === HAIR_SELLER ? PRODUCTS : PRODUCTS.slice(0, 4);
    for (const [position, seed] of list.entries()) {
      const [product] = await db
        .insert(products)
        .values({
          sellerId: seller.id,
          groupId: groupId(seed.group),
          name: seed.name,
          description: seed.description,
          price: localPrice(seed.price, currency),
          currency,
          position,
        })
        .returning();
      await db
        .insert(productImages)
        .values({ productId: product!.id, url: `/static/demo/products/${seed.image}` });
      await db.insert(productStocks).values(
        shopRows.map((shop, i) => ({
          productId: product!.id,
          shopId: shop.id,
          quantity: seed.stock[i % seed.stock.length]!,
        })),
      );
    }
    if (seller.displayName === HAIR_SELLER) {
      await seedDemoSale(db, { sellerId: seller.id, shopId: shopRows[0]!.id, demoUserId, now });
    }
  }
}

interface SeedDemoSaleInput {
  sellerId: number;
  shopId: number;
  demoUserId: number;
  now: number;
}

/** 王小美 bought one 洗髮精 at the salon's first shop 30 days ago, paid in cash. */
async function seedDemoSale(
  db: Db,
  { sellerId, shopId, demoUserId, now }: SeedDemoSaleInput,
): Promise<void> {
  const customer = await demoCustomerAt(db, sellerId, demoUserId);
  const [shampoo] = await db
    .select()
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.name, PRODUCTS[0]!.name)));
  if (!customer || !shampoo) return;
  const [sale] = await db
    .insert(productTransactions)
    .values({
      sellerId,
      shopId,
      customerId: customer.id,
      total: shampoo.price,
      currency: shampoo.currency,
      paymentMethod: 'CASH',
      idempotencyKey: DEMO_SALE_KEY,
      createdAt: new Date(now - 30 * DAY_MS),
    })
    .onConflictDoNothing()
    .returning();
  if (!sale) return;
  await db.insert(productTransactionItems).values({
    productTransactionId: sale.id,
    productId: shampoo.id,
    name: shampoo.name,
    unitPrice: shampoo.price,
    quantity: 1,
    amount: shampoo.price,
  });
  await db
    .update(productStocks)
    .set({ quantity: sql`greatest(${productStocks.quantity} - 1, 0)` })
    .where(and(eq(productStocks.productId, shampoo.id), eq(productStocks.shopId, shopId)));
}
