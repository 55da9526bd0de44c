import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINE_PAY_CODES as C, type LinePayRequestInput, LinePayUnavailableError } from './line-pay';
import { LinePayClient, parseLinePayJson } from './line-pay-client';
import { FakeLinePayState, fakeLinePay } from './line-pay-fake';

const channel = { channelId: '1650000001', channelSecret: 'a-sandbox-secret-0001' };
let clock = new Date('2026-11-23T02:00:00Z');
let state: FakeLinePayState;
let app: FastifyInstance;
let base: string;
let client: LinePayClient;
let attempt = 0;

function input(amount = 500, orderId = `pay-1-${++attempt}`): LinePayRequestInput {
  return {
    amount,
    currency: 'TWD',
    orderId,
    packages: [
      { id: 'order-1', amount, products: [{ name: '美睫訂金', quantity: 1, price: amount }] },
    ],
    redirectUrls: {
      confirmUrl: 'http://127.0.0.1:9/v1/line-pay/confirm?paymentId=7',
      cancelUrl: 'http://127.0.0.1:9/v1/line-pay/cancel?paymentId=7',
    },
    locale: 'zh_TW',
  };
}

async function requested(amount = 500) {
  const result = await client.request(channel, input(amount));
  if (!result.ok) throw new Error(result.returnCode);
  return result.info.transactionId;
}

beforeAll(async () => {
  app = Fastify();
  state = new FakeLinePayState(() => clock);
  await app.register(fakeLinePay, {
    state,
    publicUrl: () => base,
    access: 'public',
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  client = new LinePayClient({ baseUrl: base });
});
afterAll(() => app.close());
beforeEach(() => {
  clock = new Date('2026-11-23T02:00:00Z');
  state.reset();
  state.registerChannel(channel.channelId, channel.channelSecret);
});

describe('LINE Pay client against the loopback fake', () => {
  it('keeps the 19-digit transaction id exact although the wire carries a bare number', async () => {
    const result = await client.request(channel, input());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [stored] = [...state.payments.keys()];
    expect(result.info.transactionId).toBe(stored);
    expect(result.info.transactionId).toMatch(/^\d{19}$/);
    expect(Number(result.info.transactionId) > Number.MAX_SAFE_INTEGER).toBe(true);
    expect(result.info.paymentUrl.web).toBe(`${base}/pay/${stored}`);
    expect(parseLinePayJson('{"info":{"transactionId":2026123456789012345}}')).toEqual({
      info: { transactionId: '2026123456789012345' },
    });
  });

  it('is refused with 1106 when the signature is wrong and 1104 for an unknown channel', async () => {
    const wrong = await client.request({ ...channel, channelSecret: 'not-the-secret' }, input());
    expect(wrong).toMatchObject({ ok: false, returnCode: C.BAD_SIGNATURE });
    const unknown = await client.request({ channelId: '999', channelSecret: 'x' }, input());
    expect(unknown).toMatchObject({ ok: false, returnCode: C.MERCHANT_UNKNOWN });
    expect(state.payments.size).toBe(0);
  });

  it('answers 1172 when an orderId is used twice', async () => {
    const first = await client.request(channel, input(500, 'pay-9-1'));
    const again = await client.request(channel, input(500, 'pay-9-1'));
    expect(first.ok).toBe(true);
    expect(again).toMatchObject({ ok: false, returnCode: C.ORDER_ID_USED });
  });

  it('confirms once, after the customer approved, for the requested amount only', async () => {
    const tx = await requested(500);
    expect(await client.confirm(channel, tx, { amount: 500, currency: 'TWD' })).toMatchObject({
      ok: false,
      returnCode: C.NOT_AUTHENTICATED,
    });
    state.approve(tx);
    expect(await client.confirm(channel, tx, { amount: 400, currency: 'TWD' })).toMatchObject({
      returnCode: C.AMOUNT_MISMATCH,
    });
    const confirmed = await client.confirm(channel, tx, { amount: 500, currency: 'TWD' });
    expect(confirmed).toMatchObject({ ok: true, returnCode: C.OK, info: { transactionId: tx } });
    const twice = await client.confirm(channel, tx, { amount: 500, currency: 'TWD' });
    expect(twice).toMatchObject({ ok: false, returnCode: C.ORDER_ID_USED });
    expect(state.payments.get(tx)!.confirmations).toBe(1);
  });

  it('reports a request as waiting, approved, complete or cancelled; it expires after 20 minutes', async () => {
    const tx = await requested();
    expect((await client.check(channel, tx)).returnCode).toBe(C.OK);
    state.approve(tx);
    expect((await client.check(channel, tx)).returnCode).toBe(C.CHECK_AUTHORIZED);
    await client.confirm(channel, tx, { amount: 500, currency: 'TWD' });
    expect((await client.check(channel, tx)).returnCode).toBe(C.CHECK_COMPLETE);

    const cancelled = await requested();
    state.cancel(cancelled);
    expect((await client.check(channel, cancelled)).returnCode).toBe(C.CHECK_CANCELLED);

    const late = await requested();
    state.approve(late);
    clock = new Date(clock.getTime() + 21 * 60_000);
    expect((await client.check(channel, late)).returnCode).toBe(C.CHECK_CANCELLED);
    expect(await client.confirm(channel, late, { amount: 500, currency: 'TWD' })).toMatchObject({
      returnCode: C.EXPIRED,
    });
  });

  it('refunds in parts up to what was paid, then answers 1165', async () => {
    const tx = await requested(1000);
    state.approve(tx);
    await client.confirm(channel, tx, { amount: 1000, currency: 'TWD' });
    const part = await client.refund(channel, tx, 300);
    expect(part).toMatchObject({ ok: true });
    if (part.ok) expect(part.info.refundTransactionId).toMatch(/^\d{19}$/);
    expect(await client.refund(channel, tx, 800)).toMatchObject({
      returnCode: C.REFUND_OVER_LIMIT,
    });
    expect(await client.refund(channel, tx)).toMatchObject({ ok: true });
    expect(await client.refund(channel, tx)).toMatchObject({ returnCode: C.ALREADY_REFUNDED });
    expect(state.payments.get(tx)!.refunds.map((r) => r.amount)).toEqual([300, 700]);
  });

  it('lists confirmed payments only, by transaction id or order id', async () => {
    const paid = await requested();
    state.approve(paid);
    await client.confirm(channel, paid, { amount: 500, currency: 'TWD' });
    const waiting = await requested();
    const byTx = await client.details(channel, { transactionIds: [paid, waiting] });
    expect(byTx.ok && byTx.info.map((p) => p.transactionId)).toEqual([paid]);
    const orderId = state.payments.get(paid)!.orderId;
    const byOrder = await client.details(channel, { orderIds: [orderId] });
    expect(byOrder.ok && byOrder.info[0]).toMatchObject({ transactionId: paid, orderId });
  });

  it('can confirm and still answer an error, which details then reveals (the reconciliation case)', async () => {
    const tx = await requested();
    state.approve(tx);
    state.script('confirm', { returnCode: C.DUPLICATE_OR_PROCESSING, perform: true });
    expect(await client.confirm(channel, tx, { amount: 500, currency: 'TWD' })).toMatchObject({
      returnCode: C.DUPLICATE_OR_PROCESSING,
    });
    const details = await client.details(channel, { transactionIds: [tx] });
    expect(details.ok && details.info).toHaveLength(1);
  });

  it('throws LinePayUnavailableError on a timeout or a refused connection, never a failure code', async () => {
    state.script('request', { delayMs: 400 });
    const impatient = new LinePayClient({ baseUrl: base, timeoutsMs: { request: 100 } });
    await expect(impatient.request(channel, input())).rejects.toBeInstanceOf(
      LinePayUnavailableError,
    );
    const nowhere = new LinePayClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.check(channel, '2026000000000000001')).rejects.toBeInstanceOf(
      LinePayUnavailableError,
    );
  });

  it('serves a payment page whose 付款 returns to the confirm URL with the ids appended', async () => {
    const tx = await requested();
    const page = await fetch(`${base}/pay/${tx}`);
    const html = await page.text();
    expect(html).toContain('付款');
    expect(html).toContain('取消');
    const approved = await fetch(`${base}/pay/${tx}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const location = new URL(approved.headers.get('location')!);
    expect(location.pathname).toBe('/v1/line-pay/confirm');
    expect(location.searchParams.get('paymentId')).toBe('7');
    expect(location.searchParams.get('transactionId')).toBe(tx);
    expect(state.payments.get(tx)!.state).toBe('AUTHORIZED');

    const other = await requested();
    const cancelled = await fetch(`${base}/pay/${other}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(new URL(cancelled.headers.get('location')!).pathname).toBe('/v1/line-pay/cancel');
    expect(state.payments.get(other)!.state).toBe('CANCELLED');
  });
});
