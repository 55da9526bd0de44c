import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_PAYMENT_SECRET_KEY, SecretBox } from '../../lib/secret-box';
import {
  customers,
  depositoryTransactions,
  orders,
  paymentables,
  payments,
  sellerLinePayChannels,
  sellers,
  shopPaymentSettings,
  shops,
  users,
} from '../schema';
import { oneRowPerSeller } from '../../../test/demo-fixture';
import { testAppOfFile } from '../../../test/helper';
import { demoLinePayChannel } from './demo-payments';
import { seedDatabase } from '.';

const t = testAppOfFile({ demo: true });

describe('demo payments', () => {
  it('gives every demo seller a sandbox LINE Pay channel sealed with the app key', async () => {
    const db = t.database.db;
    const box = new SecretBox(DEV_PAYMENT_SECRET_KEY);
    const channels = await oneRowPerSeller(db, sellerLinePayChannels);
    for (const channel of channels) {
      const expected = demoLinePayChannel(channel.sellerId);
      expect(channel.channelId).toMatch(/^\d{10}$/);
      expect(channel.environment).toBe('SANDBOX');
      expect(channel.secretCiphertext).not.toContain(expected.channelSecret);
      expect(box.open(channel.secretCiphertext)).toBe(expected.channelSecret);
      expect(expected.channelSecret).toMatch(/^[A-Za-z0-9]{32}$/);
    }
  });

  it('lets every shop take LINE Pay and stored value, Taiwan shops bank transfer, with a refund policy', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ shop: shops, settings: shopPaymentSettings })
      .from(shops)
      .leftJoin(shopPaymentSettings, eq(shopPaymentSettings.shopId, shops.id));
    for (const { shop, settings } of rows) {
      expect(settings).not.toBeNull();
      expect(settings!.methods).toEqual(
        shop.currency === 'TWD'
          ? ['LINE_PAY', 'BANK_TRANSFER', 'DEPOSITORY']
          : ['LINE_PAY', 'DEPOSITORY'],
      );
      expect([settings!.fullRefundHoursBefore, settings!.lateRefundPercent]).toEqual([24, 50]);
      // Only 光點髮藝's shops take the rest of a booking online.
      expect(settings!.allowOnlineBalance).toBe(shop.displayName.startsWith('光點髮藝'));
      if (shop.currency === 'TWD') {
        expect(settings!.bankTransfer).toMatchObject({ bankCode: '822', branch: '敦南分行' });
        expect(settings!.bankTransfer!.accountNumber).toMatch(/^\d{10,16}$/);
      }
    }
  });

  it("records the demo customer's past visits as paid by LINE Pay and by stored value", async () => {
    const db = t.database.db;
    const paid = await db
      .select({ payment: payments, paymentable: paymentables, sellerName: sellers.displayName })
      .from(payments)
      .innerJoin(paymentables, eq(paymentables.id, payments.paymentableId))
      .innerJoin(orders, eq(orders.id, paymentables.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .innerJoin(sellers, eq(sellers.id, customers.sellerId))
      .where(eq(users.phoneNumber, '+886900000001'))
      .orderBy(asc(payments.method));
    expect(paid.map((p) => [p.payment.method, p.payment.status, p.paymentable.status])).toEqual([
      ['DEPOSITORY', 'SUCCEEDED', 'PAID'],
      ['LINE_PAY', 'SUCCEEDED', 'PAID'],
    ]);
    const [byStoredValue, byLinePay] = paid;
    expect(byLinePay!.sellerName).toMatch(/^指尖美學/);
    expect(byLinePay!.payment.methodTransactionId).toMatch(/^\d{19}$/);
    expect(byLinePay!.payment.providerOrderId).toMatch(/^hy-\d+-[0-9a-z]+$/);
    expect(byLinePay!.payment.amount).toBe(byLinePay!.paymentable.amount);

    expect(byStoredValue!.sellerName).toMatch(/^光點髮藝/);
    const [spend] = await db
      .select()
      .from(depositoryTransactions)
      .where(
        and(
          eq(depositoryTransactions.orderId, byStoredValue!.paymentable.orderId),
          eq(depositoryTransactions.kind, 'SPEND'),
        ),
      );
    expect(spend!.amount).toBe(-byStoredValue!.payment.amount);
    expect(byStoredValue!.payment.methodTransactionId).toBe(String(spend!.id));
  });

  it('adds nothing when seeded again', async () => {
    const db = t.database.db;
    const count = async () => [
      (await db.select().from(payments)).length,
      (await db.select().from(sellerLinePayChannels)).length,
      (await db.select().from(shopPaymentSettings)).length,
    ];
    const before = await count();
    await seedDatabase(db, { demo: true });
    expect(await count()).toEqual(before);
  });
});
