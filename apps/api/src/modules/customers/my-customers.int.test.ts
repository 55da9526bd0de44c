import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { describe, expect, it } from 'vitest';
import { bookingTestApp, signedInUser, tp } from '../../../test/booking-factories';
import { shopFixture } from '../../../test/shop-fixture';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));

describe('me: orders and customer records', () => {
  it('lists the 我的預約 tabs: upcoming until an order ends, past once closed or over', async () => {
    const { book } = await shopFixture(h);
    const me = await signedInUser(h.t);
    const ids: number[] = [];
    for (const date of ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']) {
      const res = await book(me.token, tp(date, '10:00'));
      expect(res.status).toBe(200);
      ids.push(res.body.data.id);
    }
    const [ongoing, completed, later, cancelled] = ids as [number, number, number, number];
    await h.api.call('POST', '/v1/orders:cancel', {
      token: me.token,
      body: { orderId: cancelled },
    });
    await h.t.database.db
      .update(orders)
      .set({ status: 'COMPLETED' })
      .where(eq(orders.id, completed));
    const tab = async (query: string) => {
      const res = await h.api.call('GET', `/v1/me/orders?${query}`, { token: me.token });
      expect(res.status).toBe(200);
      return res.body.data.map((o: { id: number }) => o.id);
    };

    h.now = new Date(tp('2026-12-02', '10:30')); // the first visit is under way
    expect(await tab('period=upcoming')).toEqual([ongoing, later]);
    expect(await tab('period=past')).toEqual([completed]);
    expect(await tab('status=CANCELLED')).toEqual([cancelled]);

    h.now = new Date(tp('2026-12-02', '11:00')); // it ended; the shop has not closed it yet
    expect(await tab('period=upcoming')).toEqual([later]);
    expect(await tab('period=past&part=shop')).toEqual([completed, ongoing]);
    const paged = await h.api.call('GET', '/v1/me/orders?period=past&perPage=1&page=2', {
      token: me.token,
    });
    expect(paged.body.data.map((o: { id: number }) => o.id)).toEqual([ongoing]);
    expect(paged.body.meta).toEqual({ page: 2, perPage: 1, total: 2 });
    expect((await h.api.call('GET', '/v1/me/orders?period=soon', { token: me.token })).status).toBe(
      400,
    );
  });

  it('lists own orders and customer records only, with filters', async () => {
    const { shop, wash, book } = await shopFixture(h);
    const me = await signedInUser(h.t, { displayName: '張雅婷' });
    const first = await book(me.token, tp('2026-12-02', '10:00'));
    const second = await book(me.token, tp('2026-12-04', '10:00'), { serviceIds: [wash.id] });
    await h.api.call('POST', '/v1/orders:cancel', {
      token: me.token,
      body: { orderId: first.body.data.id },
    });
    const someoneElse = await signedInUser(h.t);
    await book(someoneElse.token, tp('2026-12-03', '10:00'));

    const all = await h.api.call('GET', '/v1/me/orders', { token: me.token });
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ page: 1, perPage: 50, total: 2 });
    expect(all.body.data.map((o: { id: number }) => o.id)).toEqual([
      second.body.data.id,
      first.body.data.id,
    ]);
    const confirmed = await h.api.call('GET', '/v1/me/orders?status=CONFIRMED&part=shop', {
      token: me.token,
    });
    expect(confirmed.body.data.map((o: { id: number }) => o.id)).toEqual([second.body.data.id]);
    expect(confirmed.body.data[0].shop.displayName).toBe(shop.displayName);
    const upcoming = await h.api.call(
      'GET',
      `/v1/me/orders?startTime=${encodeURIComponent(tp('2026-12-03', '00:00'))}`,
      { token: me.token },
    );
    expect(upcoming.body.data.map((o: { id: number }) => o.id)).toEqual([second.body.data.id]);
    expect((await h.api.call('GET', '/v1/me/orders')).status).toBe(401);
    expect(
      (await h.api.call('GET', '/v1/me/orders?status=WHATEVER', { token: me.token })).status,
    ).toBe(400);

    const records = await h.api.call('GET', '/v1/me/customers?part=shops', { token: me.token });
    expect(records.body.data).toHaveLength(1);
    const record = records.body.data[0];
    expect(record).toMatchObject({
      sellerId: shop.sellerId,
      displayName: '張雅婷',
      defaultShopName: shop.displayName,
    });
    expect(record.shops).toEqual([
      { id: shop.id, displayName: shop.displayName, urlSlug: shop.urlSlug },
    ]);
    const one = await h.api.call('GET', `/v1/me/customers/${record.id}`, { token: me.token });
    expect(one.body.data.id).toBe(record.id);
    expect(
      (await h.api.call('GET', `/v1/me/customers/${record.id}`, { token: someoneElse.token }))
        .status,
    ).toBe(404);
    const theirOrders = await h.api.call('GET', `/v1/me/customers/${record.id}/orders?perPage=1`, {
      token: me.token,
    });
    expect(theirOrders.body.meta).toEqual({ page: 1, perPage: 1, total: 2 });
    expect(
      (
        await h.api.call('GET', `/v1/me/customers/${record.id}/orders`, {
          token: someoneElse.token,
        })
      ).status,
    ).toBe(404);

    const form = await h.api.call('GET', `/v1/me/customers:form?sellerId=${shop.sellerId}`, {
      token: me.token,
    });
    expect(form.body.data.profileSetting.displayName).toEqual({ enabled: true, required: true });
    expect(form.body.data.customer.id).toBe(record.id);
    const fresh = await h.api.call('GET', `/v1/me/customers:form?sellerId=${shop.sellerId}`, {
      token: someoneElse.token,
    });
    expect(fresh.body.data.customer).not.toBeNull();
    const unknownSeller = await h.api.call('GET', '/v1/me/customers:form?sellerId=999999', {
      token: me.token,
    });
    expect(unknownSeller.status).toBe(404);
  });

  it("follows the seller's profile settings: disabled fields dropped, required ones enforced", async () => {
    const { db, shop, book } = await shopFixture(h);
    await db.execute(
      sql`update sellers set profile_setting = ${JSON.stringify({
        birthDate: { enabled: true, required: true },
        contactEmail: { enabled: false, required: false },
        displayName: { enabled: true, required: true },
        gender: { enabled: true, required: false },
        phoneNumber: { enabled: true, required: true },
      })}::jsonb where id = ${shop.sellerId}`,
    );
    const items = await h.api.call('POST', '/v1/bookings:form-items', {
      body: { shopId: shop.id },
    });
    expect(items.body.data.items.map((i: { key: string }) => i.key)).not.toContain('contactEmail');
    const me = await signedInUser(h.t);
    const startTime = tp('2026-12-02', '10:00');
    const missing = await book(me.token, startTime);
    expect(missing.body.error).toMatchObject({
      code: 'E_PROFILE_INCOMPLETE',
      field: 'profile.birthDate',
    });
    const ok = await book(me.token, startTime, {
      profile: { birthDate: '1995-04-12', contactEmail: 'x@example.com' },
    });
    expect(ok.status).toBe(200);
    const read = await h.api.call('GET', `/v1/orders/${ok.body.data.id}?part=customer`, {
      token: me.token,
    });
    expect(read.body.data.customer).toMatchObject({ birthDate: '1995-04-12', contactEmail: null });
  });
});
