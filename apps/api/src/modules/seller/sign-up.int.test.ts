import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerMembers, sellers } from '../../db/schema';
import { approveShop } from '../../../test/admin-factories';
import { signedInUser } from '../../../test/booking-factories';
import { cityNamed, industryWithSlug } from '../../../test/factories';
import { sellerMember, sellerTestKit, TEST_NOW, tp, week } from '../../../test/seller-factories';

// Self-service seller sign-up (POST /v1/sellers) and the first-shop wizard's calls end to end:
// seller, shop, hours, a service, an operator, and then customers can book it.

const kit = sellerTestKit({ clock: () => TEST_NOW });

describe('POST /v1/sellers', () => {
  it('creates a seller owned by the caller, listed first in their sellers', async () => {
    const who = await signedInUser(kit.t);
    const res = await kit.api.call('POST', '/v1/sellers', {
      token: who.token,
      body: { displayName: '  晨光髮廊  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      displayName: '晨光髮廊',
      memberDetails: { role: 'OWNER' },
    });
    const members = await kit.t.database.db
      .select()
      .from(sellerMembers)
      .where(eq(sellerMembers.sellerId, res.body.data.id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[who.user.id, 'OWNER']]);
    const list = await kit.api.call('GET', '/v1/sellers', { token: who.token });
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([res.body.data.id]);
  });

  it('refuses a second seller for an owner (409), so a repeated step creates nothing', async () => {
    const who = await signedInUser(kit.t);
    const first = await kit.api.call('POST', '/v1/sellers', {
      token: who.token,
      body: { displayName: '第一間' },
    });
    expect(first.status).toBe(200);
    const [again, parallel] = await Promise.all([
      kit.api.call('POST', '/v1/sellers', { token: who.token, body: { displayName: '第二間' } }),
      kit.api.call('POST', '/v1/sellers', { token: who.token, body: { displayName: '第三間' } }),
    ]);
    for (const res of [again, parallel]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'E_ALREADY_MEMBER',
        message: '這個帳號已經建立過商家，請到商家後台管理',
      });
    }
    const owned = await kit.t.database.db
      .select()
      .from(sellerMembers)
      .where(eq(sellerMembers.userId, who.user.id));
    expect(owned).toHaveLength(1);
  });

  it("lets another seller's staff member open a business of their own", async () => {
    const staff = await sellerMember(kit.t, 'STAFF');
    const res = await kit.api.call('POST', '/v1/sellers', {
      token: staff.token,
      body: { displayName: '自己的工作室' },
    });
    expect(res.status).toBe(200);
    const list = await kit.api.call('GET', '/v1/sellers', { token: staff.token });
    expect(
      list.body.data.map((s: { memberDetails: { role: string } }) => s.memberDetails.role),
    ).toEqual(['STAFF', 'OWNER']);
  });

  it('needs a signed-in user and a name', async () => {
    const anonymous = await kit.api.call('POST', '/v1/sellers', { body: { displayName: '匿名' } });
    expect(anonymous.status).toBe(401);
    const who = await signedInUser(kit.t);
    for (const body of [{ displayName: '   ' }, { displayName: 'a\nb' }, {}, { name: 'x' }]) {
      const res = await kit.api.call('POST', '/v1/sellers', { token: who.token, body });
      expect([body, res.status, res.body.error.code]).toEqual([body, 400, 'E_VALIDATION']);
    }
    const count = await kit.t.database.db.$count(sellers, eq(sellers.displayName, '匿名'));
    expect(count).toBe(0);
  });
});

describe('the first-shop wizard, by its calls', () => {
  it('ends with a shop whose menu offers the service with the operator and start times', async () => {
    const who = await signedInUser(kit.t, { displayName: '林美玲' });
    const token = who.token;
    const seller = await kit.api.call('POST', '/v1/sellers', {
      token,
      body: { displayName: '美玲工作室' },
    });
    const sellerId = seller.body.data.id as number;
    const city = await cityNamed(kit.t.database.db, '臺北市');
    const industry = await industryWithSlug(kit.t.database.db, 'hair');
    const shop = await kit.api.call('POST', `/v1/sellers/${sellerId}/shops`, {
      token,
      body: {
        displayName: '美玲工作室',
        urlSlug: 'meiling-studio',
        address: '臺北市大安區忠孝東路四段 1 號',
        phoneNumber: '02-2771-0000',
        industryId: industry.id,
        cityId: city.id,
      },
    });
    expect(shop.status).toBe(200);
    const base = `/v1/sellers/${sellerId}/shops/${shop.body.data.id}`;
    // A new shop waits for review (decision 022): hidden until an admin approves it.
    const pending = await kit.api.call('GET', `/v1/service-groups?shopId=${shop.body.data.id}`);
    expect(pending.status).toBe(404);
    await approveShop(kit.t, shop.body.data.id);
    // Public once approved; nothing to book yet.
    const empty = await kit.api.call('GET', `/v1/service-groups?shopId=${shop.body.data.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);

    const hours = week([['10:00', '20:00']], [2, 3, 4, 5, 6, 0]);
    expect(
      (await kit.api.call('PUT', `${base}/weekly-hours`, { token, body: { weeklyHours: hours } }))
        .status,
    ).toBe(200);
    const group = await kit.api.call('POST', `${base}/service-groups`, {
      token,
      body: { name: '服務項目' },
    });
    const service = await kit.api.call('POST', `${base}/services`, {
      token,
      body: { serviceGroupId: group.body.data.id, name: '剪髮', durationMinutes: 60, price: 80000 },
    });
    expect(service.status).toBe(200);
    // A service nobody performs yet is not on the public menu.
    const before = await kit.api.call(
      'GET',
      `/v1/service-groups?shopId=${shop.body.data.id}&part=services`,
    );
    expect(before.body.data[0].services).toEqual([]);

    const operator = await kit.api.call('POST', `${base}/operators`, {
      token,
      body: { displayName: '林美玲', serviceIds: [service.body.data.id], weeklyShifts: hours },
    });
    expect(operator.status).toBe(200);

    const menu = await kit.api.call(
      'GET',
      `/v1/service-groups?shopId=${shop.body.data.id}&part=services.operators`,
    );
    expect(menu.body.data[0].services).toMatchObject([
      { id: service.body.data.id, name: '剪髮', operatorIds: [operator.body.data.id] },
    ]);
    const times = await kit.api.call('POST', '/v1/bookings:start-times', {
      body: {
        shopId: shop.body.data.id,
        serviceIds: [service.body.data.id],
        operatorId: operator.body.data.id,
        startDate: '2026-12-02',
        endDate: '2026-12-02',
      },
    });
    expect(times.status).toBe(200);
    expect(times.body.data.days[0].times[0]).toMatchObject({
      startTime: tp('2026-12-02', '10:00'),
      operatorIds: [operator.body.data.id],
    });
  });
});
