import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../db/schema';
import { buildService, buildServiceGroup } from '../../../test/factories';
import { catalogueTestKit } from '../../../test/seller-factories';

// Seller service groups: list, create, rename, delete, reorder.
const kit = catalogueTestKit();
const { owner, ownShop } = kit;

// -----------------------------------------------------------------------------------------------
// Service groups

describe('service groups', () => {
  it('lists every group in order with all services, bookable or not, and their operators', async () => {
    const f = await ownShop(2);
    await kit.t.database.db
      .update(shops)
      .set({ reviewStatus: 'PENDING' })
      .where(eq(shops.id, f.shop.id)); // the seller sees a shop under review too
    const hidden = await buildService(kit.t.database.db, f.group, {
      name: '暫停的服務',
      isBookable: false,
      position: 5,
    });
    const res = await kit.api.call('GET', `${f.base}/service-groups`, {
      token: kit.callers.staff.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { id: number }) => g.id)).toEqual([f.group.id, f.emptyGroup.id]);
    const [first, second] = res.body.data;
    expect(first.services.map((s: { id: number }) => s.id)).toEqual([
      f.services[0].id,
      f.services[1].id,
      hidden.id,
    ]);
    expect(first.services[0]).toEqual({
      id: f.services[0].id,
      shopId: f.shop.id,
      serviceGroupId: f.group.id,
      name: '洗剪吹',
      description: null,
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      price: 80000,
      currency: 'TWD',
      prepaymentAmount: null,
      isBookable: true,
      position: 0,
      operatorIds: f.operators.map((o) => o.id),
    });
    expect(first.services[2]).toMatchObject({ isBookable: false, operatorIds: [] });
    expect(second).toEqual({
      id: f.emptyGroup.id,
      shopId: f.shop.id,
      name: '空分類',
      position: 1,
      services: [],
    });
  });

  it('creates at the end, renames, validates the name', async () => {
    const f = await ownShop();
    const created = await kit.api.call('POST', `${f.base}/service-groups`, {
      token: kit.callers.manager.token,
      body: { name: '  頭皮護理  ' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: '頭皮護理', position: 2, services: [] });
    const renamed = await kit.api.call(
      'PATCH',
      `${f.base}/service-groups/${created.body.data.id}`,
      {
        token: owner(),
        body: { name: '養護' },
      },
    );
    expect(renamed.body.data).toMatchObject({ id: created.body.data.id, name: '養護' });
    const blank = await kit.api.call('POST', `${f.base}/service-groups`, {
      token: owner(),
      body: { name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({ code: 'E_VALIDATION', field: 'name' });
    const extra = await kit.api.call('POST', `${f.base}/service-groups`, {
      token: owner(),
      body: { name: 'x', position: 3 },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error.field).toBe('position');
  });

  it('refuses to delete a group that still has services (409), deletes an empty one', async () => {
    const f = await ownShop();
    const full = await kit.api.call('DELETE', `${f.base}/service-groups/${f.group.id}`, {
      token: owner(),
    });
    expect(full.status).toBe(409);
    expect(full.body.error).toEqual({
      code: 'E_GROUP_NOT_EMPTY',
      message: '這個分類還有 2 項服務，請先刪除或移到其他分類',
    });
    const empty = await kit.api.call('DELETE', `${f.base}/service-groups/${f.emptyGroup.id}`, {
      token: owner(),
    });
    expect(empty.status).toBe(204);
    const list = await kit.api.call('GET', `${f.base}/service-groups`, { token: owner() });
    expect(list.body.data.map((g: { id: number }) => g.id)).toEqual([f.group.id]);
    const again = await kit.api.call('DELETE', `${f.base}/service-groups/${f.emptyGroup.id}`, {
      token: owner(),
    });
    expect(again.status).toBe(404);
  });

  it('reorders: ids must be exactly the shop’s groups', async () => {
    const f = await ownShop();
    const third = await buildServiceGroup(kit.t.database.db, f.shop.id, { position: 2 });
    const url = `${f.base}/service-groups:reorder`;
    const ok = await kit.api.call('POST', url, {
      token: owner(),
      body: { ids: [third.id, f.group.id, f.emptyGroup.id] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((g: { id: number; position: number }) => [g.id, g.position])).toEqual([
      [third.id, 0],
      [f.group.id, 1],
      [f.emptyGroup.id, 2],
    ]);
    const other = await ownShop();
    for (const ids of [
      [third.id, f.group.id], // one missing
      [third.id, f.group.id, f.group.id], // repeated
      [third.id, f.group.id, other.group.id], // another shop's
      [third.id, f.group.id, f.emptyGroup.id, other.group.id], // extra
    ]) {
      const bad = await kit.api.call('POST', url, { token: owner(), body: { ids } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('ids');
    }
    const empty = await kit.api.call('POST', url, { token: owner(), body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.field).toBe('ids');
    // The other shop's order is untouched.
    const theirs = await kit.api.call('GET', `${other.base}/service-groups`, { token: owner() });
    expect(theirs.body.data.map((g: { position: number }) => g.position)).toEqual([0, 1]);
  });
});
