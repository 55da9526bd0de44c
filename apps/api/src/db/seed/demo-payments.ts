import { createHash } from 'node:crypto';
import type { TBankTransferAccount, TOnlinePaymentMethod } from '@haoyue/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { SecretBox } from '../../lib/secret-box';
import { paymentableOf, paymentInFull } from '../../modules/payments';
import type { Db } from '../client';
import {
  depositoryTransactions,
  linePayApplications,
  type orders,
  paymentables,
  payments,
  sellerLinePayChannels,
  sellers,
  shopPaymentSettings,
  shops,
} from '../schema';
import { demoCompletedVisits } from './demo-customer';

/** A demo seller's sandbox channel: 10 digits and 32 letters and digits, the same at every seed. */
export function demoLinePayChannel(sellerId: number): { channelId: string; channelSecret: string } {
  return {
    channelId: `16${String(sellerId).padStart(8, '0')}`,
    channelSecret: createHash('sha256')
      .update(`haoyue-demo-line-pay-${sellerId}`)
      .digest('hex')
      .slice(0, 32),
  };
}

/** Where 光點髮藝 and the other Taiwan demo shops take transfers. */
function demoAccount(sellerName: string, sellerId: number): TBankTransferAccount {
  return {
    bankCode: '822',
    bankName: '中國信託商業銀行',
    branch: '敦南分行',
    accountNumber: `0125400${String(sellerId).padStart(5, '0')}`,
    accountHolder: sellerName,
    note: '轉帳後請在訂單頁回報帳號末五碼，店家確認後即完成預約。',
  };
}

/** A 19-digit LINE Pay transaction id, fixed per order so the demo reads the same every time. */
function demoTransactionId(orderId: number): string {
  return `2026${String(orderId).padStart(15, '0')}`;
}

export interface SeedDemoPaymentsInput {
  secrets: SecretBox;
  demoUserId: number;
  now: number;
}

/**
 * Demo online payments: every demo seller has an approved LINE Pay application and a sandbox channel (sealed with the app's
 * key, answered by the fake LINE Pay outside production); every shop accepts LINE Pay and stored
 * value, Taiwan shops bank transfer too (822 中國信託 敦南分行), and refunds in full until 24 hours
 * before, half after; 光點髮藝 also takes the rest of a booking online. The demo customer's past visits were paid: 指尖美學 by LINE Pay, 光點髮藝
 * by stored value (her existing SPEND against that visit, demo-stored-value.ts).
 */
export async function seedDemoPayments(
  db: Db,
  { secrets, demoUserId, now }: SeedDemoPaymentsInput,
): Promise<void> {
  const sellerRows = await db.select().from(sellers).orderBy(asc(sellers.id));
  for (const seller of sellerRows) {
    const channel = demoLinePayChannel(seller.id);
    await db
      .insert(sellerLinePayChannels)
      .values({
        sellerId: seller.id,
        channelId: channel.channelId,
        secretCiphertext: secrets.seal(channel.channelSecret),
        secretHint: channel.channelSecret.slice(-4),
        environment: 'SANDBOX',
        verifiedAt: new Date(now),
        updatedAt: new Date(now),
      })
      .onConflictDoNothing();
    // Keys need an approved LINE Pay application: the demo sellers were approved long ago.
    await db
      .insert(linePayApplications)
      .values({
        sellerId: seller.id,
        status: 'APPROVED',
        businessName: seller.displayName,
        taxId: '04595257',
        contactName: seller.displayName,
        contactPhone: '02-2345-6789',
        contactEmail: 'demo@haoyue.example',
        submittedAt: new Date(now),
        decidedAt: new Date(now),
      })
      .onConflictDoNothing();
    const shopRows = await db.select().from(shops).where(eq(shops.sellerId, seller.id));
    for (const shop of shopRows) {
      const taiwan = shop.currency === 'TWD';
      const methods: TOnlinePaymentMethod[] = taiwan
        ? ['LINE_PAY', 'BANK_TRANSFER', 'DEPOSITORY']
        : ['LINE_PAY', 'DEPOSITORY'];
      await db
        .insert(shopPaymentSettings)
        .values({
          shopId: shop.id,
          methods,
          bankTransfer: taiwan ? demoAccount(seller.displayName, seller.id) : null,
          fullRefundHoursBefore: 24,
          lateRefundPercent: 50,
          // 光點髮藝 lets customers pay the rest of a confirmed booking online (尾款).
          allowOnlineBalance: seller.displayName.startsWith('光點髮藝'),
          updatedAt: new Date(now),
        })
        .onConflictDoNothing();
    }
  }
  await seedPastPayments(db, demoUserId);
}

/** Her first completed visit at a seller whose name starts with `prefix`. */
async function pastVisit(db: Db, demoUserId: number, prefix: string) {
  const visits = await demoCompletedVisits(db, demoUserId);
  return visits.findLast((v) => v.sellerName.startsWith(prefix));
}

interface PaidPaymentableInput {
  order: typeof orders.$inferSelect;
  amount: number;
  paidAt: Date;
}

/** What the order owed, paid at `paidAt` (the prepayment row, made when the order had none). */
async function paidPaymentable(db: Db, { order, amount, paidAt }: PaidPaymentableInput) {
  await db
    .insert(paymentables)
    .values({
      orderId: order.id,
      type: 'PREPAYMENT',
      amount,
      currency: order.currency,
      status: 'PAID',
      paidAt,
      createdAt: order.createdAt,
    })
    .onConflictDoNothing();
  return (await paymentableOf(db, order.id, 'PREPAYMENT'))!;
}

async function seedPastPayments(db: Db, demoUserId: number): Promise<void> {
  const nails = await pastVisit(db, demoUserId, '指尖美學');
  if (nails) {
    const { order } = nails;
    const paidAt = new Date(order.createdAt.getTime() + 3 * 60_000);
    const due = await paidPaymentable(db, { order, amount: order.totalPrice, paidAt });
    const [paid] = await db
      .insert(payments)
      .values({
        ...paymentInFull(due, 'LINE_PAY'),
        status: 'SUCCEEDED',
        idempotencyKey: `demo-line-pay-order-${order.id}`,
        methodTransactionId: demoTransactionId(order.id),
        userId: demoUserId,
        providerOrderId: `hy-demo-${order.id}`,
        sellerId: nails.order.sellerId,
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .onConflictDoNothing()
      .returning();
    if (paid) {
      await db
        .update(payments)
        .set({ providerOrderId: `hy-${paid.id}-${paidAt.getTime().toString(36)}` })
        .where(eq(payments.id, paid.id));
    }
  }

  // Her stored value paid her 光點髮藝 visit: the ledger's SPEND against it is the money moved.
  const hair = await pastVisit(db, demoUserId, '光點髮藝');
  if (hair) {
    const [spend] = await db
      .select()
      .from(depositoryTransactions)
      .where(
        and(
          eq(depositoryTransactions.orderId, hair.order.id),
          eq(depositoryTransactions.kind, 'SPEND'),
        ),
      );
    if (spend) {
      const due = await paidPaymentable(db, {
        order: hair.order,
        amount: -spend.amount,
        paidAt: spend.createdAt,
      });
      await db
        .insert(payments)
        .values({
          ...paymentInFull(due, 'DEPOSITORY'),
          status: 'SUCCEEDED',
          idempotencyKey: `demo-depository-order-${hair.order.id}`,
          methodTransactionId: String(spend.id),
          userId: demoUserId,
          sellerId: hair.order.sellerId,
          createdAt: spend.createdAt,
          updatedAt: spend.createdAt,
        })
        .onConflictDoNothing();
    }
  }
}
