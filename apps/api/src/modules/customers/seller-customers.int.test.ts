import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, customerTagLinks, orders } from '../../db/schema';
import { buildShop } from '../../../test/factories';
import { type AccessCase, accessMatrix, route } from '../../../test/access-matrix';
import { buildCustomer } from '../../../test/member-item-factories';
import { sellerTestKit } from '../../../test/seller-factories';

const kit = sellerTestKit();
let shopId: number;

beforeAll(async () => {
  shopId = (await buildShop(kit.t.database.db, { sellerId: kit.callers.sellerId })).id;
});

const base = kit.base;
let tagCounter = 0;
const tagName = () => `標籤${++tagCounter}`;

/** A customer record of the callers' seller (or another). */
const customer = (values: Partial<typeof customers.$inferInsert> = {}) =>
  buildCustomer(kit.t.database.db, kit.callers.sellerId, values);

/** An order of the customer at the callers' shop. */
async function order(
  customerId: number,
  status: (typeof orders.$inferInsert)['status'],
  startsAt: string,
  totalPrice: number,
) {
  const start = new Date(startsAt);
  await kit.t.database.db.insert(orders).values({
    orderKey: randomUUID(),
    sellerId: kit.callers.sellerId,
    shopId,
    customerId,
    status,
    currency: 'TWD',
    totalPrice,
    startsAt: start,
    endsAt: new Date(start.getTime() + 3_600_000),
  });
}

async function createTag(body: Record<string, unknown> = {}) {
  const res = await kit.api.call('POST', `${base()}/customer-tags`, {
    token: kit.callers.owner.token,
    body: { name: tagName(), color: 'teal', ...body },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string };
}

describe('who may call the customer routes', () => {
  const routes: AccessCase[] = [
    route('GET /customer-tags', 'customers.work', async () => ({ url: `${base()}/customer-tags` })),
    route('POST /customer-tags', 'tags.manage', async () => ({
      url: `${base()}/customer-tags`,
      body: { name: tagName(), color: 'red', vipExtraDays: 30 },
    })),
    route('PUT /customer-tags/{tagId}', 'tags.manage', async () => ({
      url: `${base()}/customer-tags/${(await createTag()).id}`,
      body: { name: tagName(), color: 'blue', vipExtraDays: null },
    })),
    route('DELETE /customer-tags/{tagId}', { permission: 'tags.manage', ok: 204 }, async () => ({
      url: `${base()}/customer-tags/${(await createTag()).id}`,
    })),
    route('GET /customer-records', 'customers.work', async () => ({
      url: `${base()}/customer-records`,
    })),
    route('GET /customer-records/{customerId}', 'customers.work', async () => ({
      url: `${base()}/customer-records/${(await customer()).id}`,
    })),
    route('PATCH /customer-records/{customerId}', 'customers.work', async () => ({
      url: `${base()}/customer-records/${(await customer()).id}`,
      body: { summary: '喜歡安靜' },
    })),
    route('GET /customer-records/{customerId}/orders', 'customers.work', async () => ({
      url: `${base()}/customer-records/${(await customer()).id}/orders`,
    })),
  ];

  accessMatrix(kit, {
    routes,
    covers: (p) =>
      (p.startsWith('/v1/sellers/{sellerId}/customer-tags') ||
        p.startsWith('/v1/sellers/{sellerId}/customer-records')) &&
      // Membership items' own tables (stored-value/, vouchers/, coupons/, products/) cover
      // the counter's routes on a record.
      !/\/\{customerId\}\/(depositor|voucher|coupon|product)/.test(p),
  });
});

describe('customer tags', () => {
  it('creates, lists, updates and deletes a tag with a VIP window', async () => {
    const name = tagName();
    const created = await kit.api.call('POST', `${base()}/customer-tags`, {
      token: kit.callers.manager.token,
      body: { name: ` ${name} `, color: 'grape', vipExtraDays: 30 },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      name,
      color: 'grape',
      vipExtraDays: 30,
    });
    const id = created.body.data.id;
    const list = await kit.api.call('GET', `${base()}/customer-tags`, {
      token: kit.callers.staff.token,
    });
    expect(list.body.data).toContainEqual(created.body.data);
    const updated = await kit.api.call('PUT', `${base()}/customer-tags/${id}`, {
      token: kit.callers.owner.token,
      body: { name, color: 'lime', vipExtraDays: null },
    });
    expect(updated.body.data).toEqual({ id, name, color: 'lime', vipExtraDays: null });
    const gone = await kit.api.call('DELETE', `${base()}/customer-tags/${id}`, {
      token: kit.callers.owner.token,
    });
    expect(gone.status).toBe(204);
    const after = await kit.api.call('GET', `${base()}/customer-tags`, {
      token: kit.callers.owner.token,
    });
    expect(after.body.data.map((x: { id: number }) => x.id)).not.toContain(id);
  });

  it('refuses a second tag of the same name with 409, also on rename', async () => {
    const first = await createTag();
    const again = await kit.api.call('POST', `${base()}/customer-tags`, {
      token: kit.callers.owner.token,
      body: { name: first.name, color: 'red' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'E_TAG_NAME_TAKEN', field: 'name' });
    const second = await createTag();
    const rename = await kit.api.call('PUT', `${base()}/customer-tags/${second.id}`, {
      token: kit.callers.owner.token,
      body: { name: first.name, color: 'red', vipExtraDays: null },
    });
    expect(rename.status).toBe(409);
    // Another seller may use the name.
    const other = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.outsider.sellerId}/customer-tags`,
      {
        token: kit.callers.outsider.token,
        body: { name: first.name, color: 'red' },
      },
    );
    expect(other.status).toBe(200);
  });

  it('refuses a bad name, colour or VIP window with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ name: '', color: 'red' }, 'name'],
      [{ name: '一二三四五六七八九十一二三四五六七八九十一', color: 'red' }, 'name'],
      [{ name: 'A\nB', color: 'red' }, 'name'],
      [{ name: 'A', color: 'purple' }, 'color'],
      [{ name: 'A', color: 'red', vipExtraDays: 0 }, 'vipExtraDays'],
      [{ name: 'A', color: 'red', vipExtraDays: 366 }, 'vipExtraDays'],
      [{ name: 'A', color: 'red', vipExtraDays: 1.5 }, 'vipExtraDays'],
    ] as const) {
      const res = await kit.api.call('POST', `${base()}/customer-tags`, {
        token: kit.callers.owner.token,
        body,
      });
      expect([body, res.status, res.body.error?.field]).toEqual([body, 400, field]);
    }
  });

  it("answers 404 for another seller's tag", async () => {
    const res = await kit.api.call(
      'PUT',
      `/v1/sellers/${kit.callers.outsider.sellerId}/customer-tags/${(await createTag()).id}`,
      {
        token: kit.callers.outsider.token,
        body: { name: 'x', color: 'red', vipExtraDays: null },
      },
    );
    expect(res.status).toBe(404);
  });
});

describe('customer records', () => {
  it('masks phone numbers for staff and shows them whole to owner and manager', async () => {
    const c = await customer({ displayName: '遮罩測試', phoneNumber: '+886955123678' });
    const url = `${base()}/customer-records?keyword=${encodeURIComponent('遮罩測試')}`;
    const phones: Record<string, unknown> = {};
    for (const who of ['owner', 'manager', 'staff'] as const) {
      const res = await kit.api.call('GET', url, { token: kit.callers[who].token });
      expect(res.status).toBe(200);
      phones[who] = res.body.data.map((r: { phoneNumber: string; phoneMasked: boolean }) => [
        r.phoneNumber,
        r.phoneMasked,
      ]);
      const one = await kit.api.call('GET', `${base()}/customer-records/${c.id}`, {
        token: kit.callers[who].token,
      });
      expect(JSON.stringify(one.body)).not.toContain(who === 'staff' ? '123' : '***');
    }
    expect(phones).toEqual({
      owner: [['0955-123-678', false]],
      manager: [['0955-123-678', false]],
      staff: [['0955-***-678', true]],
    });
  });

  it('finds a phone typed as 09…, 9… or +886…, and a name', async () => {
    const c = await customer({ displayName: '電話搜尋', phoneNumber: '+886966777888' });
    await customer({ displayName: '別人', phoneNumber: '+886966111222' });
    for (const keyword of ['0966777', '0966-777-888', '966777', '+886966777888', '電話搜']) {
      const res = await kit.api.call(
        'GET',
        `${base()}/customer-records?keyword=${encodeURIComponent(keyword)}`,
        { token: kit.callers.staff.token },
      );
      expect([keyword, res.body.data.map((r: { id: number }) => r.id)]).toEqual([keyword, [c.id]]);
    }
  });

  it('filters by tag, sorts by visit stats from COMPLETED orders, and never lists merged records', async () => {
    const tag = await createTag({ vipExtraDays: 30 });
    const a = await customer({ displayName: '統計甲' });
    const b = await customer({ displayName: '統計乙' });
    const merged = await customer({ displayName: '統計丙', mergedIntoId: a.id });
    await kit.t.database.db.insert(customerTagLinks).values([
      { customerId: a.id, tagId: tag.id },
      { customerId: b.id, tagId: tag.id },
      { customerId: merged.id, tagId: tag.id },
    ]);
    await order(a.id, 'COMPLETED', '2026-10-01T02:00:00.000Z', 100000);
    await order(a.id, 'COMPLETED', '2026-11-01T02:00:00.000Z', 50000);
    await order(a.id, 'CANCELLED', '2026-11-20T02:00:00.000Z', 900000);
    await order(b.id, 'COMPLETED', '2026-11-10T02:00:00.000Z', 300000);
    await order(b.id, 'CONFIRMED', '2026-12-10T02:00:00.000Z', 300000);
    const list = async (sort: string) => {
      const res = await kit.api.call(
        'GET',
        `${base()}/customer-records?tagId=${tag.id}&sort=${sort}`,
        {
          token: kit.callers.owner.token,
        },
      );
      expect(res.status).toBe(200);
      return res.body;
    };
    const byLast = await list('lastVisit');
    expect(byLast.meta).toEqual({ page: 1, perPage: 20, total: 2 });
    expect(byLast.data.map((r: { displayName: string }) => r.displayName)).toEqual([
      '統計乙',
      '統計甲',
    ]);
    expect(byLast.data[1]).toMatchObject({
      tags: [{ id: tag.id, name: tag.name, color: 'teal', vipExtraDays: 30 }],
      stats: {
        visitCount: 2,
        totalSpent: 150000,
        currency: 'TWD',
        lastVisitAt: '2026-11-01T02:00:00.000Z',
      },
    });
    expect((await list('visitCount')).data.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect((await list('totalSpent')).data.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const detail = await kit.api.call('GET', `${base()}/customer-records/${merged.id}`, {
      token: kit.callers.owner.token,
    });
    expect(detail.status).toBe(404);
    const orderList = await kit.api.call(
      'GET',
      `${base()}/customer-records/${a.id}/orders?perPage=2`,
      {
        token: kit.callers.staff.token,
      },
    );
    expect(orderList.body.meta).toEqual({ page: 1, perPage: 2, total: 3 });
    expect(orderList.body.data.map((o: { status: string }) => o.status)).toEqual([
      'CANCELLED',
      'COMPLETED',
    ]);
  });

  it('saves notes (cleaned multi-line) and replaces the tags; a foreign tag is 400', async () => {
    const c = await customer();
    const [t1, t2] = [await createTag(), await createTag()];
    const url = `${base()}/customer-records/${c.id}`;
    const first = await kit.api.call('PATCH', url, {
      token: kit.callers.staff.token,
      body: { summary: '  喜歡短髮\r\n\r\n\r\n\r\n對香味過敏\u200b  ', tagIds: [t1.id, t2.id] },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.summary).toBe('喜歡短髮\n\n對香味過敏');
    expect(first.body.data.tags.map((x: { id: number }) => x.id)).toEqual([t1.id, t2.id]);
    const second = await kit.api.call('PATCH', url, {
      token: kit.callers.staff.token,
      body: { tagIds: [t2.id] },
    });
    expect(second.body.data).toMatchObject({ summary: '喜歡短髮\n\n對香味過敏' });
    expect(second.body.data.tags.map((x: { id: number }) => x.id)).toEqual([t2.id]);
    const [row] = await kit.t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row!.summary).toBe('喜歡短髮\n\n對香味過敏');

    const foreign = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.outsider.sellerId}/customer-tags`,
      {
        token: kit.callers.outsider.token,
        body: { name: '外來', color: 'red' },
      },
    );
    const refused = await kit.api.call('PATCH', url, {
      token: kit.callers.owner.token,
      body: { tagIds: [t1.id, foreign.body.data.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'E_VALIDATION', field: 'tagIds' });
    const tooLong = await kit.api.call('PATCH', url, {
      token: kit.callers.owner.token,
      body: { summary: 'a'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    const cleared = await kit.api.call('PATCH', url, {
      token: kit.callers.owner.token,
      body: { summary: '  ', tagIds: [] },
    });
    expect(cleared.body.data).toMatchObject({ summary: null, tags: [] });
  });

  it("answers 404 for another seller's customer", async () => {
    const theirs = await customer({ sellerId: kit.callers.outsider.sellerId });
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { summary: 'x' }],
      ['GET', '/orders', undefined],
    ] as const) {
      const res = await kit.api.call(method, `${base()}/customer-records/${theirs.id}${suffix}`, {
        token: kit.callers.owner.token,
        ...(body ? { body } : {}),
      });
      expect([method, suffix, res.status]).toEqual([method, suffix, 404]);
    }
  });
});
