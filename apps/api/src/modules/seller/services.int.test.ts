import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingServiceItems, shops } from '../../db/schema';
import { buildService } from '../../../test/factories';
import {
  catalogueTestKit,
  expectFieldErrors,
  serviceBody,
  tp,
} from '../../../test/seller-factories';

// Seller services: create, edit, delete, reorder, and what customers then see.
const kit = catalogueTestKit();
const { owner, ownShop, bookOnline } = kit;

// -----------------------------------------------------------------------------------------------
// Services

describe('services', () => {
  it('creates a service in the shop currency at the end of its group; search and catalogue follow', async () => {
    const f = await ownShop(2);
    const res = await kit.api.call('POST', `${f.base}/services`, {
      token: kit.callers.manager.token,
      body: {
        serviceGroupId: f.group.id,
        name: '日式結構護髮',
        description: '含<b>頭皮</b>按摩\r\n約 90 分鐘',
        durationMinutes: 90,
        bufferAfterMinutes: 15,
        price: 250000,
        prepaymentAmount: 50000,
        operatorIds: [f.operators[1]!.id, f.operators[1]!.id],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shopId: f.shop.id,
      serviceGroupId: f.group.id,
      name: '日式結構護髮',
      description: '含頭皮按摩\n約 90 分鐘',
      durationMinutes: 90,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      price: 250000,
      currency: 'TWD',
      prepaymentAmount: 50000,
      isBookable: true,
      position: 2,
      operatorIds: [f.operators[1]!.id],
    });
    const found = await kit.api.call('GET', '/v1/shops?keyword=結構護髮');
    expect(found.body.data.map((s: { id: number }) => s.id)).toContain(f.shop.id);
    const pub = await kit.api.call(
      'GET',
      `/v1/service-groups?shopId=${f.shop.id}&part=services.operators`,
    );
    const published = pub.body.data[0].services.find(
      (s: { id: number }) => s.id === res.body.data.id,
    );
    expect(published.operatorIds).toEqual([f.operators[1]!.id]);
  });

  it('validates: fields, the group and operators of this shop, prepayment within the price', async () => {
    const f = await ownShop();
    const other = await ownShop();
    const url = `${f.base}/services`;
    await expectFieldErrors(kit.api, owner(), url, serviceBody(f), [
      [{ name: '' }, 'name'],
      [{ durationMinutes: 3 }, 'durationMinutes'],
      [{ price: -1 }, 'price'],
      [{ price: 10.5 }, 'price'],
      [{ bufferBeforeMinutes: 241 }, 'bufferBeforeMinutes'],
      [{ operatorIds: ['x'] }, 'operatorIds.0'],
      [{ currency: 'USD' }, 'currency'],
      [{ serviceGroupId: other.group.id }, 'serviceGroupId'],
      [{ serviceGroupId: 2147483000 }, 'serviceGroupId'],
      [{ operatorIds: [other.operators[0]!.id] }, 'operatorIds'],
      [{ price: 1000, prepaymentAmount: 1001 }, 'prepaymentAmount'],
    ]);
    const list = await kit.api.call('GET', url, { token: owner() });
    expect(list.body.data).toHaveLength(2); // nothing was created
  });

  it('lists all services, or one group’s; GET one', async () => {
    const f = await ownShop();
    const other = await buildService(kit.t.database.db, f.emptyGroup, { isBookable: false });
    const all = await kit.api.call('GET', `${f.base}/services`, { token: kit.callers.staff.token });
    expect(all.body.data.map((s: { id: number }) => s.id)).toEqual([
      f.services[0].id,
      f.services[1].id,
      other.id,
    ]);
    const one = await kit.api.call('GET', `${f.base}/services?serviceGroupId=${f.emptyGroup.id}`, {
      token: kit.callers.staff.token,
    });
    expect(one.body.data.map((s: { id: number }) => s.id)).toEqual([other.id]);
    const foreignGroup = await ownShop();
    const bad = await kit.api.call(
      'GET',
      `${f.base}/services?serviceGroupId=${foreignGroup.group.id}`,
      { token: owner() },
    );
    expect(bad.status).toBe(404);
    const single = await kit.api.call('GET', `${f.base}/services/${other.id}`, { token: owner() });
    expect(single.body.data).toMatchObject({ id: other.id, isBookable: false });
  });

  it('PATCH changes only what is sent; moving groups appends; operators are replaced', async () => {
    const f = await ownShop(2);
    const [cut] = f.services;
    const url = `${f.base}/services/${cut.id}`;
    const priced = await kit.api.call('PATCH', url, { token: owner(), body: { price: 90000 } });
    expect(priced.status).toBe(200);
    expect(priced.body.data).toMatchObject({
      name: '洗剪吹',
      durationMinutes: 60,
      price: 90000,
      isBookable: true,
      operatorIds: f.operators.map((o) => o.id),
    });
    const moved = await kit.api.call('PATCH', url, {
      token: owner(),
      body: {
        serviceGroupId: f.emptyGroup.id,
        operatorIds: [f.operators[1]!.id],
        description: '  ',
        name: '精緻剪髮',
      },
    });
    expect(moved.body.data).toMatchObject({
      serviceGroupId: f.emptyGroup.id,
      position: 0,
      name: '精緻剪髮',
      description: null,
      operatorIds: [f.operators[1]!.id],
    });
    const cleared = await kit.api.call('PATCH', url, { token: owner(), body: { operatorIds: [] } });
    expect(cleared.body.data.operatorIds).toEqual([]);
    const tooMuch = await kit.api.call('PATCH', url, {
      token: owner(),
      body: { prepaymentAmount: 90001 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.field).toBe('prepaymentAmount');
    const cheaper = await kit.api.call('PATCH', url, {
      token: owner(),
      body: { prepaymentAmount: 30000, price: 20000 },
    });
    expect(cheaper.body.error.field).toBe('prepaymentAmount');
    const otherShop = await ownShop();
    const foreign = await kit.api.call('PATCH', url, {
      token: owner(),
      body: { serviceGroupId: otherShop.group.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.field).toBe('serviceGroupId');
    const empty = await kit.api.call('PATCH', url, { token: owner(), body: {} });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ price: 90000, serviceGroupId: f.emptyGroup.id });
  });

  it('isBookable false hides a service from customers and search, not from the seller', async () => {
    const f = await ownShop();
    const [, wash] = f.services;
    const res = await kit.api.call('PATCH', `${f.base}/services/${wash.id}`, {
      token: owner(),
      body: { isBookable: false },
    });
    expect(res.body.data.isBookable).toBe(false);
    const pub = await kit.api.call('GET', `/v1/service-groups?shopId=${f.shop.id}&part=services`);
    expect(pub.body.data[0].services.map((s: { id: number }) => s.id)).toEqual([f.services[0].id]);
    const [row] = await kit.t.database.db
      .select({ searchText: shops.searchText })
      .from(shops)
      .where(eq(shops.id, f.shop.id));
    expect(row!.searchText).not.toContain('頭皮護理');
    const times = await kit.api.call('POST', '/v1/bookings:start-times', {
      body: {
        shopId: f.shop.id,
        serviceIds: [wash.id],
        startDate: '2026-12-02',
        endDate: '2026-12-02',
      },
    });
    expect(times.status).toBe(400);
    const mine = await kit.api.call('GET', `${f.base}/services/${wash.id}`, { token: owner() });
    expect(mine.status).toBe(200);
  });

  it('deletes a service even when booked: the booking keeps its item as sold', async () => {
    const f = await ownShop();
    const order = await bookOnline(f, tp('2026-12-02', '10:00'));
    const res = await kit.api.call('DELETE', `${f.base}/services/${f.services[0].id}`, {
      token: owner(),
    });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    const items = await kit.t.database.db
      .select()
      .from(bookingServiceItems)
      .where(eq(bookingServiceItems.bookingId, order.bookings[0].id));
    expect(items).toEqual([
      expect.objectContaining({ serviceId: null, name: '洗剪吹', price: 80000 }),
    ]);
    const gone = await kit.api.call('GET', `${f.base}/services/${f.services[0].id}`, {
      token: owner(),
    });
    expect(gone.status).toBe(404);
    const [row] = await kit.t.database.db
      .select({ searchText: shops.searchText })
      .from(shops)
      .where(eq(shops.id, f.shop.id));
    expect(row!.searchText).not.toContain('洗剪吹');
  });

  it('reorders one group’s services: ids must be exactly that group’s', async () => {
    const f = await ownShop();
    const [cut, wash] = f.services;
    const url = `${f.base}/services:reorder`;
    const ok = await kit.api.call('POST', url, {
      token: owner(),
      body: { serviceGroupId: f.group.id, ids: [wash.id, cut.id] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((s: { id: number; position: number }) => [s.id, s.position])).toEqual([
      [wash.id, 0],
      [cut.id, 1],
    ]);
    const other = await buildService(kit.t.database.db, f.emptyGroup);
    for (const body of [
      { serviceGroupId: f.group.id, ids: [wash.id] },
      { serviceGroupId: f.group.id, ids: [wash.id, cut.id, other.id] },
      { serviceGroupId: f.group.id, ids: [wash.id, wash.id] },
    ]) {
      const bad = await kit.api.call('POST', url, { token: owner(), body });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('ids');
    }
    const foreign = await ownShop();
    const wrongGroup = await kit.api.call('POST', url, {
      token: owner(),
      body: { serviceGroupId: foreign.group.id, ids: foreign.services.map((s) => s.id) },
    });
    expect(wrongGroup.status).toBe(400);
    expect(wrongGroup.body.error.field).toBe('serviceGroupId');
  });
});
