import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerMember } from './seller-factories';
import { shopFixture } from './shop-fixture';
import { createTestApp, type TestContext } from './helper';
import { client } from './sign-in';

let t: TestContext;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t.close());

describe('x-dev-now: one request at another instant (development and tests only)', () => {
  it('lets a test complete a visit that has begun, without moving the clock of other requests', async () => {
    const f = await shopFixture({ t, api });
    const owner = await sellerMember(t, 'OWNER', f.shop.sellerId);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const taipeiDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(
      tomorrow,
    );
    const start = new Date(`${taipeiDate}T11:00:00+08:00`).toISOString();
    const { order } = await f.customerOrder(start);
    const complete = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/sellers/${f.shop.sellerId}/orders/${order.id}:complete`,
        headers: { authorization: `Bearer ${owner.token}`, ...headers },
      });
    expect((await complete({})).statusCode).toBe(409);
    expect((await complete({ 'x-dev-now': 'not a time' })).statusCode).toBe(409);
    const later = new Date(new Date(start).getTime() + 3_600_000).toISOString();
    const done = await complete({ 'x-dev-now': later });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('COMPLETED');
  });

  it('is ignored from another machine', async () => {
    const f = await shopFixture({ t, api });
    const owner = await sellerMember(t, 'OWNER', f.shop.sellerId);
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    start.setUTCHours(3); // 11:00 in Taipei
    const { order } = await f.customerOrder(start.toISOString());
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/sellers/${f.shop.sellerId}/orders/${order.id}:complete`,
      remoteAddress: '203.0.113.9',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-dev-now': new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(res.statusCode).toBe(409);
  });
});
