// Test-only: the app, clock, fake gateway and job context the billing tests share.
import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { plans, shopBilling, shopLicenses } from '../src/db/schema';
import { SecretBox } from '../src/lib/secret-box';
import { TapPayClient } from '../src/platform/card-gateway/tappay-client';
import { LineMessenger } from '../src/platform/line/messenger';
import type { FakeTapPay } from '../src/platform/card-gateway/tappay-fake';
import { RecordingSmsSender } from '../src/platform/sms/sms-sender';
import { sellerMember } from './seller-factories';
import { shopFixture } from './shop-fixture';
import type { BillingContext } from '../src/modules/billing/context';
import { DAY_MS } from '../src/modules/billing/periods';
import { clockedApp, startClockedApp } from './clocked-app';

/** The client's read budget in these tests: a TIMEOUT card's charge gives up this fast. */
export const TEST_TIMEOUT_MS = 400;

/**
 * One app on a clock the tests move (`h.now`, back to `start` before each test), the fake
 * TapPay it charges, the SMS it sends.
 */
export function billingTestApp(start: Date) {
  const sms = new RecordingSmsSender();
  const h = {
    ...clockedApp(start),
    sms,
    fake: undefined as unknown as FakeTapPay,
    /** What the jobs run with: the app's database and clock, a real client on the fake. */
    ctx: undefined as unknown as BillingContext,
    notified: [] as { to: string; text: string }[],
  };
  startClockedApp(h, start, {
    smsSender: sms,
    env: { CARD_GATEWAY_TIMEOUT_MS: String(TEST_TIMEOUT_MS) },
  });
  beforeAll(() => {
    h.fake = h.t.app.cardGatewayFake!;
    h.ctx = {
      db: h.t.database.db,
      clock: () => h.now,
      log: h.t.app.log,
      publicBaseUrl: h.t.config.publicBaseUrl,
      secrets: new SecretBox(h.t.config.payments.secretKey),
      gateway: new TapPayClient({
        baseUrl: h.fake.url,
        partnerKey: h.fake.partnerKey,
        merchantId: h.fake.merchantId,
        timeoutMs: TEST_TIMEOUT_MS,
      }),
      setup: { kind: 'FAKE', fieldsUrl: '/fake-card-gateway/card-fields' },
      notifyOwner: (to, text) => h.notified.push({ to, text }),
      line: {
        messenger: new LineMessenger(h.t.app.lineFake!.url),
        secrets: new SecretBox(h.t.config.payments.secretKey),
        onTokenOpened: (token) => h.t.app.lineFake!.registerChannelToken(token),
      },
      work: h.t.app.workQueue,
    };
  });
  return h;
}
export type BillingTestApp = ReturnType<typeof billingTestApp>;

export async function planOf(h: BillingTestApp, code: string) {
  const [plan] = await h.t.database.db.select().from(plans).where(eq(plans.code, code));
  return plan!;
}

/**
 * A seller's owner and a bookable TWD shop whose licence (the basic plan, monthly) ends
 * `endsInDays` after now, renewing automatically.
 */
export async function licensedShop(h: BillingTestApp, endsInDays: number) {
  const owner = await sellerMember(h.t, 'OWNER');
  const fixture = await shopFixture(h, { shop: { sellerId: owner.sellerId } });
  const basic = await planOf(h, 'basic');
  const db = h.t.database.db;
  const endsAt = new Date(h.now.getTime() + endsInDays * DAY_MS);
  await db.insert(shopLicenses).values({
    shopId: fixture.shop.id,
    planId: basic.id,
    status: 'ACTIVE',
    interval: 'MONTH',
    startsAt: new Date(endsAt.getTime() - 30 * DAY_MS),
    endsAt,
  });
  await db.insert(shopBilling).values({ shopId: fixture.shop.id, nextPlanId: basic.id });
  const base = `/v1/sellers/${owner.sellerId}`;
  return {
    owner,
    fixture,
    basic,
    endsAt,
    base,
    shopId: fixture.shop.id,
    /** PUT the card on file from a test card number. */
    saveCard: (number: string, key = `card-${number}-${Math.random()}`) =>
      h.api.call('PUT', `${base}/card`, {
        token: owner.token,
        body: { prime: h.fake.primeFor(number), idempotencyKey: key },
      }),
    purchase: (body: Record<string, unknown>) =>
      h.api.call('POST', `${base}/shops/${fixture.shop.id}/licence:purchase`, {
        token: owner.token,
        body: {
          planId: basic.id,
          interval: 'MONTH',
          idempotencyKey: `buy-${Math.random()}`,
          ...body,
        },
      }),
    licences: () =>
      db
        .select()
        .from(shopLicenses)
        .where(and(eq(shopLicenses.shopId, fixture.shop.id)))
        .orderBy(shopLicenses.startsAt),
  };
}
