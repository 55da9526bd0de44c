import { describe, expect, it } from 'vitest';
import { balanceTestApp } from '../../../test/balance-fixture';
import { tp } from '../../../test/booking-factories';

// Tuesday 1 December 2026, 08:00 in Taipei; the orders start on the 3rd.
const b = balanceTestApp(new Date('2026-12-01T00:00:00Z'));
const { h } = b;

type Body = Record<string, unknown>;
const payPrepayment = (token: string, body: Body) =>
  h.api.call('POST', '/v1/order-prepayment:pay', {
    token,
    body: { method: 'LINE_PAY', idempotencyKey: `key-${Math.random()}`, ...body },
  });
const payBalance = (token: string, body: Body) =>
  h.api.call('POST', '/v1/orders:pay', {
    token,
    body: { method: 'LINE_PAY', idempotencyKey: `key-${Math.random()}`, ...body },
  });

/** The confirm and cancel URLs LINE Pay was given for the answered payment. */
function askedUrls(res: Awaited<ReturnType<typeof payPrepayment>>) {
  const transactionId = (res.body.data as { payment: { methodTransactionId: string } }).payment
    .methodTransactionId;
  const asked = h.linePay.state.payments.get(transactionId)!;
  return { confirmUrl: asked.confirmUrl, cancelUrl: asked.cancelUrl };
}

describe('where LINE Pay sends the customer back (returnTo)', () => {
  it('a prepayment started in the LINE area returns into /line/{sellerId}/line-pay-landing', async () => {
    const shop = await h.shop();
    const sellerId = shop.shop.sellerId;
    const { token, order } = await h.order(shop);
    const res = await payPrepayment(token, { orderId: order.id, returnTo: 'line' });
    expect(res.status).toBe(200);
    const id = res.body.data.payment.id;
    expect(askedUrls(res)).toEqual({
      confirmUrl: `https://haoyue.test/line/${sellerId}/line-pay-landing?paymentId=${id}`,
      cancelUrl: `https://haoyue.test/line/${sellerId}/line-pay-landing?paymentId=${id}&cancelled=1`,
    });
    // The landing's confirm works the same from there.
    const tx = res.body.data.payment.methodTransactionId;
    h.linePay.state.approve(tx);
    const confirmed = await h.confirm(id, tx);
    expect(confirmed.body.data).toMatchObject({ status: 'SUCCEEDED', orderKey: order.orderKey });

    // `site`, or nothing: the site's landing.
    for (const returnTo of ['site', undefined]) {
      const other = await h.order(shop, tp('2026-12-03', returnTo ? '13:00' : '15:00'));
      const site = await payPrepayment(other.token, {
        orderId: other.order.id,
        ...(returnTo ? { returnTo } : {}),
      });
      expect(site.status).toBe(200);
      expect(askedUrls(site).confirmUrl).toBe(
        `https://haoyue.test/line-pay-landing?paymentId=${site.body.data.payment.id}`,
      );
    }
  });

  it('a prepayment started in the buyer app or the Google area returns into that area', async () => {
    const shop = await h.shop();
    for (const [returnTo, page, time] of [
      ['app', '/buyer-app/line-pay-landing', '10:00'],
      ['google', '/google-reserve-user/line-pay-landing', '11:00'],
    ] as const) {
      const { token, order } = await h.order(shop, tp('2026-12-03', time));
      const res = await payPrepayment(token, { orderId: order.id, returnTo });
      expect(res.status).toBe(200);
      const id = res.body.data.payment.id;
      expect(askedUrls(res)).toEqual({
        confirmUrl: `https://haoyue.test${page}?paymentId=${id}`,
        cancelUrl: `https://haoyue.test${page}?paymentId=${id}&cancelled=1`,
      });
    }
  });

  it('the balance too; the seller is the order’s, never a URL from the client', async () => {
    const shop = await b.shop();
    const { token, order } = await b.confirmedOrder(shop);
    const res = await payBalance(token, { orderId: order.id, returnTo: 'line' });
    expect(res.status).toBe(200);
    expect(askedUrls(res).confirmUrl).toBe(
      `https://haoyue.test/line/${shop.shop.sellerId}/line-pay-landing?paymentId=${res.body.data.payment.id}`,
    );

    // Anything else is a 400: no URL, no other seller, no unknown field.
    const other = await h.order(shop, tp('2026-12-03', '16:00'));
    for (const body of [
      { returnTo: 'https://evil.example/steal' },
      { returnTo: 'LINE' },
      { returnTo: 'line', sellerId: 1 },
      { returnTo: 'line', returnUrl: 'https://evil.example/' },
    ]) {
      const refused = await payPrepayment(other.token, { orderId: other.order.id, ...body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.code).toBe('E_VALIDATION');
    }
  });
});
