import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_PAYMENT_SECRET_KEY, SecretBox } from '../../lib/secret-box';
import { plans, sellerCards, shopLicenses, shops, systemOrders } from '../schema';
import { testAppOfFile } from '../../../test/helper';
import { DEMO_BILLING_SHOPS } from './demo-billing';

const t = testAppOfFile({ demo: true });

async function shop(slug: string) {
  const [row] = await t.database.db.select().from(shops).where(eq(shops.urlSlug, slug));
  return row!;
}

describe('demo billing', () => {
  it('offers plans in TWD, HKD and SGD with yearly prices', async () => {
    const rows = await t.database.db.select().from(plans);
    expect(new Set(rows.map((p) => p.currency))).toEqual(new Set(['TWD', 'HKD', 'SGD']));
    for (const plan of rows) expect(plan.yearlyPrice).toBe(plan.monthlyPrice * 10);
  });

  it('keeps cards on file for 光點髮藝 and 指尖美學, sealed', async () => {
    const cards = await t.database.db.select().from(sellerCards);
    expect(cards.map((c) => c.lastFour).sort()).toEqual(['4242', '4444']);
    const box = new SecretBox(DEV_PAYMENT_SECRET_KEY);
    for (const card of cards) expect(box.open(card.cardTokenSealed)).toMatch(/^demo_card_token_/);
  });

  it('gives 光點髮藝 大安店 a year of paid monthly renewals with receipts', async () => {
    const lumiere = await shop('lumiere-daan');
    const orders = await t.database.db
      .select()
      .from(systemOrders)
      .where(and(eq(systemOrders.shopId, lumiere.id), eq(systemOrders.kind, 'RENEWAL')));
    expect(orders).toHaveLength(12);
    for (const order of orders) {
      expect(order.status).toBe('PAID');
      expect(order.receiptNumber).toMatch(/^HY-\d{4}-\d{6}$/);
    }
  });

  it('has one shop on trial, one in grace and one paused; the others licensed ahead', async () => {
    const now = Date.now();
    const db = t.database.db;
    const trial = await shop(DEMO_BILLING_SHOPS.trial);
    const grace = await shop(DEMO_BILLING_SHOPS.grace);
    const paused = await shop(DEMO_BILLING_SHOPS.paused);
    expect(paused.onlineBookingPausedAt).not.toBeNull();
    expect(paused.reviewStatus).toBe('APPROVED');
    expect(grace.onlineBookingPausedAt).toBeNull();
    const [trialLicence] = await db
      .select()
      .from(shopLicenses)
      .where(eq(shopLicenses.shopId, trial.id));
    expect(trialLicence!.status).toBe('TRIAL');
    expect(trialLicence!.endsAt.getTime()).toBeGreaterThan(now);
    const [graceLicence] = await db
      .select()
      .from(shopLicenses)
      .where(eq(shopLicenses.shopId, grace.id));
    expect(graceLicence!.endsAt.getTime()).toBeLessThan(now);
    const others = await db.select().from(shops);
    const special = new Set<string>(Object.values(DEMO_BILLING_SHOPS));
    for (const other of others.filter((s) => !special.has(s.urlSlug))) {
      expect(other.onlineBookingPausedAt).toBeNull();
      const licences = await db
        .select()
        .from(shopLicenses)
        .where(eq(shopLicenses.shopId, other.id));
      expect(Math.max(...licences.map((l) => l.endsAt.getTime()))).toBeGreaterThan(
        now + 300 * 86_400_000,
      );
    }
    const page = await t.app.inject({ url: `/v1/shops/${paused.id}` });
    expect(JSON.parse(page.body).data.onlineBookingPaused).toBe(true);
  });
});
