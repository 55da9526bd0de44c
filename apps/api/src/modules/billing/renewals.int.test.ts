import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';
import { describe, expect, it } from 'vitest';
import {
  customers,
  lineFriendships,
  lineSettings,
  shopBilling,
  shops,
  systemOrders,
} from '../../db/schema';
import { signedInUser, tp } from '../../../test/booking-factories';
import { adminUser } from '../../../test/admin-factories';
import { expectError } from '../../../test/expect-answer';
import { newLineUserId } from '../../../test/line-fixture';
import { billingTestApp, licensedShop, planOf } from '../../../test/billing-fixture';
import { dueNow } from '../../../test/work-queue-due';
import {
  pauseLapsedShops,
  reconcileSystemOrders,
  renewLicencePeriod,
  renewLicences,
} from './renewals';
import { DAY_MS } from './periods';
import { insertPendingOrder, type NewOrder } from './charge';

const START = new Date('2026-12-01T00:00:00Z');
const h = billingTestApp(START);
const db = () => h.t.database.db;
const ordersOf = (shopId: number) =>
  db().select().from(systemOrders).where(eq(systemOrders.shopId, shopId)).orderBy(systemOrders.id);
const statusesOf = async (shopId: number) => (await ordersOf(shopId)).map((o) => o.status);
const billingOf = async (shopId: number) =>
  (await db().select().from(shopBilling).where(eq(shopBilling.shopId, shopId)))[0]!;
/** The renewal items due now, worked as the queue's workers would. */
const work = () => h.t.app.workQueue.workDue('licence-renewal');

type Shop = Awaited<ReturnType<typeof licensedShop>>;

/** A shop whose licence ends in `endsInDays`, paying by `card`, after its renewal's first try. */
async function triedOnce(endsInDays: number, card: string) {
  const s = await licensedShop(h, endsInDays);
  expect((await s.saveCard(card)).status).toBe(200);
  await renewLicences(h.ctx);
  expect(await work()).toBe(1);
  return s;
}

/** `days` after the start: the queue's retry of the shop's renewal, made due and worked once. */
async function retryOn(s: Shop, days: number) {
  h.now = new Date(START.getTime() + days * DAY_MS);
  await dueNow(h.t, 'licence-renewal', { shopId: s.shopId });
  expect(await work()).toBe(1);
}

/** A PENDING basic monthly order for the period after the shop's licence, written as `by` would. */
function pendingOrder(
  s: Shop,
  by: Pick<NewOrder, 'kind' | 'idempotencyKey' | 'createdBy' | 'createdByUserId'>,
) {
  const order = {
    sellerId: s.owner.sellerId,
    shopId: s.shopId,
    plan: s.basic,
    interval: 'MONTH' as const,
    periodStartsAt: s.endsAt,
    cardLabel: null,
    ...by,
  };
  return insertPendingOrder(db(), order, h.now).then((row) => row!);
}
/** A shop's renewal items on the queue, oldest first. */
async function renewalItems(shopId: number) {
  const rows = await db().execute(sql`
    select state, data from pgboss.job
    where name = 'licence-renewal' and (data->>'shopId')::int = ${shopId}
    order by created_on`);
  return rowsOf<{ state: string; data: unknown }>(rows);
}

describe('renewals', () => {
  it('three runners at once queue a due renewal once; two workers charge it exactly once', async () => {
    const s = await licensedShop(h, 2);
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    const before = h.fake.chargedOrders().length;
    await Promise.all([renewLicences(h.ctx), renewLicences(h.ctx), renewLicences(h.ctx)]);
    expect(await renewalItems(s.shopId)).toEqual([
      { state: 'created', data: { shopId: s.shopId, periodStartsAt: s.endsAt.toISOString() } },
    ]);
    // Nothing is charged before the queue works the item.
    expect(await ordersOf(s.shopId)).toEqual([]);
    await Promise.all([work(), work()]);
    const orders = await ordersOf(s.shopId);
    expect(orders.filter((o) => o.status === 'PAID')).toHaveLength(1);
    expect(orders.filter((o) => o.status === 'PENDING')).toHaveLength(0);
    expect(orders[0]).toMatchObject({
      kind: 'RENEWAL',
      createdBy: 'JOB',
      periodStartsAt: s.endsAt,
    });
    expect(h.fake.chargedOrders().length - before).toBe(1);
    expect(await s.licences()).toHaveLength(2);
    expect((await renewalItems(s.shopId)).map((i) => i.state)).toEqual(['completed']);
    // Run again: covered, nothing due.
    await renewLicences(h.ctx);
    await work();
    expect(await ordersOf(s.shopId)).toHaveLength(1);
    expect(await renewalItems(s.shopId)).toHaveLength(1);
  });

  it('two tries of one renewal at once (a lease that ran out) charge it once', async () => {
    const s = await licensedShop(h, 2);
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    const before = h.fake.chargedOrders().length;
    const renewal = { shopId: s.shopId, periodStartsAt: s.endsAt.toISOString() };
    const tries = await Promise.allSettled([
      renewLicencePeriod(h.ctx, renewal, { retryCount: 0 }),
      renewLicencePeriod(h.ctx, renewal, { retryCount: 0 }),
    ]);
    expect(tries.some((t) => t.status === 'fulfilled')).toBe(true);
    expect(h.fake.chargedOrders().length - before).toBe(1);
    expect(await statusesOf(s.shopId)).toEqual(['PAID']);
    expect(await s.licences()).toHaveLength(2);
    // A third try later finds the period paid and charges nothing.
    await renewLicencePeriod(h.ctx, renewal, { retryCount: 1 });
    expect(h.fake.chargedOrders().length - before).toBe(1);
  });

  it('declined → retries → grace → new bookings refused, existing ones kept → payment restores', async () => {
    const s = await licensedShop(h, 2.5);
    expect((await s.saveCard('4000000000000002')).status).toBe(200);
    const customer = await s.fixture.customerOrder(tp('2026-12-20', '11:00'));
    // The owner follows the seller's own LINE account: the notices go there too.
    const ownerLine = newLineUserId();
    await db()
      .insert(lineSettings)
      .values({
        sellerId: s.owner.sellerId,
        channelAccessTokenCiphertext: h.ctx.secrets.seal('billing-line-token'),
      });
    await db()
      .insert(customers)
      .values({ sellerId: s.owner.sellerId, userId: s.owner.user.id, lineUserId: ownerLine });
    await db()
      .insert(lineFriendships)
      .values({ sellerId: s.owner.sellerId, lineUserId: ownerLine, isFriend: true });
    await renewLicences(h.ctx);
    expect(await work()).toBe(1);
    const pushed = h.t.app.lineFake!.pushes.filter((p) => p.to === ownerLine);
    expect(pushed).toHaveLength(1);
    expect(JSON.stringify(pushed[0]!.messages)).toContain('續約扣款失敗');
    let billing = await billingOf(s.shopId);
    expect(billing.renewalFailures).toBe(1);
    // The queue tries again two days later; the owner's page shows that day.
    expect(billing.nextAttemptAt!.getTime()).toBe(START.getTime() + 2 * DAY_MS);
    await h.t.app.backgroundTasks.idle();
    expect(h.sms.outbox(s.owner.user.phoneNumber!)[0]!.text).toContain('續約扣款失敗');
    expect(await renewLicences(h.ctx)).toBe(0); // its item is queued already
    expect(await work()).toBe(0); // waiting out its back-off
    expect(await ordersOf(s.shopId)).toHaveLength(1);
    const notices = await h.api.call('GET', `${s.base}/billing-notices`, { token: s.owner.token });
    expect(notices.body.data[0]).toMatchObject({ kind: 'RENEWAL_FAILED', shopId: s.shopId });
    // Two days apart (half a day before the end, then 1.5, 3.5 and 5.5 days after): each fails.
    for (let i = 1; i <= 4; i++) {
      await retryOn(s, i * 2);
    }
    billing = await billingOf(s.shopId);
    expect(billing.renewalFailures).toBe(5);
    // No try left: none before the owner pays.
    expect(billing.nextAttemptAt!.getTime()).toBe(s.endsAt.getTime() + 7 * DAY_MS);
    expect(await statusesOf(s.shopId)).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED', 'FAILED']);
    expect((await renewalItems(s.shopId)).map((i) => i.state)).toEqual(['failed']);
    await dueNow(h.t, 'licence-renewal', { shopId: s.shopId });
    expect(await work()).toBe(0);
    // In grace: bookings still taken.
    expect(await pauseLapsedShops(h.ctx)).toBe(0);
    // Past grace: paused.
    h.now = new Date(s.endsAt.getTime() + 7 * DAY_MS + 60_000);
    expect(await pauseLapsedShops(h.ctx)).toBeGreaterThanOrEqual(1);
    const shop = await h.api.call('GET', `/v1/shops/${s.shopId}`);
    expect(shop.body.data.onlineBookingPaused).toBe(true);
    const stranger = await signedInUser(h.t);
    const refused = await s.fixture.book(stranger.token, tp('2026-12-22', '11:00'));
    expectError(refused, 409, 'E_ONLINE_BOOKING_PAUSED');
    expect(refused.body.error.message).toBe('這間店目前暫停線上預約，請直接聯絡店家');
    // Nor does it offer times for one (the same answer, before the wizard gets that far).
    const times = await s.fixture.startTimes('2026-12-22');
    expectError(times, 409, 'E_ONLINE_BOOKING_PAUSED');
    // The existing booking stays and can still be rescheduled.
    const moved = await h.api.call('POST', '/v1/orders:reschedule', {
      token: customer.token,
      body: { orderId: customer.order.id, startTime: tp('2026-12-21', '11:00') },
    });
    expect(moved.status).toBe(200);
    const paused = await h.api.call('GET', `${s.base}/billing`, { token: s.owner.token });
    expect(paused.body.data.shops[0].standing).toBe('PAUSED');
    // Paying restores everything at once.
    const paid = await s.purchase({ prime: h.fake.primeFor('4242424242424242') });
    expect(paid.status).toBe(201);
    expect(paid.body.data.order.status).toBe('PAID');
    const [row] = await db().select().from(shops).where(eq(shops.id, s.shopId));
    expect(row!.onlineBookingPausedAt).toBeNull();
    expect((await s.fixture.startTimes('2026-12-22')).status).toBe(200);
    expect((await s.fixture.book(stranger.token, tp('2026-12-22', '11:00'))).status).toBe(200);
  });

  it('a crash between the gateway success and our commit reconciles to one paid order', async () => {
    const s = await licensedShop(h, 1);
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    // The renewal as the job writes it, charged, and then the process "dies" before settling.
    const { cardOf, secretOf } = await import('./cards');
    const order = await pendingOrder(s, {
      kind: 'RENEWAL',
      idempotencyKey: 'crash-1',
      createdBy: 'JOB',
      createdByUserId: null,
    });
    const card = (await cardOf(db(), s.owner.sellerId))!;
    const answer = await h.ctx.gateway.payByToken({
      amount: order.amount,
      currency: 'TWD',
      orderNumber: order.gatewayOrderNumber!,
      details: 'test',
      card: secretOf(h.ctx, card),
    });
    expect(answer.status).toBe('PAID');
    // A restarted runner queues the period's renewal: its try finds the charge taken (asking
    // the gateway by its order number) and does not charge again.
    await renewLicences(h.ctx);
    expect(await work()).toBe(1);
    expect(await ordersOf(s.shopId)).toHaveLength(1);
    h.now = new Date(START.getTime() + 10 * 60_000);
    await Promise.all([reconcileSystemOrders(h.ctx), reconcileSystemOrders(h.ctx)]);
    const orders = await ordersOf(s.shopId);
    expect(orders.map((o) => o.status)).toEqual(['PAID']);
    expect(await s.licences()).toHaveLength(2);
    expect(
      h.fake.chargedOrders().filter((t) => t.orderNumber === order.gatewayOrderNumber),
    ).toHaveLength(1);
  });

  it('a gateway timeout leaves the charge PENDING; reconciling by order number settles it once', async () => {
    const s = await triedOnce(1, '4000000000000119');
    expect(await statusesOf(s.shopId)).toEqual(['PENDING']);
    // The owner buying the same period meanwhile is refused rather than charged twice.
    expectError(await s.purchase({}), 409, 'E_SYSTEM_ORDER_STATE');
    h.now = new Date(START.getTime() + 10 * 60_000);
    await reconcileSystemOrders(h.ctx);
    expect(await statusesOf(s.shopId)).toEqual(['PAID']);
    expect(await s.licences()).toHaveLength(2);
  });
});

describe('renewals on the work queue', () => {
  /** The fake's successful charges for a shop's orders. */
  const chargesOf = async (shopId: number) => {
    const numbers = new Set((await ordersOf(shopId)).map((o) => o.gatewayOrderNumber));
    return h.fake.chargedOrders().filter((t) => numbers.has(t.orderNumber));
  };

  it('a declined try is retried by the queue and then charges once: one charge, one paid order', async () => {
    const s = await triedOnce(3, '4000000000000002');
    expect(await statusesOf(s.shopId)).toEqual(['FAILED']);
    // The owner puts a working card on file; the queue's retry, two days on, charges it.
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    await retryOn(s, 2);
    expect(await statusesOf(s.shopId)).toEqual(['FAILED', 'PAID']);
    expect(await chargesOf(s.shopId)).toHaveLength(1);
    expect(await s.licences()).toHaveLength(2);
    const billing = await billingOf(s.shopId);
    expect(billing).toMatchObject({ renewalFailures: 0, nextAttemptAt: null });
    expect((await renewalItems(s.shopId)).map((i) => i.state)).toEqual(['completed']);
  });

  it('a lost answer (charged, never heard) is not charged again on the retry', async () => {
    // The TIMEOUT card: the gateway takes the money and answers after our client gave up.
    const s = await triedOnce(3, '4000000000000119');
    expect(await statusesOf(s.shopId)).toEqual(['PENDING']);
    expect(await chargesOf(s.shopId)).toHaveLength(1);
    expect((await renewalItems(s.shopId)).map((i) => i.state)).toEqual(['retry']);
    await retryOn(s, 2);
    expect(await statusesOf(s.shopId)).toEqual(['PAID']);
    expect(await chargesOf(s.shopId)).toHaveLength(1);
    expect(await s.licences()).toHaveLength(2);
    expect((await renewalItems(s.shopId)).map((i) => i.state)).toEqual(['completed']);
  });

  it('after its last try the item is FAILED and the shop lapses as before; an admin retry runs it once more', async () => {
    const s = await licensedShop(h, 3);
    expect((await s.saveCard('4000000000000002')).status).toBe(200);
    await renewLicences(h.ctx);
    for (let i = 0; i < 5; i++) {
      await retryOn(s, i * 2);
    }
    const [item] = await renewalItems(s.shopId);
    expect(item!.state).toBe('failed');
    const failed = (await h.t.app.workQueue.failedItems('licence-renewal', 50)).find(
      (f) => (f.data as { shopId: number }).shopId === s.shopId,
    );
    expect(failed).toMatchObject({ tries: 5, error: expect.stringContaining('續約扣款失敗') });
    const billing = await billingOf(s.shopId);
    expect(billing).toMatchObject({ renewalFailures: 5 });
    expect(billing.nextAttemptAt!.getTime()).toBe(s.endsAt.getTime() + 7 * DAY_MS);
    expect(await s.licences()).toHaveLength(1);
    // Ended unpaid (five days ago): in grace, then paused by the pause pass, as before.
    const standing = await h.api.call('GET', `${s.base}/billing`, { token: s.owner.token });
    expect(standing.body.data.shops[0].standing).toBe('GRACE');
    expect(await renewLicences(h.ctx)).toBe(0);

    // A working card, and an admin retries the item: it runs once more and charges.
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    const admin = await adminUser(h.t, 'OPERATIONS');
    const retried = await h.api.call(
      'POST',
      `/v1/admin/jobs/queues/licence-renewal/items/${failed!.id}/retry`,
      { token: admin.token },
    );
    expect(retried.status).toBe(204);
    expect(await work()).toBe(1);
    expect(await statusesOf(s.shopId)).toEqual([
      'FAILED',
      'FAILED',
      'FAILED',
      'FAILED',
      'FAILED',
      'PAID',
    ]);
    expect(await chargesOf(s.shopId)).toHaveLength(1);
    expect(await s.licences()).toHaveLength(2);
    expect((await renewalItems(s.shopId)).map((i) => i.state)).toEqual(['completed']);
  });
});

describe('reconciliation gives up and plan switches', () => {
  it('an abandoned 3-D Secure and a charge the gateway never saw end FAILED; the period can be bought again', async () => {
    const s = await licensedShop(h, 5);
    const waiting = await s.purchase({ prime: h.fake.primeFor('4000000000003220') });
    expect(waiting.body.data.order.status).toBe('PENDING');
    expectError(
      await s.purchase({ prime: h.fake.primeFor('4242424242424242') }),
      409,
      'E_SYSTEM_ORDER_STATE',
    );
    h.now = new Date(START.getTime() + 10 * 60_000);
    await reconcileSystemOrders(h.ctx);
    expect(await statusesOf(s.shopId)).toEqual(['PENDING']);
    h.now = new Date(START.getTime() + 25 * 60_000);
    await reconcileSystemOrders(h.ctx);
    const [abandoned] = await ordersOf(s.shopId);
    expect(abandoned).toMatchObject({ status: 'FAILED', failureReason: '3-D 驗證未完成' });
    const lost = await pendingOrder(s, {
      kind: 'PURCHASE',
      idempotencyKey: 'never-sent',
      createdBy: 'SELLER',
      createdByUserId: s.owner.user.id,
    });
    h.now = new Date(h.now.getTime() + 30 * 60_000);
    await reconcileSystemOrders(h.ctx);
    expect(
      (await db().select().from(systemOrders).where(eq(systemOrders.id, lost.id)))[0]!.status,
    ).toBe('PENDING');
    h.now = new Date(h.now.getTime() + 60 * 60_000);
    await reconcileSystemOrders(h.ctx);
    expect(
      (await db().select().from(systemOrders).where(eq(systemOrders.id, lost.id)))[0],
    ).toMatchObject({ status: 'FAILED', failureReason: '金流未收到這筆付款' });
    expect(
      (await s.purchase({ prime: h.fake.primeFor('4242424242424242') })).body.data.order.status,
    ).toBe('PAID');
  });

  it('a plan switch is not prorated: the current period keeps its plan, the renewal charges the new one', async () => {
    const s = await licensedShop(h, 2);
    expect((await s.saveCard('4242424242424242')).status).toBe(200);
    const pro = await planOf(h, 'pro');
    const switched = await h.api.call('PUT', `${s.base}/shops/${s.shopId}/licence`, {
      token: s.owner.token,
      body: { nextPlanId: pro.id, nextInterval: 'YEAR', autoRenew: true },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data.licence.plan.code).toBe('basic');
    expect(switched.body.data.nextPlan.code).toBe('pro');
    await renewLicences(h.ctx);
    await work();
    const [renewal] = await ordersOf(s.shopId);
    expect(renewal).toMatchObject({
      status: 'PAID',
      planId: pro.id,
      interval: 'YEAR',
      amount: pro.yearlyPrice,
      periodStartsAt: s.endsAt,
    });
    expect(renewal!.periodEndsAt.getTime() - s.endsAt.getTime()).toBeGreaterThanOrEqual(
      365 * DAY_MS,
    );
    const hk = await planOf(h, 'basic-hkd');
    const wrong = await h.api.call('PUT', `${s.base}/shops/${s.shopId}/licence`, {
      token: s.owner.token,
      body: { nextPlanId: hk.id, nextInterval: 'YEAR', autoRenew: true },
    });
    expectError(wrong, 400, 'E_VALIDATION');
  });
});
