import { eq } from 'drizzle-orm';
import { paymentables, shopPaymentSettings, transferReports } from '../src/db/schema';
import type { TOnlinePaymentMethod } from '@haoyue/contracts';
import { tp } from './booking-factories';
import type { TestContext } from './helper';
import { PREPAID, shopFixture } from './shop-fixture';
import type { client } from './sign-in';

type TestApp = { t: TestContext; api: ReturnType<typeof client> };

export const BANK_ACCOUNT = {
  bankCode: '812',
  bankName: '台新銀行',
  branch: '建北分行',
  accountNumber: '20381000123456',
  accountHolder: '光點髮藝有限公司',
  note: '轉帳後請回報帳號末五碼',
};

/** A shop's online methods, written directly (the settings API is another helper's). */
export async function acceptMethods(
  t: TestContext,
  shopId: number,
  methods: TOnlinePaymentMethod[],
): Promise<void> {
  await t.database.db
    .insert(shopPaymentSettings)
    .values({ shopId, methods, bankTransfer: BANK_ACCOUNT })
    .onConflictDoUpdate({ target: shopPaymentSettings.shopId, set: { methods } });
}

/**
 * A bookable shop (of `sellerId` when given) that asks a NT$300 prepayment due `deadlineMinutes`
 * after booking and, unless `methods` say otherwise, accepts bank transfers.
 */
export async function transferShop(
  app: TestApp,
  o: { sellerId?: number; deadlineMinutes?: number; methods?: TOnlinePaymentMethod[] } = {},
) {
  const f = await shopFixture(app, {
    shop: {
      ...(o.sellerId ? { sellerId: o.sellerId } : {}),
      prepaymentSettings: { ...PREPAID, deadlineMinutes: o.deadlineMinutes ?? 60 },
    },
  });
  await acceptMethods(app.t, f.shop.id, o.methods ?? ['BANK_TRANSFER']);
  return f;
}
export type TransferShop = Awaited<ReturnType<typeof transferShop>>;

/** The customer's report call (POST /v1/orders:request-prepayment-confirmation). */
export function reportCall(app: TestApp, token: string | undefined, body: Record<string, unknown>) {
  return app.api.call('POST', '/v1/orders:request-prepayment-confirmation', {
    ...(token ? { token } : {}),
    body,
  });
}

/** A valid report body for the order: NT$300 sent from an account ending 12345, an hour ago. */
export const reportBody = (orderId: number, now: Date, extra: Record<string, unknown> = {}) => ({
  orderId,
  lastFiveDigits: '12345',
  amount: 30000,
  transferredAt: new Date(now.getTime() - 3600_000).toISOString(),
  ...extra,
});

/** A customer's order on the shop at a Taipei wall time, and its transfer reported. */
export async function reportedOrder(
  app: TestApp,
  f: TransferShop,
  now: Date,
  date: string,
  time: string,
  extra: Record<string, unknown> = {},
) {
  const { order, token, user } = await f.customerOrder(tp(date, time));
  const res = await reportCall(app, token, reportBody(order.id, now, extra));
  if (res.status !== 200) throw new Error(`report failed: ${JSON.stringify(res.body)}`);
  return { order, token, user, report: res.body.data as { id: number; orderId: number } };
}

/** The order's prepayment row. */
export async function prepaymentOf(t: TestContext, orderId: number) {
  const [row] = await t.database.db
    .select()
    .from(paymentables)
    .where(eq(paymentables.orderId, orderId));
  return row!;
}

/** A report row. */
export async function reportRow(t: TestContext, reportId: number) {
  const [row] = await t.database.db
    .select()
    .from(transferReports)
    .where(eq(transferReports.id, reportId));
  return row!;
}
