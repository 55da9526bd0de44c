import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coupons,
  customers,
  depositories,
  depositoryTransactions,
  productTransactions,
  users,
  vouchers,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { buildSeller, buildShop } from '../../../test/factories';
import { createTestDatabase } from '../../../test/helper';
import { claimPhoneCustomers } from './claim-phone-customers';
import { buildCouponCampaign, topUpInCash } from '../../../test/member-item-factories';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabase();
  db = created.database.db;
  drop = created.drop;
  await seedDatabase(db, { demo: false }); // reference data: cities, industries
});
afterAll(() => drop());

const PHONE = '+886955000777';

const topUp = (sellerId: number, customerId: number, amount: number, key: string) =>
  topUpInCash(db, { sellerId, customerId, amount, key });

/**
 * A user who verified `phone` (named `displayName`) and, at the seller, their member record and
 * a walk-in record the shop entered with the same phone: the two a claim merges.
 */
async function memberAndWalkIn(sellerId: number, phone: string, displayName: string) {
  const [user] = await db
    .insert(users)
    .values({ phoneNumber: phone, displayName, phoneNumberVerified: true })
    .returning();
  const [member, walkIn] = await db
    .insert(customers)
    .values([
      { sellerId, userId: user!.id, displayName: '會員' },
      { sellerId, displayName: '現場客', phoneNumber: phone },
    ])
    .returning();
  return { user: user!, member: member!, walkIn: walkIn! };
}

describe('a walk-in record merged into the member who verifies its phone', () => {
  it("takes the walk-in's stored value, vouchers, coupons and purchases along, ledgers intact", async () => {
    const seller = await buildSeller(db);
    const shop = await buildShop(db, { sellerId: seller.id });
    const { user, member, walkIn } = await memberAndWalkIn(seller.id, PHONE, '併入測試');
    await topUp(seller.id, member.id, 50_000, 'member-top-up');
    await topUp(seller.id, walkIn.id, 120_000, 'walk-in-top-up');

    const [voucher] = await db
      .insert(vouchers)
      .values({
        sellerId: seller.id,
        customerId: walkIn.id,
        name: '洗髮 10 次',
        sessionsTotal: 10,
        sessionsLeft: 7,
        price: 400_000,
        currency: 'TWD',
      })
      .returning();
    const campaign = await buildCouponCampaign(db, seller.id, {
      name: '九折',
      discountType: 'PERCENT',
      discountValue: 10,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 30 * 86_400_000),
      perCustomerLimit: 2,
    });
    const expiresAt = campaign.endsAt;
    await db.insert(coupons).values([
      {
        sellerId: seller.id,
        campaignId: campaign.id,
        customerId: member.id,
        source: 'DIRECT',
        seq: 1,
        expiresAt,
      },
      {
        sellerId: seller.id,
        campaignId: campaign.id,
        customerId: walkIn.id,
        source: 'DIRECT',
        seq: 1,
        expiresAt,
      },
    ]);
    const [sale] = await db
      .insert(productTransactions)
      .values({
        sellerId: seller.id,
        shopId: shop.id,
        customerId: walkIn.id,
        total: 45_000,
        currency: 'TWD',
        paymentMethod: 'CASH',
        idempotencyKey: 'walk-in-sale',
      })
      .returning();

    expect(await claimPhoneCustomers(db, user.id, PHONE)).toBe(1);

    const accounts = await db
      .select()
      .from(depositories)
      .where(eq(depositories.sellerId, seller.id));
    const balance = (customerId: number) =>
      accounts.find((a) => a.customerId === customerId)!.balance;
    expect(balance(member.id)).toBe(170_000);
    expect(balance(walkIn.id)).toBe(0);
    // Every account still equals the sum of its rows.
    const sums = await db
      .select({
        depositoryId: depositoryTransactions.depositoryId,
        sum: sql<number>`sum(${depositoryTransactions.amount})::int`,
      })
      .from(depositoryTransactions)
      .where(eq(depositoryTransactions.sellerId, seller.id))
      .groupBy(depositoryTransactions.depositoryId);
    for (const account of accounts) {
      expect(sums.find((s) => s.depositoryId === account.id)?.sum).toBe(account.balance);
    }
    const adjustments = await db
      .select({ amount: depositoryTransactions.amount, reason: depositoryTransactions.reason })
      .from(depositoryTransactions)
      .where(
        and(
          eq(depositoryTransactions.sellerId, seller.id),
          eq(depositoryTransactions.kind, 'ADJUST'),
        ),
      );
    expect(adjustments.map((a) => a.amount).sort((a, b) => a - b)).toEqual([-120_000, 120_000]);
    expect(adjustments.every((a) => a.reason === '併入會員帳戶')).toBe(true);

    const [movedVoucher] = await db.select().from(vouchers).where(eq(vouchers.id, voucher!.id));
    expect(movedVoucher!.customerId).toBe(member.id);
    const held = await db
      .select({ seq: coupons.seq })
      .from(coupons)
      .where(eq(coupons.customerId, member.id));
    expect(held.map((c) => c.seq).sort()).toEqual([1, 2]);
    const [movedSale] = await db
      .select()
      .from(productTransactions)
      .where(eq(productTransactions.id, sale!.id));
    expect(movedSale!.customerId).toBe(member.id);

    // Claiming again changes nothing.
    expect(await claimPhoneCustomers(db, user.id, PHONE)).toBe(0);
  });

  it('hands the whole account over when the member has none in that currency', async () => {
    const seller = await buildSeller(db);
    const phone = '+886955000778';
    const { user, member, walkIn } = await memberAndWalkIn(seller.id, phone, '無帳戶');
    await topUp(seller.id, walkIn.id, 80_000, 'only-walk-in');
    await claimPhoneCustomers(db, user.id, phone);
    const [account] = await db
      .select()
      .from(depositories)
      .where(eq(depositories.sellerId, seller.id));
    expect(account).toMatchObject({ customerId: member.id, balance: 80_000 });
  });
});
