import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NO_PREPAYMENT } from '../../db/schema';
import { approveShop } from '../../../test/admin-factories';
import { bookableShop, signedInUser } from '../../../test/booking-factories';
import { cityNamed, industryWithSlug } from '../../../test/factories';
import { accessMatrix, route } from '../../../test/access-matrix';
import {
  multipartFile as multipart,
  pngImage,
  TEST_NOW,
  tp,
  week,
  sellerTestKit,
} from '../../../test/seller-factories';

const now = TEST_NOW;
const kit = sellerTestKit({ clock: () => now });

let slugCounter = 0;
async function newShopBody(overrides: Record<string, unknown> = {}) {
  const city = await cityNamed(kit.t.database.db, '臺北市');
  const industry = await industryWithSlug(kit.t.database.db, 'hair');
  return {
    displayName: '晨光髮廊',
    urlSlug: `morning-hair-${++slugCounter}`,
    address: '臺北市大安區復興南路一段 100 號',
    introduction: '<b>溫暖</b>的社區髮廊\r\n歡迎預約',
    industryId: industry.id,
    cityId: city.id,
    ...overrides,
  };
}

/** A shop of the callers' seller, open 10–20 daily, with an operator and a 60-minute service. */
async function ownShop() {
  return bookableShop(kit.t.database.db, { shop: { sellerId: kit.callers.sellerId } });
}

let renames = 0;
describe('who may call the seller shop routes', () => {
  // Reads: every member; writes: owner and manager; delete: owner; others 404 / 401.
  const shopUrl = async () => `${kit.base()}/shops/${(await ownShop()).shop.id}`;
  accessMatrix(kit, {
    routes: [
      {
        name: 'GET /shops',
        permission: 'shops.read',
        request: () => ({ method: 'GET', url: `${kit.base()}/shops` }),
      },
      route('GET /shops/{shopId}', 'shops.read', async () => ({ url: await shopUrl() })),
      route('GET /shops/{shopId}/schedule', 'shops.read', async () => ({
        url: `${await shopUrl()}/schedule`,
      })),
      route('POST /shops', 'shops.create', async () => ({
        url: `${kit.base()}/shops`,
        body: await newShopBody(),
      })),
      route('PATCH /shops/{shopId}', 'shops.update', async () => ({
        url: await shopUrl(),
        body: { displayName: `改名 ${++renames}` },
      })),
      route('PATCH /shops/{shopId}/prepayment-settings', 'shops.update', async () => ({
        url: `${await shopUrl()}/prepayment-settings`,
        body: { ...NO_PREPAYMENT, deadlineMinutes: 60 },
      })),
      route('PUT /shops/{shopId}/weekly-hours', 'shops.update', async () => ({
        url: `${await shopUrl()}/weekly-hours`,
        body: { weeklyHours: week([['10:00', '20:00']]) },
      })),
      {
        // A shop of its own for each caller: the manager is refused before anything happens.
        name: 'DELETE /shops/{shopId}',
        permission: 'shops.delete',
        request: async () => ({ method: 'DELETE', url: await shopUrl() }),
      },
    ],
  });

  it("another seller's shop id under this seller is 404 even for its owner", async () => {
    const foreign = await bookableShop(kit.t.database.db);
    expect(
      (
        await kit.api.call('GET', `${kit.base()}/shops/${foreign.shop.id}`, {
          token: kit.owner(),
        })
      ).status,
    ).toBe(404);
  });

  it('GET /v1/sellers lists memberships with roles; a customer has none', async () => {
    const mine = await kit.api.call('GET', '/v1/sellers', { token: kit.callers.staff.token });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ id: kit.callers.sellerId, memberDetails: { role: 'STAFF' } }),
    ]);
    expect(mine.body.data[0].profileSetting.displayName).toEqual({ enabled: true, required: true });
    expect(
      (await kit.api.call('GET', '/v1/sellers', { token: kit.callers.customer.token })).body.data,
    ).toEqual([]);
    expect((await kit.api.call('GET', '/v1/sellers')).status).toBe(401);
    const one = await kit.api.call('GET', `/v1/sellers/${kit.callers.sellerId}`, {
      token: kit.callers.owner.token,
    });
    expect(one.body.data.memberDetails.role).toBe('OWNER');
  });
});

describe('creating and editing a shop', () => {
  it('creates a shop whose country, currency and zone follow the city, public once approved', async () => {
    const hk = await cityNamed(kit.t.database.db, '灣仔區');
    const res = await kit.api.call('POST', `/v1/sellers/${kit.callers.sellerId}/shops`, {
      token: kit.callers.owner.token,
      body: await newShopBody({ cityId: hk.id, displayName: '銅鑼灣美甲', urlSlug: 'CWB-Nails' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      displayName: '銅鑼灣美甲',
      urlSlug: 'cwb-nails',
      currency: 'HKD',
      timeZone: 'Asia/Hong_Kong',
      reviewStatus: 'PENDING',
      reviewNote: null,
      introduction: '溫暖的社區髮廊\n歡迎預約',
      longitude: hk.longitude,
      bookingRules: { slotMinutes: 30, minLeadMinutes: 60, maxAdvanceDays: 60 },
      prepaymentSettings: { mode: 'NONE' },
    });
    expect(res.body.data.city.name).toBe('灣仔區');
    // A new shop starts a 14-day trial on its currency's standard plan, renewing automatically.
    const billing = await kit.api.call('GET', `/v1/sellers/${kit.callers.sellerId}/billing`, {
      token: kit.callers.owner.token,
    });
    const trial = billing.body.data.shops.find(
      (s: { shopId: number }) => s.shopId === res.body.data.id,
    );
    expect(trial).toMatchObject({ standing: 'TRIAL', autoRenew: true, nextInterval: 'MONTH' });
    expect(trial.licence.plan).toMatchObject({ code: 'pro-hkd', currency: 'HKD' });
    expect(Date.parse(trial.licence.endsAt) - Date.parse(trial.licence.startsAt)).toBe(
      14 * 86_400_000,
    );
    // Waiting for the platform's review (decision 022): not public yet.
    const hidden = await kit.api.call('GET', '/v1/shops?keyword=銅鑼灣美甲');
    expect(hidden.body.data.map((s: { id: number }) => s.id)).not.toContain(res.body.data.id);
    await approveShop(kit.t, res.body.data.id);
    const found = await kit.api.call('GET', '/v1/shops?keyword=銅鑼灣美甲');
    expect(found.body.data.map((s: { id: number }) => s.id)).toContain(res.body.data.id);
  });

  it('checks the URL slug: format, reserved words and uniqueness', async () => {
    const base = `/v1/sellers/${kit.callers.sellerId}/shops`;
    const bad = await kit.api.call('POST', base, {
      token: kit.callers.owner.token,
      body: await newShopBody({ urlSlug: '-bad slug-' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('urlSlug');
    const reserved = await kit.api.call('POST', base, {
      token: kit.callers.owner.token,
      body: await newShopBody({ urlSlug: 'dashboard' }),
    });
    expect(reserved.status).toBe(409);
    expect(reserved.body.error).toMatchObject({ code: 'E_SLUG_TAKEN', field: 'urlSlug' });
    const first = await kit.api.call('POST', base, {
      token: kit.callers.owner.token,
      body: await newShopBody({ urlSlug: 'only-one' }),
    });
    expect(first.status).toBe(200);
    const second = await kit.api.call('POST', base, {
      token: kit.callers.owner.token,
      body: await newShopBody({ urlSlug: 'only-one' }),
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('這個網址代稱已被使用');
    const check = await kit.api.call('GET', `${base}:check-slug?urlSlug=only-one`, {
      token: kit.callers.owner.token,
    });
    expect(check.body.data).toEqual({ available: false, reason: '這個網址代稱已被使用' });
    const own = await kit.api.call(
      'GET',
      `${base}:check-slug?urlSlug=only-one&shopId=${first.body.data.id}`,
      {
        token: kit.callers.owner.token,
      },
    );
    expect(own.body.data).toEqual({ available: true, reason: null });
  });

  it('edits details and booking rules; the public pages follow', async () => {
    const { shop, services } = await ownShop();
    const res = await kit.api.call(
      'PATCH',
      `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}`,
      {
        token: kit.callers.manager.token,
        body: {
          displayName: '新名字髮廊',
          urlSlug: `renamed-${shop.id}`,
          bookingRules: { slotMinutes: 60, minLeadMinutes: 0 },
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.bookingRules).toMatchObject({
      slotMinutes: 60,
      minLeadMinutes: 0,
      maxAdvanceDays: 60,
    });
    const times = await kit.api.call('POST', '/v1/bookings:start-times', {
      body: {
        shopId: shop.id,
        serviceIds: [services[0].id],
        startDate: '2026-12-02',
        endDate: '2026-12-02',
      },
    });
    expect(times.body.data.slotMinutes).toBe(60);
    expect(times.body.data.days[0].times).toHaveLength(10); // 10:00 … 19:00 hourly
    const bad = await kit.api.call(
      'PATCH',
      `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}`,
      {
        token: kit.callers.owner.token,
        body: { bookingRules: { slotMinutes: 3 } },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('bookingRules.slotMinutes');
  });

  it('prepayment settings: validated, saved, and quoted to customers', async () => {
    const { shop, services } = await ownShop();
    const url = `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}/prepayment-settings`;
    const missing = await kit.api.call('PATCH', url, {
      token: kit.callers.owner.token,
      body: { mode: 'FIXED', fixedAmount: 0, percentage: 0, minOrderPrice: 0, deadlineMinutes: 60 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('fixedAmount');
    const ok = await kit.api.call('PATCH', url, {
      token: kit.callers.owner.token,
      body: {
        mode: 'FIXED',
        fixedAmount: 20000,
        percentage: 0,
        minOrderPrice: 0,
        deadlineMinutes: 60,
      },
    });
    expect(ok.body.data.prepaymentSettings).toMatchObject({ mode: 'FIXED', fixedAmount: 20000 });
    const quote = await kit.api.call('POST', '/v1/bookings:prepayments', {
      body: { shopId: shop.id, serviceIds: [services[0].id] },
    });
    expect(quote.body.data).toMatchObject({ required: true, amount: 20000 });
  });
});

describe('opening hours and special days', () => {
  it('weekly hours and special days change the start times customers see', async () => {
    const { shop, services } = await ownShop();
    const base = `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}`;
    const weeklyHours = week(
      [
        ['09:00', '12:00'],
        ['13:00', '18:00'],
      ],
      [0, 1, 2, 4, 5, 6], // closed on Wednesdays
    );
    const put = await kit.api.call('PUT', `${base}/weekly-hours`, {
      token: kit.callers.owner.token,
      body: { weeklyHours },
    });
    expect(put.status).toBe(200);
    expect(put.body.data.weeklyHours[1]).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '18:00' },
    ]);
    const closedDay = await kit.api.call('PUT', `${base}/special-days/2026-12-04`, {
      token: kit.callers.owner.token,
      body: { date: '2026-12-04', ranges: [], note: '員工旅遊' },
    });
    expect(closedDay.body.data.specialDays).toEqual([
      { date: '2026-12-04', ranges: [], note: '員工旅遊' },
    ]);
    const times = async (date: string) =>
      (
        await kit.api.call('POST', '/v1/bookings:start-times', {
          body: { shopId: shop.id, serviceIds: [services[0].id], startDate: date, endDate: date },
        })
      ).body.data.days[0].times.map((x: { startTime: string }) => x.startTime);
    expect(await times('2026-12-02')).toEqual([]); // Wednesday
    expect(await times('2026-12-04')).toEqual([]); // special closed day
    const thursday = await times('2026-12-03');
    // Shifts are 10–20, so the shop's 09:00 opening does not help; lunch 12–13 is closed.
    expect(thursday[0]).toBe(tp('2026-12-03', '10:00'));
    expect(thursday).toContain(tp('2026-12-03', '11:00'));
    expect(thursday).not.toContain(tp('2026-12-03', '11:30'));
    expect(thursday.at(-1)).toBe(tp('2026-12-03', '17:00'));
    const removed = await kit.api.call('DELETE', `${base}/special-days/2026-12-04`, {
      token: kit.callers.owner.token,
    });
    expect(removed.body.data.specialDays).toEqual([]);
    expect((await times('2026-12-04')).length).toBeGreaterThan(0);

    const overlapping = await kit.api.call('PUT', `${base}/weekly-hours`, {
      token: kit.callers.owner.token,
      body: {
        weeklyHours: Array.from({ length: 7 }, () => [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ]),
      },
    });
    expect(overlapping.status).toBe(400);
    const sixDays = await kit.api.call('PUT', `${base}/weekly-hours`, {
      token: kit.callers.owner.token,
      body: { weeklyHours: [[], [], [], [], [], []] },
    });
    expect(sixDays.status).toBe(400);
    const mismatch = await kit.api.call('PUT', `${base}/special-days/2026-12-05`, {
      token: kit.callers.owner.token,
      body: { date: '2026-12-06', ranges: [] },
    });
    expect(mismatch.status).toBe(400);
  });
});

describe('shop images', () => {
  const png = (width: number, height: number) => pngImage(width, height, '#c96');
  async function upload(
    shopId: number,
    kind: string,
    file: Buffer,
    as = kit.callers.owner.token,
    type?: string,
  ) {
    const { payload, headers } = multipart(file, type);
    const res = await kit.t.app.inject({
      method: 'POST',
      url: `/v1/sellers/${kit.callers.sellerId}/shops/${shopId}/images?type=${kind}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${as}` },
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('uploads resized WebP images; cover replaces, gallery appends and reorders', async () => {
    const { shop } = await ownShop();
    const cover = await upload(shop.id, 'COVER', await png(3000, 2000));
    expect(cover.status).toBe(200);
    expect(cover.body.data.url).toMatch(new RegExp(`^/uploads/shops/${shop.id}/cover-.+\\.webp$`));
    const file = path.join(kit.t.config.uploadsDir, cover.body.data.url.replace('/uploads/', ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 900 });
    const served = await kit.t.app.inject({ method: 'GET', url: cover.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('max-age');

    const cover2 = await upload(shop.id, 'COVER', await png(1600, 900));
    const a = await upload(shop.id, 'GALLERY', await png(800, 600));
    const b = await upload(shop.id, 'GALLERY', await png(600, 800));
    const list = await kit.api.call(
      'GET',
      `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}/images`,
      {
        token: kit.callers.staff.token,
      },
    );
    expect(list.body.data.map((i: { id: number }) => i.id).sort()).toEqual(
      [cover2.body.data.id, a.body.data.id, b.body.data.id].sort(),
    );
    const reordered = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}/images:reorder`,
      {
        token: kit.callers.owner.token,
        body: { ids: [b.body.data.id, a.body.data.id] },
      },
    );
    expect(
      reordered.body.data
        .filter((i: { type: string }) => i.type === 'GALLERY')
        .map((i: { id: number }) => i.id),
    ).toEqual([b.body.data.id, a.body.data.id]);
    const partial = await kit.api.call(
      'POST',
      `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}/images:reorder`,
      {
        token: kit.callers.owner.token,
        body: { ids: [b.body.data.id] },
      },
    );
    expect(partial.status).toBe(400);
    const publicShop = await kit.api.call('GET', `/v1/shops/${shop.id}?part=images`);
    expect(publicShop.body.data.images.map((i: { type: string }) => i.type)).toContain('COVER');
    const del = await kit.api.call(
      'DELETE',
      `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}/images/${a.body.data.id}`,
      {
        token: kit.callers.owner.token,
      },
    );
    expect(del.status).toBe(200);
  });

  it('refuses files that are not images, and staff uploads', async () => {
    const { shop } = await ownShop();
    const text = await upload(
      shop.id,
      'GALLERY',
      Buffer.from('not an image at all'),
      kit.callers.owner.token,
    );
    expect(text.status).toBe(400);
    expect(text.body.error.field).toBe('file');
    const staff = await upload(shop.id, 'GALLERY', await png(10, 10), kit.callers.staff.token);
    expect(staff.status).toBe(403);
  });
});

describe('deleting a shop', () => {
  it('is refused with the reason while bookings are to come; then closes, keeping history', async () => {
    const { shop, services } = await ownShop();
    const customer = await signedInUser(kit.t);
    const booked = await kit.api.call('POST', '/v1/bookings:order', {
      token: customer.token,
      body: { shopId: shop.id, serviceIds: [services[0].id], startTime: tp('2026-12-02', '10:00') },
    });
    expect(booked.status).toBe(200);
    const url = `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}`;
    const refused = await kit.api.call('DELETE', url, { token: kit.callers.owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'E_HAS_FUTURE_BOOKINGS',
      message: '這間店還有 1 筆未完成的預約，請先改期或取消後再刪除',
    });
    await kit.api.call('POST', '/v1/orders:cancel', {
      token: customer.token,
      body: { orderId: booked.body.data.id },
    });
    const closed = await kit.api.call('DELETE', url, { token: kit.callers.owner.token });
    expect(closed.body.data).toEqual({ deleted: false, closed: true });
    expect((await kit.api.call('GET', url, { token: kit.callers.owner.token })).status).toBe(404);
    expect((await kit.api.call('GET', `/v1/shops/${shop.id}`)).status).toBe(404);
    // The customer still sees their (cancelled) order.
    expect(
      (await kit.api.call('GET', `/v1/orders/${booked.body.data.id}`, { token: customer.token }))
        .status,
    ).toBe(200);

    const empty = await ownShop();
    const gone = await kit.api.call(
      'DELETE',
      `/v1/sellers/${kit.callers.sellerId}/shops/${empty.shop.id}`,
      {
        token: kit.callers.owner.token,
      },
    );
    expect(gone.body.data).toEqual({ deleted: true, closed: false });
  });
});
