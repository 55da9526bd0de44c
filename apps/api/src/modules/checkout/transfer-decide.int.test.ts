import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, payments } from '../../db/schema';
import { bookingTestApp, tp } from '../../../test/booking-factories';
import { expectError } from '../../../test/expect-answer';
import { accessMatrix } from '../../../test/access-matrix';
import { sellerCallers, type SellerCallers } from '../../../test/seller-factories';
import {
  prepaymentOf,
  reportBody,
  reportCall,
  reportedOrder,
  reportRow,
  type TransferShop,
  transferShop,
} from '../../../test/transfer-factories';
import { expireOverduePrepayments } from '../booking';

// Tuesday 1 December 2026, 08:00 in Taipei.
const START = new Date('2026-12-01T00:00:00Z');
const h = bookingTestApp(START);
let callers: SellerCallers;
let shop: TransferShop;
let hour = 10;
let day = 2;

beforeAll(async () => {
  callers = await sellerCallers(h.t);
  shop = await transferShop(h, { sellerId: callers.sellerId, deadlineMinutes: 60 * 24 * 30 });
});

/** A fresh order of the callers' shop with a reported transfer, each at its own free slot. */
function freshReport(extra: Record<string, unknown> = {}) {
  if (hour >= 19) {
    hour = 10;
    day++;
  }
  const date = `2026-12-${String(day).padStart(2, '0')}`;
  return reportedOrder(h, shop, h.now, date, `${hour++}:00`, extra);
}

const seller = (path: string) => `/v1/sellers/${callers.sellerId}${path}`;
const decide = (reportId: number, verb: 'confirm' | 'reject', token?: string, body?: unknown) =>
  h.api.call('POST', seller(`/transfer-reports/${reportId}:${verb}`), {
    token: token ?? callers.owner.token,
    ...(body !== undefined ? { body } : {}),
  });
const list = (query = '', token = callers.staff.token) =>
  h.api.call('GET', seller(`/transfer-reports${query}`), { token });

describe('who may see and decide reported transfers', () => {
  // Every member lists them; owner and manager decide; others 404, anonymous 401.
  const decision = (verb: 'confirm' | 'reject') => ({
    name: `POST /transfer-reports/{reportId}:${verb}`,
    permission: 'payments.transfers' as const,
    request: async () => {
      const { report } = await freshReport();
      return {
        method: 'POST',
        url: seller(`/transfer-reports/${report.id}:${verb}`),
        ...(verb === 'reject' ? { body: { reason: '查無此筆入帳' } } : {}),
      };
    },
  });
  accessMatrix(() => ({ ...h, callers }), {
    routes: [
      {
        name: 'GET /transfer-reports',
        permission: 'calendar.work',
        request: () => ({ method: 'GET', url: seller('/transfer-reports') }),
      },
      decision('confirm'),
      decision('reject'),
    ],
    covers: (p) => p.startsWith('/v1/sellers/{sellerId}/transfer-reports'),
  });

  it("another seller's report is 404 to this seller's owner, and unchanged", async () => {
    const other = await transferShop(h);
    const { report } = await reportedOrder(h, other, h.now, '2026-12-03', '10:00');
    expectError(await decide(report.id, 'confirm'), 404, 'E_NOT_FOUND');
    expectError(await decide(report.id, 'reject', undefined, { reason: 'x' }), 404, 'E_NOT_FOUND');
    expect((await reportRow(h.t, report.id)).status).toBe('REPORTED');
    const mine = await list('?status=REPORTED,CONFIRMED,REJECTED&perPage=100');
    expect(mine.body.data.map((r: { id: number }) => r.id)).not.toContain(report.id);
  });
});

describe('the list', () => {
  it('waiting reports oldest first with their order; filters by status, shop, order; paged', async () => {
    const first = await freshReport({ amount: 28000, lastFiveDigits: '55555' });
    h.now = new Date(START.getTime() + 60_000);
    const second = await freshReport();
    h.now = START;
    const waiting = await list('?perPage=100');
    expect(waiting.status).toBe(200);
    const ids = waiting.body.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first.report.id)).toBeLessThan(ids.indexOf(second.report.id));
    expect(waiting.body.data.every((r: { status: string }) => r.status === 'REPORTED')).toBe(true);
    const one = waiting.body.data.find((r: { id: number }) => r.id === first.report.id);
    expect(one).toMatchObject({
      orderId: first.order.id,
      lastFiveDigits: '55555',
      amount: 28000,
      currency: 'TWD',
      status: 'REPORTED',
      order: {
        id: first.order.id,
        orderNumber: first.order.orderNumber,
        shopId: shop.shop.id,
        shopName: shop.shop.displayName,
        customerId: first.order.customer?.id ?? expect.any(Number),
        customerName: first.user.displayName,
        startTime: first.order.startTime,
        prepaymentAmount: 30000,
      },
    });

    const byOrder = await list(`?orderId=${second.order.id}`);
    expect(byOrder.body.data.map((r: { id: number }) => r.id)).toEqual([second.report.id]);
    expect(byOrder.body.meta).toEqual({ page: 1, perPage: 20, total: 1 });
    const otherShop = await list(`?shopId=${shop.shop.id + 100000}`);
    expect(otherShop.body.data).toEqual([]);
    const paged = await list('?perPage=1&page=2');
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.meta.total).toBeGreaterThanOrEqual(2);

    await decide(first.report.id, 'confirm');
    const confirmed = await list(`?status=CONFIRMED&orderId=${first.order.id}`);
    expect(confirmed.body.data.map((r: { id: number }) => r.id)).toEqual([first.report.id]);
    expect((await list(`?orderId=${first.order.id}`)).body.data).toEqual([]);
    expectError(await list('?status=PAID'), 400, 'E_VALIDATION');
  });
});

describe('confirming', () => {
  it('pays the prepayment, records the transfer once, confirms the order and tells the customer', async () => {
    const { order, report, user } = await freshReport({ amount: 31000 });
    const res = await decide(report.id, 'confirm', callers.manager.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: report.id,
      status: 'CONFIRMED',
      decidedAt: START.toISOString(),
      amount: 31000,
    });
    expect(await reportRow(h.t, report.id)).toMatchObject({ decidedBy: callers.manager.user.id });
    const prepayment = await prepaymentOf(h.t, order.id);
    expect(prepayment).toMatchObject({ status: 'PAID', paidAt: START });
    const rows = await h.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentableId, prepayment.id));
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'BANK_TRANSFER',
        status: 'SUCCEEDED',
        amount: 30000,
        currency: 'TWD',
        idempotencyKey: `transfer-report:${report.id}`,
        methodTransactionId: null,
      }),
    ]);
    const seen = await h.api.call('GET', seller(`/orders/${order.id}`), {
      token: callers.staff.token,
    });
    expect(seen.body.data.status).toBe('CONFIRMED');
    const events = await h.t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'CONFIRMED')));
    expect(events).toEqual([expect.objectContaining({ actor: 'SELLER' })]);
    const texts = (await h.sentTo(user.phoneNumber!)).map((m) => m.text);
    expect(texts.filter((x) => x.includes('您已預約'))).toHaveLength(1);

    // Again: the same answer, nothing more recorded; rejecting it now is 409.
    const again = await decide(report.id, 'confirm');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'CONFIRMED', decidedAt: START.toISOString() });
    const after = await h.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentableId, prepayment.id));
    expect(after).toHaveLength(1);
    expectError(
      await decide(report.id, 'reject', undefined, { reason: '重複' }),
      409,
      'E_TRANSFER_REPORT_DECIDED',
    );
  });

  it('an order cancelled meanwhile stays cancelled, but the money is recorded', async () => {
    const { order, report, token } = await freshReport();
    const cancelled = await h.api.call('POST', '/v1/orders:cancel', {
      token,
      body: { orderId: order.id },
    });
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect((await prepaymentOf(h.t, order.id)).status).toBe('REPORTED');
    const res = await decide(report.id, 'confirm');
    expect(res.body.data.status).toBe('CONFIRMED');
    const prepayment = await prepaymentOf(h.t, order.id);
    expect(prepayment.status).toBe('PAID');
    const rows = await h.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentableId, prepayment.id));
    expect(rows).toHaveLength(1);
    const seen = await h.api.call('GET', seller(`/orders/${order.id}`), {
      token: callers.owner.token,
    });
    expect(seen.body.data.status).toBe('CANCELLED');
  });
});

describe('rejecting', () => {
  it('needs a reason; keeps it; the prepayment is pending again for 24 hours; customer told', async () => {
    const { order, report, token, user } = await freshReport();
    for (const reason of ['', '   ', 'x'.repeat(201)]) {
      expectError(await decide(report.id, 'reject', undefined, { reason }), 400, 'E_VALIDATION');
    }
    expectError(await decide(report.id, 'reject', undefined, {}), 400, 'E_VALIDATION');
    const before = (await h.sentTo(user.phoneNumber!)).length;
    const res = await decide(report.id, 'reject', undefined, { reason: '  查無此筆入帳 ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'REJECTED',
      rejectReason: '查無此筆入帳',
      decidedAt: START.toISOString(),
    });
    // Booked today with 30 days to pay: the original deadline is the order's start, kept.
    const prepayment = await prepaymentOf(h.t, order.id);
    expect(prepayment.status).toBe('PENDING');
    expect(prepayment.deadline!.toISOString()).toBe(order.startTime);
    // Latest first: the prepayment reminder again, with the deadline to pay by.
    const sent = await h.sentTo(user.phoneNumber!);
    expect(sent).toHaveLength(before + 1);
    expect(sent[0]!.text).toMatch(/請於 .* 前支付訂金/);

    expectError(await decide(report.id, 'confirm'), 409, 'E_TRANSFER_REPORT_DECIDED');
    expectError(
      await decide(report.id, 'reject', undefined, { reason: '再次' }),
      409,
      'E_TRANSFER_REPORT_DECIDED',
    );
    // The customer may report again; the new report waits for the shop.
    const again = await reportCall(
      h,
      token,
      reportBody(order.id, h.now, { lastFiveDigits: '67890' }),
    );
    expect(again.status).toBe(200);
    expect(again.body.data.id).not.toBe(report.id);
  });

  it('the new deadline: at least 24 hours from now, never past the start', async () => {
    const f = await transferShop(h, { sellerId: callers.sellerId, deadlineMinutes: 60 });
    // Deadline 09:00 today; the order far ahead: now + 24 hours.
    const far = await reportedOrder(h, f, h.now, '2026-12-10', '10:00');
    // Starts in 10 hours: the deadline is its start.
    const soon = await reportedOrder(h, f, h.now, '2026-12-01', '18:00');
    h.now = new Date(tp('2026-12-01', '12:00'));
    await decide(far.report.id, 'reject', undefined, { reason: '金額不符' });
    await decide(soon.report.id, 'reject', undefined, { reason: '金額不符' });
    expect((await prepaymentOf(h.t, far.order.id)).deadline!.toISOString()).toBe(
      tp('2026-12-02', '12:00'),
    );
    expect((await prepaymentOf(h.t, soon.order.id)).deadline!.toISOString()).toBe(
      tp('2026-12-01', '18:00'),
    );
    // Unpaid by then, it expires as any prepayment does.
    h.now = new Date(tp('2026-12-02', '12:01'));
    const expired = await expireOverduePrepayments(h.jobsContext());
    expect(expired).toEqual(expect.arrayContaining([far.order.id, soon.order.id]));
  });

  it('an order cancelled meanwhile owes nothing more: its prepayment is cancelled', async () => {
    const { order, report, token } = await freshReport();
    await h.api.call('POST', '/v1/orders:cancel', { token, body: { orderId: order.id } });
    const res = await decide(report.id, 'reject', undefined, { reason: '查無此筆入帳' });
    expect(res.body.data.status).toBe('REJECTED');
    expect((await prepaymentOf(h.t, order.id)).status).toBe('CANCELLED');
  });
});

describe('concurrent decisions', () => {
  it('a confirm and a reject of the same report: exactly one wins, the state matches it', async () => {
    for (let i = 0; i < 4; i++) {
      const { order, report } = await freshReport();
      const answers = await Promise.all([
        decide(report.id, 'confirm', callers.owner.token),
        decide(report.id, 'reject', callers.manager.token, { reason: '查無此筆入帳' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.data.status;
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body.error.code).toBe('E_TRANSFER_REPORT_DECIDED');
      const prepayment = await prepaymentOf(h.t, order.id);
      const paid = await h.t.database.db
        .select()
        .from(payments)
        .where(eq(payments.paymentableId, prepayment.id));
      if (winner === 'CONFIRMED') {
        expect(prepayment.status).toBe('PAID');
        expect(paid).toHaveLength(1);
      } else {
        expect(winner).toBe('REJECTED');
        expect(prepayment.status).toBe('PENDING');
        expect(paid).toHaveLength(0);
      }
    }
  });

  it('two confirms at once record the money once', async () => {
    const { order, report } = await freshReport();
    const answers = await Promise.all([decide(report.id, 'confirm'), decide(report.id, 'confirm')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const prepayment = await prepaymentOf(h.t, order.id);
    const paid = await h.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentableId, prepayment.id));
    expect(paid).toHaveLength(1);
  });
});
