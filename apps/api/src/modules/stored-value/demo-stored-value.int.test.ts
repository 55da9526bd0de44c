import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositories, depositoryTransactions, orders, topUpPlans, users } from '../../db/schema';
import { seedDemoStoredValue } from '../../db/seed/demo-stored-value';
import { sellerCurrency } from '../../lib/member-items/seller-services';
import { heldByDemoCustomer, rowsOfEachSeller } from '../../../test/demo-fixture';
import { testAppOfFile } from '../../../test/helper';

const t = testAppOfFile({ demo: true });

describe('demo stored value', () => {
  it('gives every demo seller two plans and 王小美 NT$1,300 at 光點髮藝, once', async () => {
    const db = t.database.db;
    for (const { seller, rows: plans } of await rowsOfEachSeller(
      db,
      topUpPlans,
      asc(topUpPlans.position),
    )) {
      const currency = await sellerCurrency(db, seller.id);
      expect(plans.map((p) => [p.name, p.validityDays, p.currency])).toEqual([
        ['儲值 3,000 送 300', null, currency],
        ['儲值 10,000 送 1,500', 365, currency],
      ]);
    }
    const balance = () => heldByDemoCustomer(db, depositories);
    const [held] = await balance();
    expect(held!.sellerName).toMatch(/^光點髮藝/);
    expect(held!.item).toMatchObject({ currency: 'TWD', balance: 130_000, expiresAt: null });
    const ledger = await db
      .select()
      .from(depositoryTransactions)
      .where(eq(depositoryTransactions.depositoryId, held!.item.id))
      .orderBy(asc(depositoryTransactions.createdAt));
    // The first spend is against her past completed visit there, when the demo orders give her one.
    const [visit] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, held!.item.customerId), eq(orders.status, 'COMPLETED')))
      .orderBy(asc(orders.startsAt))
      .limit(1);
    expect(ledger.map((r) => [r.kind, r.amount, r.balanceAfter, r.orderId])).toEqual([
      ['TOP_UP', 330_000, 330_000, null],
      ['SPEND', -120_000, 210_000, visit?.id ?? null],
      ['SPEND', -80_000, 130_000, null],
    ]);
    expect(ledger[0]!.createdAt.getTime()).toBeLessThan(Date.now() - 39 * 24 * 3600 * 1000);

    // Running it again records nothing twice.
    const [demoUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, '+886900000001'));
    await seedDemoStoredValue(db, demoUser!.id, Date.now());
    expect((await balance()).map((r) => r.item.balance)).toEqual([130_000]);
    const plans = await db
      .select()
      .from(topUpPlans)
      .where(and(eq(topUpPlans.sellerId, held!.item.sellerId)));
    expect(plans).toHaveLength(2);
  });
});
