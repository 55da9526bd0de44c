import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  couponCampaigns,
  coupons,
  customers,
  depositories,
  depositoryTransactions,
  orders,
  productTransactionItems,
  productTransactions,
  services,
  shops,
  vouchers,
  voucherServices,
  voucherTransactions,
} from '../schema';

const DAY_MS = 24 * 3600 * 1000;

/**
 * What the demo customer holds at one seller (where she last visited), for the member card: stored value with a
 * top-up and a spend, a voucher half used, a coupon, a past product purchase. Each part is added
 * only when she has none of its kind yet, so other demo seeds of the same ledgers (the seller
 * side's) can run before this one without duplicates; the rows are the ledgers' own (balances
 * equal the sums of their movements).
 */
export async function seedDemoMemberCard(db: Db, demoUserId: number, now: number): Promise<void> {
  // The seller of her latest completed visit (that visit is paid partly from stored value), else
  // her first seller.
  const [visited] = await db
    .select({ customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(customers.userId, demoUserId), eq(orders.status, 'COMPLETED')))
    .orderBy(desc(orders.startsAt))
    .limit(1);
  const [first] = visited
    ? [visited.customer]
    : await db
        .select()
        .from(customers)
        .where(eq(customers.userId, demoUserId))
        .orderBy(asc(customers.sellerId))
        .limit(1);
  const record = first;
  if (!record) return;
  const sellerId = record.sellerId;
  const [shop] = await db
    .select()
    .from(shops)
    .where(eq(shops.sellerId, sellerId))
    .orderBy(asc(shops.id))
    .limit(1);
  if (!shop) return;
  const currency = shop.currency;
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const key = (what: string) => `demo-member-card-${what}`;
  const [lastVisit] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, record.id), eq(orders.status, 'COMPLETED')))
    .orderBy(desc(orders.startsAt))
    .limit(1);

  const [hasDepository] = await db
    .select({ id: depositories.id })
    .from(depositories)
    .where(eq(depositories.customerId, record.id));
  if (!hasDepository) {
    const [account] = await db
      .insert(depositories)
      .values({ sellerId, customerId: record.id, currency, balance: 1_020_000, createdAt: at(20) })
      .returning();
    await db.insert(depositoryTransactions).values([
      {
        sellerId,
        depositoryId: account!.id,
        kind: 'TOP_UP',
        amount: 1_100_000,
        balanceAfter: 1_100_000,
        paidAmount: 1_000_000,
        paymentMethod: 'CASH',
        idempotencyKey: key('top-up'),
        createdAt: at(20),
      },
      {
        sellerId,
        depositoryId: account!.id,
        kind: 'SPEND',
        amount: -80_000,
        balanceAfter: 1_020_000,
        orderId: lastVisit?.id ?? null,
        idempotencyKey: key('spend'),
        createdAt: at(10),
      },
    ]);
  }

  const [hasVoucher] = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.customerId, record.id));
  if (!hasVoucher) {
    const [service] = await db
      .select()
      .from(services)
      .where(eq(services.shopId, shop.id))
      .orderBy(asc(services.id))
      .limit(1);
    const [voucher] = await db
      .insert(vouchers)
      .values({
        sellerId,
        customerId: record.id,
        name: `${service?.name ?? '洗剪吹'} 10 次券`,
        sessionsTotal: 10,
        sessionsLeft: 5,
        price: service ? service.price * 8 : 640_000,
        currency,
        expiresAt: new Date(now + 300 * DAY_MS),
        createdAt: at(60),
      })
      .returning();
    if (service)
      await db.insert(voucherServices).values({ voucherId: voucher!.id, serviceId: service.id });
    await db.insert(voucherTransactions).values([
      {
        sellerId,
        voucherId: voucher!.id,
        kind: 'SELL' as const,
        sessions: 10,
        sessionsAfter: 10,
        amount: voucher!.price,
        paymentMethod: 'CARD' as const,
        idempotencyKey: key('voucher-sale'),
        createdAt: at(60),
      },
      ...[50, 40, 30, 20, 10].map((daysAgo, i) => ({
        sellerId,
        voucherId: voucher!.id,
        kind: 'USE' as const,
        sessions: -1,
        sessionsAfter: 9 - i,
        orderId: i === 4 ? (lastVisit?.id ?? null) : null,
        idempotencyKey: key(`voucher-use-${i}`),
        createdAt: at(daysAgo),
      })),
    ]);
  }

  const [hasCoupon] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.customerId, record.id));
  if (!hasCoupon) {
    const [campaign] = await db
      .insert(couponCampaigns)
      .values({
        sellerId,
        name: '會員回饋 折 NT$200',
        description: '感謝您的支持，下次消費可折抵',
        discountType: 'AMOUNT',
        discountValue: 20_000,
        currency,
        minSpend: 100_000,
        startsAt: at(7),
        endsAt: new Date(now + 60 * DAY_MS),
      })
      .returning();
    await db.insert(coupons).values({
      sellerId,
      campaignId: campaign!.id,
      customerId: record.id,
      source: 'DIRECT',
      seq: 1,
      expiresAt: campaign!.endsAt,
      createdAt: at(7),
    });
  }

  const [hasPurchase] = await db
    .select({ id: productTransactions.id })
    .from(productTransactions)
    .where(eq(productTransactions.customerId, record.id));
  if (!hasPurchase) {
    const [sale] = await db
      .insert(productTransactions)
      .values({
        sellerId,
        shopId: shop.id,
        customerId: record.id,
        orderId: lastVisit?.id ?? null,
        total: 96_000,
        currency,
        paymentMethod: 'CASH',
        idempotencyKey: key('product-sale'),
        createdAt: at(10),
      })
      .returning();
    await db.insert(productTransactionItems).values([
      {
        productTransactionId: sale!.id,
        name: '修護洗髮精',
        unitPrice: 48_000,
        quantity: 2,
        amount: 96_000,
      },
    ]);
  }
}
