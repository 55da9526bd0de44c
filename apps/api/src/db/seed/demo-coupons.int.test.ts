import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponCampaigns, coupons, customers, orders, sellers, users } from '../schema';
import { testAppOfFile } from '../../../test/helper';

const t = testAppOfFile({ demo: true });

describe('demo coupons', () => {
  it('gives every demo seller a WELCOME10 9 折 campaign and a spend-and-save one', async () => {
    const db = t.database.db;
    const sellerRows = await db.select().from(sellers);
    const campaigns = await db.select().from(couponCampaigns);
    for (const seller of sellerRows) {
      const own = campaigns.filter((c) => c.sellerId === seller.id);
      expect(own.map((c) => [c.name === '新客首次 9 折', c.claimCode, c.discountType])).toEqual([
        [true, 'WELCOME10', 'PERCENT'],
        [false, null, 'AMOUNT'],
      ]);
    }
    const glow = sellerRows.find((s) => s.displayName === '光點髮藝有限公司')!;
    const spend = campaigns.find((c) => c.sellerId === glow.id && c.discountType === 'AMOUNT')!;
    expect([spend.name, spend.minSpend, spend.discountValue]).toEqual([
      '滿 NT$2,000 折 NT$300',
      200000,
      30000,
    ]);
  });

  it('gives 王小美 a usable coupon at 光點髮藝 and one redeemed on her past visit', async () => {
    const db = t.database.db;
    const held = await db
      .select({ coupon: coupons, sellerName: sellers.displayName })
      .from(coupons)
      .innerJoin(customers, eq(customers.id, coupons.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .innerJoin(sellers, eq(sellers.id, coupons.sellerId))
      .where(eq(users.phoneNumber, '+886900000001'));
    const usable = held.filter((h) => h.coupon.redeemedAt === null);
    expect(usable.map((h) => h.sellerName)).toEqual(['光點髮藝有限公司']);
    expect(usable[0]!.coupon.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const redeemed = held.filter((h) => h.coupon.redeemedAt !== null).map((h) => h.coupon);
    expect(redeemed).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, redeemed[0]!.orderId!));
    expect(order!.customerId).toBe(redeemed[0]!.customerId);
    expect(order!.status).toBe('COMPLETED');
    expect(order!.endsAt.getTime()).toBeLessThan(Date.now());
    expect(redeemed[0]!.discountAmount).toBe(Math.floor(order!.totalPrice / 10));
  });
});
