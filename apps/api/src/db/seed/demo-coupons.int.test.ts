import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponCampaigns, coupons, orders, sellers } from '../schema';
import { heldByDemoCustomer } from '../../../test/demo-fixture';
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
    const held = await heldByDemoCustomer(db, coupons);
    const usable = held.filter((h) => h.item.redeemedAt === null);
    expect(usable.map((h) => h.sellerName)).toEqual(['光點髮藝有限公司']);
    expect(usable[0]!.item.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const redeemed = held.filter((h) => h.item.redeemedAt !== null).map((h) => h.item);
    expect(redeemed).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, redeemed[0]!.orderId!));
    expect(order!.customerId).toBe(redeemed[0]!.customerId);
    expect(order!.status).toBe('COMPLETED');
    expect(order!.endsAt.getTime()).toBeLessThan(Date.now());
    expect(redeemed[0]!.discountAmount).toBe(Math.floor(order!.totalPrice / 10));
  });
});
