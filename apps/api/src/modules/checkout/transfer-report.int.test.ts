import { describe, expect, it } from 'vitest';
import { bookingTestApp, signedInUser, tp } from '../../../test/booking-factories';
import { expectError } from '../../../test/expect-answer';
import {
  prepaymentOf,
  reportBody,
  reportCall,
  reportRow,
  transferShop,
} from '../../../test/transfer-factories';
import { expireOverduePrepayments } from '../booking';

// Tuesday 1 December 2026, 08:00 in Taipei.
const START = new Date('2026-12-01T00:00:00Z');
const h = bookingTestApp(START);
const report = (token: string | undefined, body: Record<string, unknown>) =>
  reportCall(h, token, body);

describe('the customer reports a bank transfer', () => {
  it('the prepayment becomes REPORTED with the report, amount kept as reported; once', async () => {
    const f = await transferShop(h);
    const { order, token } = await f.customerOrder(tp('2026-12-03', '10:00'));
    expect(order.prepayment).toMatchObject({ amount: 30000, status: 'PENDING' });
    const transferredAt = tp('2026-12-01', '07:40');
    const res = await report(
      token,
      reportBody(order.id, h.now, { amount: 25000, lastFiveDigits: '04321', transferredAt }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      orderId: order.id,
      lastFiveDigits: '04321',
      amount: 25000,
      currency: 'TWD',
      transferredAt,
      status: 'REPORTED',
      rejectReason: null,
      decidedAt: null,
    });
    expect((await prepaymentOf(h.t, order.id)).status).toBe('REPORTED');
    expect(await reportRow(h.t, res.body.data.id)).toMatchObject({ amount: 25000 });

    const again = await report(token, reportBody(order.id, h.now));
    expectError(again, 409, 'E_PREPAYMENT_NOT_DUE');
  });

  it('two reports at once: one is taken, the other 409', async () => {
    const f = await transferShop(h);
    const { order, token } = await f.customerOrder(tp('2026-12-03', '11:00'));
    const answers = await Promise.all([
      report(token, reportBody(order.id, h.now, { lastFiveDigits: '11111' })),
      report(token, reportBody(order.id, h.now, { lastFiveDigits: '22222' })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('a reported prepayment does not expire: the order waits for the shop', async () => {
    const f = await transferShop(h);
    const reported = await f.customerOrder(tp('2026-12-03', '12:00'));
    const unpaid = await f.customerOrder(tp('2026-12-03', '13:00'));
    expect((await report(reported.token, reportBody(reported.order.id, h.now))).status).toBe(200);
    h.now = new Date(tp('2026-12-01', '09:30')); // past both deadlines (09:00)
    const expired = await expireOverduePrepayments(h.jobsContext());
    expect(expired).toContain(unpaid.order.id);
    expect(expired).not.toContain(reported.order.id);
    expect((await prepaymentOf(h.t, reported.order.id)).status).toBe('REPORTED');
    const mine = await h.api.call('GET', `/v1/orders/${reported.order.id}`, {
      token: reported.token,
    });
    expect(mine.body.data.status).toBe('AWAITING_PREPAYMENT');
    // Nothing is due on the expired one any more.
    const late = await report(unpaid.token, reportBody(unpaid.order.id, h.now));
    expectError(late, 409, 'E_PREPAYMENT_NOT_DUE');
  });

  it('only for your own order: another customer’s or none is 404, no token 401', async () => {
    const f = await transferShop(h);
    const { order } = await f.customerOrder(tp('2026-12-03', '14:00'));
    const stranger = await signedInUser(h.t);
    expectError(await report(stranger.token, reportBody(order.id, h.now)), 404, 'E_NOT_FOUND');
    expectError(await report(stranger.token, reportBody(99_999_999, h.now)), 404, 'E_NOT_FOUND');
    expect((await report(undefined, reportBody(order.id, h.now))).status).toBe(401);
    expect((await prepaymentOf(h.t, order.id)).status).toBe('PENDING');
  });

  it('a shop that takes no transfers: 409 E_PAYMENT_METHOD_NOT_ACCEPTED', async () => {
    const linePayOnly = await transferShop(h, { methods: ['LINE_PAY'] });
    const a = await linePayOnly.customerOrder(tp('2026-12-03', '10:00'));
    expectError(
      await report(a.token, reportBody(a.order.id, h.now)),
      409,
      'E_PAYMENT_METHOD_NOT_ACCEPTED',
    );
    const noneOnline = await transferShop(h, { methods: [] });
    const b = await noneOnline.customerOrder(tp('2026-12-03', '10:00'));
    expectError(
      await report(b.token, reportBody(b.order.id, h.now)),
      409,
      'E_PAYMENT_METHOD_NOT_ACCEPTED',
    );
    expect((await prepaymentOf(h.t, a.order.id)).status).toBe('PENDING');
  });

  it('a transfer time in the future is refused in zh-TW (a few minutes of clock skew allowed)', async () => {
    const f = await transferShop(h);
    const { order, token } = await f.customerOrder(tp('2026-12-03', '15:00'));
    const future = await report(
      token,
      reportBody(order.id, h.now, { transferredAt: tp('2026-12-01', '08:06') }),
    );
    expectError(future, 400, 'E_VALIDATION');
    expect(future.body.error.message).toMatch(/轉帳時間/);
    expect((await prepaymentOf(h.t, order.id)).status).toBe('PENDING');
    const skewed = await report(
      token,
      reportBody(order.id, h.now, { transferredAt: tp('2026-12-01', '08:04') }),
    );
    expect(skewed.status).toBe(200);
  });

  it('bad input is 400 naming the field', async () => {
    const f = await transferShop(h);
    const { order, token } = await f.customerOrder(tp('2026-12-03', '16:00'));
    const cases: [Record<string, unknown>, string][] = [
      [{ lastFiveDigits: '1234' }, 'lastFiveDigits'],
      [{ lastFiveDigits: '12a45' }, 'lastFiveDigits'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 12.5 }, 'amount'],
      [{ transferredAt: 'yesterday' }, 'transferredAt'],
    ];
    for (const [change, field] of cases) {
      const res = await report(token, reportBody(order.id, h.now, change));
      expectError(res, 400, 'E_VALIDATION');
      expect(JSON.stringify(res.body.error), field).toContain(field);
    }
    expect((await prepaymentOf(h.t, order.id)).status).toBe('PENDING');
  });
});
