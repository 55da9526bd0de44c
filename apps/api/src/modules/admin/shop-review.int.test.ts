import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, customers, lineSettings, shops } from '../../db/schema';
import { adminUser } from '../../../test/admin-factories';
import { bookableShop } from '../../../test/booking-factories';
import { buildSeller, buildShop, cityNamed } from '../../../test/factories';
import { createFakeRenderedWebDist, createTestApp, type TestContext } from '../../../test/helper';
import { client } from '../../../test/sign-in';
import { ownerWithShop as ownerWithShopOf, smsTo } from './shop-review-fixture';

let t: TestContext;
let api: ReturnType<typeof client>;
let webDist: ReturnType<typeof createFakeRenderedWebDist>;
let reviewer: Awaited<ReturnType<typeof adminUser>>;

beforeAll(async () => {
  webDist = createFakeRenderedWebDist();
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist.dir } });
  api = client(t.app);
  reviewer = await adminUser(t, 'OPERATIONS');
});
afterAll(async () => {
  await t?.close();
  webDist?.remove();
});

const ownerWithShop = (name?: string) => ownerWithShopOf(t, api, name);
const outboxOf = (phone: string) => smsTo(t, api, phone);
const step = (shopId: number, verb: string, body: object = {}, token = reviewer.token) =>
  api.call('POST', `/v1/admin/shops/${shopId}:${verb}`, { token, body });

/** Every public way to a shop: 404s and absences while hidden, the answers when public. */
async function publicViews(
  shop: { id: number; urlSlug: string; displayName: string; sellerId: number },
  serviceId: number,
) {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const bySlug = await api.call('GET', `/v1/shops?urlSlug=${shop.urlSlug}`);
  const search = await api.call('GET', `/v1/shops?keyword=${encodeURIComponent(shop.displayName)}`);
  const suggest = await api.call(
    'GET',
    `/v1/search-suggestions?keyword=${encodeURIComponent(shop.displayName)}`,
  );
  return {
    byId: (await api.call('GET', `/v1/shops/${shop.id}`)).status,
    bySlug: bySlug.body.data.map((s: { id: number }) => s.id).includes(shop.id),
    search: search.body.data.map((s: { id: number }) => s.id).includes(shop.id),
    suggestion: suggest.body.data.some(
      (s: { shopUrlSlug?: string }) => s.shopUrlSlug === shop.urlSlug,
    ),
    menu: (await api.call('GET', `/v1/service-groups?shopId=${shop.id}`)).status,
    operators: (await api.call('GET', `/v1/operators?shopId=${shop.id}`)).status,
    startTimes: (
      await api.call('POST', '/v1/bookings:start-times', {
        body: {
          shopId: shop.id,
          serviceIds: [serviceId],
          startDate: '2026-12-20',
          endDate: '2026-12-20',
        },
      })
    ).status,
    page: (await get(`/p/${shop.urlSlug}`)).statusCode,
    bookingPage: (await get(`/p/${shop.urlSlug}/booking`)).statusCode,
    linePage: (await get(`/line/${shop.sellerId}/${shop.urlSlug}`)).statusCode,
  };
}

const HIDDEN = {
  byId: 404,
  bySlug: false,
  search: false,
  suggestion: false,
  menu: 404,
  operators: 404,
  startTimes: 404,
  page: 404,
  bookingPage: 404,
  linePage: 404,
};
const SHOWN = {
  byId: 200,
  bySlug: true,
  search: true,
  suggestion: true,
  menu: 200,
  operators: 200,
  startTimes: 200,
  page: 200,
  bookingPage: 200,
  linePage: 200,
};

describe('a shop under review is not public', () => {
  it('is hidden on every public call and page while pending or suspended, shown once approved', async () => {
    const { shop, services } = await bookableShop(t.database.db, {
      shop: { reviewStatus: 'PENDING', displayName: '晨曦審核髮廊', urlSlug: 'dawn-review-hair' },
    });
    expect(await publicViews(shop, services[0].id)).toEqual(HIDDEN);

    const approved = await step(shop.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ reviewStatus: 'APPROVED', reviewNote: null });
    expect(await publicViews(shop, services[0].id)).toEqual(SHOWN);

    const suspended = await step(shop.id, 'suspend', { reason: '檢舉查核中' });
    expect(suspended.body.data).toMatchObject({
      reviewStatus: 'SUSPENDED',
      reviewNote: '檢舉查核中',
    });
    expect(await publicViews(shop, services[0].id)).toEqual(HIDDEN);

    expect((await step(shop.id, 'reinstate', { reason: '查核無誤' })).status).toBe(200);
    expect(await publicViews(shop, services[0].id)).toEqual(SHOWN);
  });
});

describe('reviewing a shop', () => {
  it('a seller opens a pending shop; the admin approves it, audited, and the owner gets an SMS', async () => {
    const { owner, shop, url } = await ownerWithShop('春日美甲');
    expect(shop.reviewStatus).toBe('PENDING');
    const list = await api.call('GET', '/v1/admin/shops?reviewStatus=PENDING&q=春日', {
      token: reviewer.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([shop.id]);
    expect(list.body.data[0]).toMatchObject({
      reviewStatus: 'PENDING',
      owner: { userId: owner.user.id, phoneNumber: owner.user.phoneNumber },
      city: { name: '臺北市' },
      imageUrl: null,
    });

    const res = await step(shop.id, 'approve', { reason: '資料齊全' });
    expect(res.status).toBe(200);
    expect(res.body.data.history[0]).toMatchObject({
      action: 'shop.approve',
      reason: '資料齊全',
      admin: { userId: reviewer.user.id },
      role: 'OPERATIONS',
      before: { reviewStatus: 'PENDING' },
      after: { reviewStatus: 'APPROVED' },
    });
    expect((await outboxOf(owner.user.phoneNumber!))[0]).toContain('「春日美甲」已通過審核');
    const mine = await api.call('GET', url, { token: owner.token });
    expect(mine.body.data.reviewStatus).toBe('APPROVED');

    // Approving twice, or rejecting a live shop, is not a step from here: 409, nothing written.
    const again = await step(shop.id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('E_SHOP_REVIEW_STATE');
    expect((await step(shop.id, 'reject', { reason: '重複' })).status).toBe(409);
    const rows = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, shop.id));
    expect(rows.filter((r) => r.targetType === 'shop').map((r) => r.action)).toEqual([
      'shop.approve',
    ]);
  });

  it('tells an owner linked to LINE by SMS while the platform has no LINE channel', async () => {
    const { owner, shop } = await ownerWithShop('無平台帳號店');
    const seller = await buildSeller(t.database.db);
    await t.database.db
      .insert(lineSettings)
      .values({ sellerId: seller.id, loginChannelId: '1650000001' });
    const lineUserId = `U${'a'.repeat(24)}${String(owner.user.id).padStart(8, '0')}`;
    await t.database.db
      .insert(customers)
      .values({ sellerId: seller.id, userId: owner.user.id, lineUserId });
    expect((await step(shop.id, 'approve')).status).toBe(200);
    expect(await outboxOf(owner.user.phoneNumber!)).toEqual([
      expect.stringContaining('【好約】您的店家「無平台帳號店」已通過審核'),
    ]);
    expect(t.app.lineFake!.pushes.filter((p) => p.to === lineUserId)).toEqual([]);
  });

  it('a rejected shop shows the reason to its seller, who resubmits after editing', async () => {
    const { owner, shop, url } = await ownerWithShop('秋楓按摩');
    const missing = await step(shop.id, 'reject');
    expect(missing.status).toBe(400);
    const rejected = await step(shop.id, 'reject', { reason: '地址不完整，請補上樓層' });
    expect(rejected.body.data).toMatchObject({
      reviewStatus: 'REJECTED',
      reviewNote: '地址不完整，請補上樓層',
    });
    expect((await outboxOf(owner.user.phoneNumber!))[0]).toContain('原因：地址不完整，請補上樓層');
    const seen = await api.call('GET', url, { token: owner.token });
    expect(seen.body.data).toMatchObject({
      reviewStatus: 'REJECTED',
      reviewNote: '地址不完整，請補上樓層',
    });
    expect((await api.call('GET', `/v1/shops/${shop.id}`)).status).toBe(404);

    const edited = await api.call('PATCH', url, {
      token: owner.token,
      body: { address: '臺北市中山區南京東路二段 1 號 5 樓' },
    });
    expect(edited.body.data.reviewStatus).toBe('REJECTED');
    const resubmitted = await api.call('POST', `${url}:submit-review`, { token: owner.token });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data.reviewStatus).toBe('PENDING');
    const twice = await api.call('POST', `${url}:submit-review`, { token: owner.token });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('E_SHOP_REVIEW_STATE');
    expect((await step(shop.id, 'approve')).body.data.reviewStatus).toBe('APPROVED');
  });

  it('suspends a live shop with a reason and tells the owner; support may not', async () => {
    const { owner, shop } = await ownerWithShop('冬陽SPA');
    await step(shop.id, 'approve');
    // Worked before the next step is taken, as the queue's workers would within seconds (two
    // items worked in one pass may tie on their creation time and go out in either order).
    expect((await outboxOf(owner.user.phoneNumber!))[0]).toContain('已通過審核');
    const support = await adminUser(t, 'SUPPORT');
    expect((await step(shop.id, 'suspend', { reason: '違規' }, support.token)).status).toBe(403);
    expect((await step(shop.id, 'suspend', {})).status).toBe(400);
    const res = await step(shop.id, 'suspend', { reason: '多位顧客檢舉未營業' });
    expect(res.body.data.reviewStatus).toBe('SUSPENDED');
    const told = await outboxOf(owner.user.phoneNumber!);
    expect(told).toHaveLength(2);
    expect(told[0]).toContain('已被平台停用');
    const detail = await api.call('GET', `/v1/admin/shops/${shop.id}`, { token: support.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual([
      'shop.suspend',
      'shop.approve',
    ]);
    expect(
      (await api.call('GET', '/v1/admin/shops/99999999', { token: support.token })).status,
    ).toBe(404);
  });

  it('an edit of the name, address or photos of a live shop keeps it public and asks for a re-review', async () => {
    const { owner, shop, url } = await ownerWithShop('晴空髮藝');
    await step(shop.id, 'approve');
    const edited = () =>
      api.call('GET', `/v1/admin/shops?edited=true&q=${encodeURIComponent('晴空')}`, {
        token: reviewer.token,
      });
    await api.call('PATCH', url, { token: owner.token, body: { introduction: '新的介紹' } });
    expect((await edited()).body.data).toEqual([]);
    await api.call('PATCH', url, { token: owner.token, body: { displayName: '晴空髮藝' } });
    expect((await edited()).body.data).toEqual([]); // the same name is no change
    await api.call('PATCH', url, { token: owner.token, body: { displayName: '晴空髮藝 二店' } });
    const flagged = (await edited()).body.data;
    expect(flagged.map((s: { id: number }) => s.id)).toEqual([shop.id]);
    expect(flagged[0].editedSinceReviewAt).not.toBeNull();
    expect((await api.call('GET', `/v1/shops/${shop.id}`)).status).toBe(200);
    // Looked at again (here: suspended), it leaves the re-review list.
    await step(shop.id, 'suspend', { reason: '名稱不實' });
    expect((await edited()).body.data).toEqual([]);
  });

  it('filters and pages on the server', async () => {
    const a = await buildShop(t.database.db, {
      reviewStatus: 'PENDING',
      displayName: '篩選測試 A',
      cityName: '灣仔區',
    });
    await buildShop(t.database.db, {
      reviewStatus: 'APPROVED',
      displayName: '篩選測試 B',
      cityName: '灣仔區',
    });
    const hk = await cityNamed(t.database.db, '灣仔區');
    const q = (query: string) =>
      api.call('GET', `/v1/admin/shops?q=${encodeURIComponent('篩選測試')}&${query}`, {
        token: reviewer.token,
      });
    const pending = await q(`cityId=${hk.id}&reviewStatus=PENDING`);
    expect(pending.body.data.map((s: { id: number }) => s.id)).toEqual([a.id]);
    const paged = await q('sort=name&perPage=1&page=2');
    expect(paged.body.meta).toEqual({ page: 2, perPage: 1, total: 2 });
    expect(paged.body.data[0].displayName).toBe('篩選測試 B');
    expect((await q('reviewStatus=NOPE')).status).toBe(400);
    const [row] = await t.database.db.select().from(shops).where(eq(shops.id, a.id));
    expect(row!.reviewStatus).toBe('PENDING');
  });

  it('finds a shop by name, URL slug, seller name or id, in any case, one character too', async () => {
    const seller = await buildSeller(t.database.db, { displayName: '晨曦集團 Dawn' });
    const shop = await buildShop(t.database.db, {
      sellerId: seller.id,
      displayName: 'Moonlight 月光沙龍',
      urlSlug: 'moon-salon-x',
    });
    // No digit in its name, slug or seller's name: the id search must not find it by chance.
    const otherSeller = await buildSeller(t.database.db, { displayName: '另一個商家' });
    const other = await buildShop(t.database.db, {
      sellerId: otherSeller.id,
      displayName: '另一家 Noon 店',
      urlSlug: 'another-noon-shop',
    });
    const found = async (q: string) => {
      const res = await api.call('GET', `/v1/admin/shops?q=${encodeURIComponent(q)}&perPage=100`, {
        token: reviewer.token,
      });
      expect(res.status, q).toBe(200);
      expect(res.body.meta.total, q).toBe(res.body.data.length);
      return res.body.data.map((s: { id: number }) => s.id) as number[];
    };
    for (const q of [
      'moonlight',
      'MOON',
      '月光',
      'salon-x',
      '晨曦',
      'dawn',
      String(shop.id),
      '曦',
    ]) {
      expect(await found(q), q).toContain(shop.id);
      expect(await found(q), q).not.toContain(other.id);
    }
    for (const q of ['光月', 'moon%', 'salon_x', 'noon']) {
      expect(await found(q), q).not.toContain(shop.id);
    }
  });
});
