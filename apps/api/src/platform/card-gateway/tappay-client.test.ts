import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardGatewayUnavailableError } from './card-gateway';
import { TapPayClient } from './tappay-client';
import { FakeTapPay } from './tappay-fake';

// The real TapPay client against the fake TapPay over loopback.
let fake: FakeTapPay;
let client: TapPayClient;
let n = 0;
const charge = (amount = 99900) => ({
  amount,
  currency: 'TWD',
  orderNumber: `T${Date.now()}-${++n}`,
  details: '好約 專業方案',
});

beforeAll(async () => {
  fake = await FakeTapPay.start({ pagesBaseUrl: 'https://haoyue.test/fake-card-gateway' });
  client = new TapPayClient({
    baseUrl: fake.url,
    partnerKey: fake.partnerKey,
    merchantId: fake.merchantId,
    timeoutMs: 300,
  });
});
afterAll(() => fake.close());

describe('TapPay client on the fake', () => {
  it('pays by prime remembering the card, then by its token; whole dollars on the wire', async () => {
    const first = await client.payByPrime({
      ...charge(),
      prime: fake.primeFor('4242424242424242'),
      remember: true,
    });
    expect(first.status).toBe('PAID');
    expect(first.card?.details).toMatchObject({ brand: 'VISA', lastFour: '4242' });
    const sent = fake.calls.at(-1)!;
    expect(sent.path).toBe('/tpc/payment/pay-by-prime');
    expect(sent.body).toMatchObject({ amount: 999, currency: 'TWD', remember: true });
    const again = await client.payByToken({ ...charge(59900), card: first.card!.secret });
    expect(again.status).toBe('PAID');
    const record = await client.queryByOrderNumber(fake.calls.at(-1)!.body.order_number as string);
    expect(record).toMatchObject({ status: 'PAID', amount: 59900 });
  });

  it('answers a repeated order number with its first result, charging once', async () => {
    const input = { ...charge(), prime: fake.primeFor('4242424242424242'), remember: false };
    const a = await client.payByPrime(input);
    const b = await client.payByPrime({ ...input, prime: fake.primeFor('4242424242424242') });
    expect(b).toEqual(a);
    expect(fake.chargedOrders().filter((t) => t.orderNumber === input.orderNumber)).toHaveLength(1);
  });

  it('declines with a zh-TW reason; an expired card too', async () => {
    const declined = await client.payByPrime({
      ...charge(),
      prime: fake.primeFor('4000000000000002'),
      remember: true,
    });
    expect(declined).toMatchObject({ status: 'DECLINED', card: null });
    expect(declined.status === 'DECLINED' && declined.reason).toContain('發卡銀行拒絕');
    const expired = await client.bindCard({
      prime: fake.primeFor('4000000000000069'),
      currency: 'TWD',
    });
    expect(expired).toEqual({ ok: false, reason: '卡片已過期，請更新付款卡' });
    const used = await client.payByPrime({
      ...charge(),
      prime: 'prime_never_made',
      remember: false,
    });
    expect(used.status).toBe('DECLINED');
  });

  it('asks for 3-D Secure with the result URLs and settles after 驗證', async () => {
    const input = {
      ...charge(),
      prime: fake.primeFor('4000000000003220'),
      remember: true,
      threeDSecure: {
        frontendRedirectUrl: 'https://haoyue.test/dashboard/license?systemOrderId=1',
        backendNotifyUrl: 'https://haoyue.test/v1/card-gateway/notify',
      },
    };
    const waiting = await client.payByPrime(input);
    expect(waiting.status).toBe('AWAITING_3DS');
    if (waiting.status !== 'AWAITING_3DS') return;
    expect(waiting.paymentUrl).toBe(`https://haoyue.test/fake-card-gateway/3ds/${waiting.tradeId}`);
    expect((await client.queryByOrderNumber(input.orderNumber))?.status).toBe('AWAITING_3DS');
    expect(fake.completeThreeDSecure(waiting.tradeId)).toContain('systemOrderId=1');
    expect((await client.queryByOrderNumber(input.orderNumber))?.status).toBe('PAID');
  });

  it('times out into CardGatewayUnavailableError; the charge is found by its order number', async () => {
    const input = { ...charge(), prime: fake.primeFor('4000000000000119'), remember: false };
    await expect(client.payByPrime(input)).rejects.toBeInstanceOf(CardGatewayUnavailableError);
    expect((await client.queryByOrderNumber(input.orderNumber))?.status).toBe('PAID');
    expect(await client.queryByOrderNumber('never-sent')).toBeNull();
  });

  it('refunds once; a wrong partner key or an unreachable host is unavailable, never a decline', async () => {
    const paid = await client.payByPrime({
      ...charge(),
      prime: fake.primeFor('4242424242424242'),
      remember: false,
    });
    expect(await client.refund(paid.tradeId!)).toEqual({ ok: true });
    expect(fake.findTrade(paid.tradeId!)!.recordStatus).toBe(3);
    const wrongKey = new TapPayClient({ baseUrl: fake.url, partnerKey: 'nope', merchantId: 'x' });
    await expect(wrongKey.queryByOrderNumber('x')).rejects.toBeInstanceOf(
      CardGatewayUnavailableError,
    );
    const down = new TapPayClient({
      baseUrl: 'http://127.0.0.1:9',
      partnerKey: 'k',
      merchantId: 'm',
      timeoutMs: 200,
    });
    await expect(down.removeCard({ cardKey: 'a', cardToken: 'b' })).rejects.toBeInstanceOf(
      CardGatewayUnavailableError,
    );
  });
});
