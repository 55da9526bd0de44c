import { and, asc, eq, lt } from 'drizzle-orm';
import { moveDepository } from '../../modules/stored-value';
import type { Db } from '../client';
import { orders, sellerMembers, sellers, shops, topUpPlans } from '../schema';
import { localPrice } from './demo-data';
import { demoCustomerAt } from './demo-customer';
import { DAY_MS } from '../../lib/zoned-time';

/**
 * Demo stored value: every demo seller sells 「儲值 3,000 送 300」 (no expiry) and
 * 「儲值 10,000 送 1,500」 (365 days); the demo customer holds NT$1,300 at 光點髮藝 after a
 * top-up 40 days ago and two spends. Movements go through the ledger with fixed keys, so a
 * second run records nothing twice.
 */
export async function seedDemoStoredValue(db: Db, demoUserId: number, now: number): Promise<void> {
  const sellerRows = await db.select().from(sellers).orderBy(asc(sellers.id));
  for (const seller of sellerRows) {
    const [shop] = await db
      .select({ currency: shops.currency })
      .from(shops)
      .where(eq(shops.sellerId, seller.id))
      .orderBy(asc(shops.id))
      .limit(1);
    const currency = shop?.currency ?? 'TWD';
    const existing = await db
      .select({ id: topUpPlans.id })
      .from(topUpPlans)
      .where(eq(topUpPlans.sellerId, seller.id));
    if (existing.length > 0) continue;
    const [small] = await db
      .insert(topUpPlans)
      .values([
        {
          sellerId: seller.id,
          name: '儲值 3,000 送 300',
          payAmount: localPrice(3000, currency),
          receiveAmount: localPrice(3300, currency),
          currency,
          validityDays: null,
          position: 0,
        },
        {
          sellerId: seller.id,
          name: '儲值 10,000 送 1,500',
          payAmount: localPrice(10_000, currency),
          receiveAmount: localPrice(11_500, currency),
          currency,
          validityDays: 365,
          position: 1,
        },
      ])
      .returning();
    if (!seller.displayName.startsWith('光點髮藝')) continue;

    const record = await demoCustomerAt(db, seller.id, demoUserId);
    const [owner] = await db
      .select({ userId: sellerMembers.userId })
      .from(sellerMembers)
      .where(and(eq(sellerMembers.sellerId, seller.id), eq(sellerMembers.role, 'OWNER')));
    if (!record || !small) continue;
    const [pastOrder] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, record.id),
          eq(orders.status, 'COMPLETED'),
          lt(orders.startsAt, new Date(now)),
        ),
      )
      .orderBy(asc(orders.startsAt))
      .limit(1);
    const common = {
      sellerId: seller.id,
      customerId: record.id,
      currency,
      actorUserId: owner?.userId ?? null,
    };
    await moveDepository(db, {
      ...common,
      kind: 'TOP_UP',
      amount: small.receiveAmount,
      paidAmount: small.payAmount,
      paymentMethod: 'CASH',
      topUpPlanId: small.id,
      validUntil: null,
      idempotencyKey: 'demo-stored-value-top-up',
      now: new Date(now - 40 * DAY_MS),
    });
    await moveDepository(db, {
      ...common,
      kind: 'SPEND',
      amount: -localPrice(1200, currency),
      // Against her past visit when she has one here (today's demo orders give her none at
      // 光點髮藝: only a cancelled booking), else as a counter sale.
      orderId: pastOrder?.id ?? null,
      reason: pastOrder ? null : '洗剪吹（現場消費）',
      idempotencyKey: 'demo-stored-value-spend-order',
      now: new Date(now - 20 * DAY_MS),
    });
    await moveDepository(db, {
      ...common,
      kind: 'SPEND',
      amount: -localPrice(800, currency),
      reason: '購買洗髮精',
      idempotencyKey: 'demo-stored-value-spend',
      now: new Date(now - 6 * DAY_MS),
    });
  }
}
