import { and, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminAudit,
  googleReserveFeedRuns,
  googleReserveMerchants,
  googleReserveUpdates,
  services,
} from '../../db/schema';
import { adminUser } from '../../../test/admin-factories';
import { type AccessCase, accessMatrix, route } from '../../../test/access-matrix';
import { bookableShop } from '../../../test/booking-factories';
import { expectError } from '../../../test/expect-answer';
import {
  type CatalogueShop,
  catalogueTestKit,
  TEST_NOW,
  sellerMember,
} from '../../../test/seller-factories';

const kit = catalogueTestKit();
const MAPS = 'https://maps.app.goo.gl/AbCdEf123';
const MAPS_MOVED = 'https://www.google.com/maps/place/%E5%A5%BD%E7%B4%84/@25.03,121.56,17z';
const hour = 3_600_000;

let shop: CatalogueShop;
let otherShopId: number;
let operations: Awaited<ReturnType<typeof adminUser>>;
let support: Awaited<ReturnType<typeof adminUser>>;

beforeAll(async () => {
  shop = await kit.ownShop();
  const other = await bookableShop(kit.t.database.db, {
    shop: { sellerId: kit.callers.outsider.sellerId, displayName: '別家的店' },
  });
  otherShopId = other.shop.id;
  operations = await adminUser(kit.t, 'OPERATIONS');
  support = await adminUser(kit.t, 'SUPPORT');
});

const db = () => kit.t.database.db;
const enrolmentUrl = () => `${shop.base}/google-reserve`;
const body = (change: Record<string, unknown> = {}) => ({
  mapsPlaceUrl: MAPS,
  payAtShop: false,
  offeredServiceIds: null,
  ...change,
});
const put = (change: Record<string, unknown> = {}, token = kit.owner()) =>
  kit.api.call('PUT', enrolmentUrl(), { token, body: body(change) });
const list = async (token = kit.owner()) => {
  const res = await kit.api.call('GET', `${kit.base()}/google-reserve/shops`, { token });
  expect(res.status).toBe(200);
  return res.body.data as { shopId: number; enrolment: Record<string, unknown> | null }[];
};
const mine = async () => (await list()).find((s) => s.shopId === shop.shop.id)!;
const decide = (verb: 'approve' | 'reject', reason?: string, token = operations.token) =>
  kit.api.call('POST', `/v1/admin/google-reserve/merchants/${shop.shop.id}:${verb}`, {
    token,
    body: reason === undefined ? {} : { reason },
  });
const reset = async () => {
  kit.now = TEST_NOW;
  await db().delete(googleReserveMerchants);
  await db().delete(googleReserveFeedRuns);
  await db().delete(googleReserveUpdates);
};

describe('who may call the seller side of Reserve with Google', () => {
  beforeAll(reset);
  const routes: AccessCase[] = [
    route('GET /google-reserve/shops', 'shops.read', () => ({
      url: `${kit.base()}/google-reserve/shops`,
    })),
    route('PUT /shops/{shopId}/google-reserve', 'shops.update', () => ({
      url: enrolmentUrl(),
      body: body(),
    })),
    route(
      'DELETE /shops/{shopId}/google-reserve',
      { permission: 'shops.update', ok: 204 },
      async () => {
        await db()
          .insert(googleReserveMerchants)
          .values({ shopId: shop.shop.id, mapsPlaceUrl: MAPS })
          .onConflictDoNothing();
        return { url: enrolmentUrl() };
      },
    ),
  ];
  accessMatrix(() => kit, {
    routes,
    covers: (p) => p.startsWith('/v1/sellers/') && p.includes('/google-reserve'),
  });

  it("answers 404 for another seller's shop, and lists only the seller's own shops", async () => {
    const res = await kit.api.call('PUT', `${kit.base()}/shops/${otherShopId}/google-reserve`, {
      token: kit.owner(),
      body: body(),
    });
    expectError(res, 404, 'E_NOT_FOUND');
    const gone = await kit.api.call('DELETE', `${kit.base()}/shops/${otherShopId}/google-reserve`, {
      token: kit.owner(),
    });
    expectError(gone, 404, 'E_NOT_FOUND');
    expect((await list()).map((s) => s.shopId)).not.toContain(otherShopId);
  });

  it('refuses staff a change with 403, while they see the status', async () => {
    const staff = kit.callers.staff.token;
    expectError(await put({}, staff), 403, 'E_FORBIDDEN');
    expect((await list(staff)).some((s) => s.shopId === shop.shop.id)).toBe(true);
  });
});

describe('what a seller may enrol', () => {
  beforeEach(reset);

  it('lists the shop with the details Google matches and its services open to online booking', async () => {
    await db()
      .update(services)
      .set({ isBookable: false })
      .where(eq(services.id, shop.services[1].id));
    try {
      const entry = await mine();
      expect(entry).toMatchObject({
        shopName: shop.shop.displayName,
        address: shop.shop.address,
        phoneNumber: shop.shop.phoneNumber,
        shopReviewStatus: shop.shop.reviewStatus,
        services: [{ id: shop.services[0].id, name: shop.services[0].name }],
        enrolment: null,
      });
    } finally {
      await db()
        .update(services)
        .set({ isBookable: true })
        .where(eq(services.id, shop.services[1].id));
    }
  });

  it.each([
    ['', '請貼上 Google 地圖的商家連結'],
    ['https://example.com/maps/place/x', 'Google 地圖'],
    ['http://maps.google.com/?q=x', 'Google 地圖'],
    ['https://maps.google.com.evil.example/?q=x', 'Google 地圖'],
    ['https://www.google.com/search?q=x', 'Google 地圖'],
    ['javascript:alert(1)', 'Google 地圖'],
    [`https://maps.app.goo.gl/${'a'.repeat(500)}`, '最多 500'],
  ])('refuses the maps link %j', async (mapsPlaceUrl, message) => {
    const res = await put({ mapsPlaceUrl });
    expectError(res, 400, 'E_VALIDATION');
    expect(res.body.error.field).toBe('mapsPlaceUrl');
    expect(res.body.error.message).toContain(message);
  });

  it.each([
    'https://maps.app.goo.gl/AbCdEf123',
    'https://www.google.com/maps/place/x/@25,121,17z',
    'https://www.google.com.tw/maps/place/x',
    'https://maps.google.com/?cid=123456789',
    'https://goo.gl/maps/abc',
  ])('accepts the maps link %s', async (mapsPlaceUrl) => {
    const res = await put({ mapsPlaceUrl });
    expect(res.status).toBe(200);
    expect(res.body.data.enrolment).toMatchObject({ mapsPlaceUrl, status: 'PENDING' });
  });

  it("refuses services that are not the shop's own, not open online, repeated or none", async () => {
    const [otherService] = await db()
      .select({ id: services.id })
      .from(services)
      .where(eq(services.shopId, otherShopId));
    await db()
      .update(services)
      .set({ isBookable: false })
      .where(eq(services.id, shop.services[1].id));
    try {
      for (const [ids, message] of [
        [[otherService!.id], '只能選擇本店開放線上預約的服務'],
        [[shop.services[1].id], '只能選擇本店開放線上預約的服務'],
        [[shop.services[0].id, shop.services[0].id], '服務重複了'],
        [[], '請至少選擇一項服務'],
      ] as const) {
        const res = await put({ offeredServiceIds: ids });
        expectError(res, 400, 'E_VALIDATION');
        expect([ids, res.body.error.field]).toEqual([ids, 'offeredServiceIds']);
        expect(res.body.error.message).toContain(message);
      }
      expect((await mine()).enrolment).toBeNull();
    } finally {
      await db()
        .update(services)
        .set({ isBookable: true })
        .where(eq(services.id, shop.services[1].id));
    }
  });

  it('refuses a body with unknown or mistyped fields', async () => {
    expectError(await put({ payAtShop: 'yes' }), 400, 'E_VALIDATION');
    expectError(await put({ extra: 1 }), 400, 'E_VALIDATION');
  });
});

describe('review of an enrolment', () => {
  beforeEach(reset);

  it('goes live on approval; services and pay-at-shop change live, a new maps place goes back to review', async () => {
    const first = await put({ offeredServiceIds: [shop.services[0].id] });
    expect(first.status).toBe(200);
    expect(first.body.data.enrolment).toMatchObject({
      status: 'PENDING',
      offeredServiceIds: [shop.services[0].id],
      payAtShop: false,
      decidedAt: null,
      lastFeed: null,
      lastNotification: null,
    });

    const approved = await decide('approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      shopId: shop.shop.id,
      status: 'APPROVED',
      offeredServiceCount: 1,
      sellerId: kit.callers.sellerId,
    });
    expect((await mine()).enrolment).toMatchObject({
      status: 'APPROVED',
      decidedAt: TEST_NOW.toISOString(),
    });

    kit.now = new Date(TEST_NOW.getTime() + hour);
    const changed = await put({ payAtShop: true, offeredServiceIds: null });
    expect(changed.body.data.enrolment).toMatchObject({
      status: 'APPROVED',
      payAtShop: true,
      offeredServiceIds: null,
      decidedAt: TEST_NOW.toISOString(),
    });

    const moved = await put({ payAtShop: true, mapsPlaceUrl: MAPS_MOVED });
    expect(moved.body.data.enrolment).toMatchObject({
      status: 'PENDING',
      mapsPlaceUrl: MAPS_MOVED,
      decidedAt: null,
    });
    // Not served by the booking server while it waits.
    const [row] = await db()
      .select()
      .from(googleReserveMerchants)
      .where(eq(googleReserveMerchants.shopId, shop.shop.id));
    expect(row!.status).toBe('PENDING');
  });

  it('is refused with a reason the seller sees, and goes back to review when sent again', async () => {
    await put();
    const refused = await decide('reject', '地圖上的地址與店家資料不一致');
    expect(refused.status).toBe(200);
    expect((await mine()).enrolment).toMatchObject({
      status: 'REJECTED',
      rejectReason: '地圖上的地址與店家資料不一致',
    });
    expectError(await decide('approve'), 409, 'E_GOOGLE_RESERVE_STATE');
    expectError(await decide('reject', '再退一次'), 409, 'E_GOOGLE_RESERVE_STATE');

    const again = await put({ mapsPlaceUrl: MAPS_MOVED });
    expect(again.body.data.enrolment).toMatchObject({
      status: 'PENDING',
      rejectReason: null,
      decidedAt: null,
    });
    // Even unchanged, a refused enrolment sent again is reviewed again.
    await decide('reject', '仍不一致');
    expect((await put({ mapsPlaceUrl: MAPS_MOVED })).body.data.enrolment.status).toBe('PENDING');
  });

  it('a live enrolment may be taken down with a reason', async () => {
    await put();
    await decide('approve');
    const down = await decide('reject', '顧客反映無法預約');
    expect(down.body.data).toMatchObject({ status: 'REJECTED', rejectReason: '顧客反映無法預約' });
  });

  it('withdraws: the shop is no longer enrolled, and a second withdrawal is 404', async () => {
    await put();
    await decide('approve');
    const gone = await kit.api.call('DELETE', enrolmentUrl(), { token: kit.owner() });
    expect(gone.status).toBe(204);
    expect((await mine()).enrolment).toBeNull();
    expectError(
      await kit.api.call('DELETE', enrolmentUrl(), { token: kit.owner() }),
      404,
      'E_NOT_FOUND',
    );
    expectError(await decide('approve'), 404, 'E_NOT_FOUND');
  });
});

describe('the last feed and the last notification', () => {
  beforeEach(reset);

  it('shows the latest merchants feed since the approval, and the latest update of the shop', async () => {
    await put();
    const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
    await db()
      .insert(googleReserveFeedRuns)
      .values([
        {
          kind: 'merchants',
          status: 'SUCCEEDED',
          startedAt: at(-hour),
          finishedAt: at(-hour + 60_000),
          records: 3,
        },
      ]);
    expect((await mine()).enrolment!.lastFeed).toBeNull();

    await decide('approve');
    // Only a run before the approval: the shop was not in it.
    expect((await mine()).enrolment!.lastFeed).toBeNull();

    await db()
      .insert(googleReserveFeedRuns)
      .values([
        {
          kind: 'merchants',
          status: 'SUCCEEDED',
          startedAt: at(hour),
          finishedAt: at(hour + 60_000),
          records: 4,
        },
        {
          kind: 'merchants',
          status: 'FAILED',
          startedAt: at(2 * hour),
          finishedAt: at(2 * hour + 5_000),
          records: 0,
          error: 'sftp: connection refused',
        },
        { kind: 'services', status: 'SUCCEEDED', startedAt: at(3 * hour), records: 9 },
      ]);
    expect((await mine()).enrolment!.lastFeed).toEqual({
      status: 'FAILED',
      startedAt: at(2 * hour).toISOString(),
      finishedAt: at(2 * hour + 5_000).toISOString(),
      records: 0,
      error: 'sftp: connection refused',
    });

    expect((await mine()).enrolment!.lastNotification).toBeNull();
    await db()
      .insert(googleReserveUpdates)
      .values([
        {
          shopId: shop.shop.id,
          kind: 'AVAILABILITY_REPLACE',
          status: 'SENT',
          createdAt: at(hour),
          sentAt: at(hour + 30_000),
        },
        {
          shopId: shop.shop.id,
          kind: 'BOOKING_NOTIFICATION',
          status: 'FAILED',
          createdAt: at(2 * hour),
          lastError: 'HTTP 503 from mapsbooking',
        },
        {
          shopId: otherShopId,
          kind: 'AVAILABILITY_REPLACE',
          status: 'PENDING',
          createdAt: at(4 * hour),
        },
      ]);
    expect((await mine()).enrolment!.lastNotification).toEqual({
      kind: 'BOOKING_NOTIFICATION',
      status: 'FAILED',
      createdAt: at(2 * hour).toISOString(),
      sentAt: null,
      error: 'HTTP 503 from mapsbooking',
    });

    // Back in review (a new maps place): no feed carries it until approved again.
    await put({ mapsPlaceUrl: MAPS_MOVED });
    expect((await mine()).enrolment!.lastFeed).toBeNull();
  });
});

describe('the admin review list', () => {
  beforeEach(reset);

  const adminList = (query: string, token = operations.token) =>
    kit.api.call('GET', `/v1/admin/google-reserve/merchants${query}`, { token });

  it('lists waiting ones first, filters by status and by shop name, pages', async () => {
    const second = await bookableShop(db(), {
      shop: { sellerId: kit.callers.sellerId, displayName: '晨光美甲 信義店' },
    });
    await db().insert(googleReserveMerchants).values({
      shopId: second.shop.id,
      status: 'APPROVED',
      mapsPlaceUrl: MAPS,
      decidedAt: TEST_NOW,
    });
    await put({ offeredServiceIds: [shop.services[0].id, shop.services[1].id] });

    const all = await adminList('');
    expect(all.status).toBe(200);
    expect(all.body.meta).toMatchObject({ page: 1, total: 2 });
    expect(all.body.data.map((r: { shopId: number }) => r.shopId)).toEqual([
      shop.shop.id,
      second.shop.id,
    ]);
    expect(all.body.data[0]).toMatchObject({
      status: 'PENDING',
      shopName: shop.shop.displayName,
      address: shop.shop.address,
      offeredServiceCount: 2,
      mapsPlaceUrl: MAPS,
      sellerId: kit.callers.sellerId,
    });

    const live = await adminList('?status=APPROVED');
    expect(live.body.data.map((r: { shopId: number }) => r.shopId)).toEqual([second.shop.id]);
    const named = await adminList(`?q=${encodeURIComponent('晨光')}`);
    expect(named.body.data.map((r: { shopId: number }) => r.shopId)).toEqual([second.shop.id]);
    const paged = await adminList('?perPage=1&page=2');
    expect(paged.body).toMatchObject({ meta: { page: 2, perPage: 1, total: 2 } });
    expect(paged.body.data).toHaveLength(1);

    expectError(await adminList('?status=LIVE'), 400, 'E_VALIDATION');
    // Support reads shops; a seller's owner is no admin.
    expect((await adminList('', support.token)).status).toBe(200);
    expectError(await adminList('', kit.owner()), 403, 'E_FORBIDDEN');
  });

  it('refuses a decision by support (403), by a seller (403), and a rejection without a reason (400, zh-TW)', async () => {
    await put();
    expectError(await decide('approve', undefined, support.token), 403, 'E_FORBIDDEN');
    expectError(await decide('approve', undefined, kit.owner()), 403, 'E_FORBIDDEN');
    const blank = await decide('reject', '   ');
    expectError(blank, 400, 'E_VALIDATION');
    expect(blank.body.error.field).toBe('reason');
    expect(blank.body.error.message).toContain('請填寫原因');
    const none = await decide('reject');
    expectError(none, 400, 'E_VALIDATION');
    expect((await mine()).enrolment!.status).toBe('PENDING');
  });

  it('audits every decision with its reason', async () => {
    const [last] = await db()
      .select({ id: adminAudit.id })
      .from(adminAudit)
      .orderBy(desc(adminAudit.id))
      .limit(1);
    await put();
    await decide('approve');
    await put({ mapsPlaceUrl: MAPS_MOVED });
    await decide('reject', '地圖地點與店家不符');
    const rows = await db()
      .select()
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.targetType, 'shop'),
          eq(adminAudit.targetId, shop.shop.id),
          gt(adminAudit.id, last?.id ?? 0),
        ),
      )
      .orderBy(adminAudit.id);
    const decisions = rows.filter((r) => r.action.startsWith('google_reserve.'));
    expect(
      decisions.map((r) => ({
        action: r.action,
        adminUserId: r.adminUserId,
        role: r.role,
        reason: r.reason,
        before: r.before,
        after: r.after,
      })),
    ).toEqual([
      {
        action: 'google_reserve.approve',
        adminUserId: operations.user.id,
        role: 'OPERATIONS',
        reason: null,
        before: { googleReserveStatus: 'PENDING' },
        after: { googleReserveStatus: 'APPROVED' },
      },
      {
        action: 'google_reserve.reject',
        adminUserId: operations.user.id,
        role: 'OPERATIONS',
        reason: '地圖地點與店家不符',
        before: { googleReserveStatus: 'PENDING' },
        after: { googleReserveStatus: 'REJECTED' },
      },
    ]);
    // The admin area's audit log shows them.
    const log = await kit.api.call(
      'GET',
      `/v1/admin/audit?targetType=shop&targetId=${shop.shop.id}`,
      { token: operations.token },
    );
    expect(log.status).toBe(200);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['google_reserve.approve', 'google_reserve.reject']),
    );
  });
});

describe('a manager', () => {
  it('may enrol a shop of the seller', async () => {
    await reset();
    const manager = await sellerMember(kit.t, 'MANAGER', kit.callers.sellerId);
    const res = await put({}, manager.token);
    expect(res.status).toBe(200);
    expect(res.body.data.enrolment.status).toBe('PENDING');
  });
});
