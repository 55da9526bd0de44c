import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, industries } from '../../db/schema';
import { adminUser } from '../../../test/admin-factories';
import { buildShop } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helper';
import { multipartFile, pngImage, sellerMember } from '../../../test/seller-factories';
import { client } from '../../../test/sign-in';

// The public micro-cache on (createTestApp turns it off): a change must show at once anyway.
let t: TestContext;
let api: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });
  api = client(t.app);
  token = (await adminUser(t, 'OPERATIONS')).token;
});
afterAll(() => t?.close());

const db = () => t.database.db;
const URL = '/v1/admin/industries';
let n = 0;
const fresh = () => {
  n += 1;
  return { name: `測試產業${n}`, slug: `test-industry-${n}` };
};
const create = (body: Record<string, unknown>) => api.call('POST', URL, { token, body });
const patch = (id: number, body: Record<string, unknown>) =>
  api.call('PATCH', `${URL}/${id}`, { token, body });

/** The public industries list, as the home page and /industries read it. */
async function publicIndustries(): Promise<{ id: number; name: string; imageUrl: string }[]> {
  const res = await api.call('GET', '/v1/industries?part=shopCount');
  expect(res.status).toBe(200);
  return res.body.data;
}

const auditOf = (id: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, 'industry'), eq(adminAudit.targetId, id)))
    .orderBy(asc(adminAudit.id));

describe('creating an industry', () => {
  it('refuses a missing name, a bad slug and unknown fields with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'ok-slug' }, 'name'],
      [{ name: '  ', slug: 'ok-slug' }, 'name'],
      [{ name: '好名字', slug: 'Bad Slug!' }, 'slug'],
      [{ name: '好名字', slug: '-edge' }, 'slug'],
      [{ name: '好名字' }, 'slug'],
      [{ name: 'x'.repeat(21), slug: 'long-name' }, 'name'],
      [{ name: '好名字', slug: 'ok-slug', position: 3 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('E_VALIDATION');
      if (field) expect(JSON.stringify(res.body.error)).toContain(field);
    }
  });

  it('adds it at the end, audited, and the public list shows it at once', async () => {
    const before = await publicIndustries(); // now in the micro-cache
    const body = { ...fresh(), searchWords: 'tattoo ink' };
    const res = await create({ ...body, slug: body.slug.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...body, hidden: false, shopCount: 0, imageUrl: null });
    const all = await api.call('GET', URL, { token });
    expect(all.body.data.at(-1).id).toBe(res.body.data.id);

    const after = await publicIndustries();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ id: res.body.data.id, name: body.name });

    const [row] = await auditOf(res.body.data.id);
    expect(row).toMatchObject({ action: 'industry.create', role: 'OPERATIONS', before: null });
    expect(row!.after).toMatchObject({ name: body.name, slug: body.slug, hidden: false });
  });

  it('answers 409 in zh-TW for a name or slug another industry has', async () => {
    const taken = await create(fresh());
    const sameName = await create({ name: taken.body.data.name, slug: 'another-slug' });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toMatchObject({
      code: 'E_TAG_NAME_TAKEN',
      message: '已經有同名的產業',
      field: 'name',
    });
    const sameSlug = await create({ name: '另一個名字', slug: taken.body.data.slug });
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body.error).toMatchObject({ code: 'E_SLUG_TAKEN', field: 'slug' });
    const renamed = await patch(taken.body.data.id, { name: '美髮' });
    expect(renamed.status).toBe(409);
  });
});

describe('changing an industry', () => {
  it('renames it everywhere at once: public list, shops, search and suggestions', async () => {
    const made = (await create(fresh())).body.data;
    const shop = await buildShop(db(), { industrySlug: made.slug });
    const shopUrl = `/v1/shops/${shop.id}?part=industry`;
    // Everything read once, so the caches hold the old name.
    expect((await api.call('GET', shopUrl)).body.data.industry.name).toBe(made.name);
    await publicIndustries();
    await api.call('GET', '/v1/search-suggestions?keyword=寵物');

    const res = await patch(made.id, { name: '寵物美容', searchWords: 'pet grooming' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '寵物美容', shopCount: 1 });

    expect((await publicIndustries()).find((i) => i.id === made.id)?.name).toBe('寵物美容');
    expect((await api.call('GET', shopUrl)).body.data.industry.name).toBe('寵物美容');
    const found = await api.call('GET', '/v1/shops?keyword=grooming');
    expect(found.body.data.map((s: { id: number }) => s.id)).toContain(shop.id);
    const suggested = await api.call('GET', '/v1/search-suggestions?keyword=寵物');
    expect(suggested.body.data).toContainEqual(
      expect.objectContaining({ kind: 'industry', industryId: made.id, label: '寵物美容' }),
    );

    const [, row] = await auditOf(made.id);
    expect(row).toMatchObject({
      action: 'industry.update',
      before: { name: made.name, searchWords: '' },
      after: { name: '寵物美容', searchWords: 'pet grooming' },
    });
  });

  it('hides it from public lists and suggestions while its shops keep it, and shows it again', async () => {
    const made = (await create({ ...fresh(), name: '紋身刺青' })).body.data;
    const shop = await buildShop(db(), { industrySlug: made.slug });
    expect((await publicIndustries()).map((i) => i.id)).toContain(made.id);
    await api.call('GET', '/v1/search-suggestions?keyword=紋身');

    const hidden = await patch(made.id, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.hidden).toBe(true);
    expect((await publicIndustries()).map((i) => i.id)).not.toContain(made.id);
    const suggested = await api.call('GET', '/v1/search-suggestions?keyword=紋身');
    expect(suggested.body.data.filter((s: { kind: string }) => s.kind === 'industry')).toEqual([]);
    const shopAnswer = await api.call('GET', `/v1/shops/${shop.id}?part=industry`);
    expect(shopAnswer.body.data.industry).toMatchObject({ id: made.id, name: '紋身刺青' });
    // Its seller's shop form names the hidden industry (the public list no longer has it), and
    // a save of other fields keeps it.
    const owner = await sellerMember(t, 'OWNER', shop.sellerId);
    const sellerShop = `/v1/sellers/${shop.sellerId}/shops/${shop.id}`;
    const own = await api.call('GET', `${sellerShop}?part=industry`, { token: owner.token });
    expect(own.body.data.industry).toMatchObject({ id: made.id, name: '紋身刺青' });
    const saved = await api.call('PATCH', sellerShop, {
      token: owner.token,
      body: { displayName: '紋身工作室', industryId: made.id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      displayName: '紋身工作室',
      industryId: made.id,
      industry: { id: made.id, name: '紋身刺青' },
    });
    // No other shop may move into it, nor a new shop open in it.
    const hiddenChoice = {
      code: 'E_VALIDATION',
      field: 'industryId',
      message: '這個行業類別已不開放選擇，請選擇其他類別',
    };
    const other = await buildShop(db(), { sellerId: shop.sellerId });
    const moved = await api.call('PATCH', `/v1/sellers/${shop.sellerId}/shops/${other.id}`, {
      token: owner.token,
      body: { industryId: made.id },
    });
    expect([moved.status, moved.body.error]).toEqual([400, expect.objectContaining(hiddenChoice)]);
    const opened = await api.call('POST', `/v1/sellers/${shop.sellerId}/shops`, {
      token: owner.token,
      body: {
        displayName: '新開的店',
        urlSlug: `new-shop-${made.id}`,
        address: '台北市中山區南京東路二段 1 號',
        industryId: made.id,
        cityId: shop.cityId,
      },
    });
    expect([opened.status, opened.body.error]).toEqual([
      400,
      expect.objectContaining(hiddenChoice),
    ]);
    // The admins still see it, marked hidden.
    const adminList = await api.call('GET', URL, { token });
    expect(adminList.body.data.find((i: { id: number }) => i.id === made.id).hidden).toBe(true);

    await patch(made.id, { hidden: false });
    expect((await publicIndustries()).map((i) => i.id)).toContain(made.id);
    const actions = (await auditOf(made.id)).map((r) => r.action);
    expect(actions).toEqual(['industry.create', 'industry.hide', 'industry.show']);
  });

  it('refuses an empty change (400) and an unknown industry (404)', async () => {
    const made = (await create(fresh())).body.data;
    expect((await patch(made.id, {})).status).toBe(400);
    expect((await patch(made.id, { hidden: 'yes' })).status).toBe(400);
    expect((await patch(made.id, { imageUrl: 'https://evil.example/x.png' })).status).toBe(400);
    const missing = await patch(999999, { name: '不存在' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('E_NOT_FOUND');
    // Saving what is already there changes nothing and writes no audit row.
    expect((await patch(made.id, { name: made.name })).status).toBe(200);
    expect(await auditOf(made.id)).toHaveLength(1);
  });
});

describe('reordering industries', () => {
  it('takes exactly every industry, and the public list follows at once', async () => {
    const all: { id: number }[] = (await api.call('GET', URL, { token })).body.data;
    const ids = all.map((i) => i.id);
    const reorder = (body: unknown) =>
      api.call('POST', `${URL}:reorder`, { token, body: body as Record<string, unknown> });
    expect((await reorder({ ids: ids.slice(1) })).status).toBe(400);
    expect((await reorder({ ids: [...ids, ids[0]] })).status).toBe(400);
    expect((await reorder({ ids: [] })).status).toBe(400);

    await publicIndustries();
    const moved = [ids.at(-1)!, ...ids.slice(0, -1)];
    const res = await reorder({ ids: moved });
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { id: number }) => i.id)).toEqual(moved);
    const visible = (await publicIndustries()).map((i) => i.id);
    expect(visible).toEqual(moved.filter((id) => visible.includes(id)));
    const rows = await auditOf(moved[0]!);
    expect(rows.at(-1)).toMatchObject({ action: 'industry.reorder', after: { position: 0 } });
  });
});

describe("an industry's image", () => {
  it('goes through the upload pipeline (WebP), audited, shown publicly at once', async () => {
    const made = (await create(fresh())).body.data;
    await publicIndustries();
    const { payload, headers } = multipartFile(await pngImage(1200, 900));
    const url = `${URL}/${made.id}/image`;
    const res = await api.call('POST', url, { token, body: payload, headers });
    expect(res.status).toBe(200);
    const imageUrl: string = res.body.data.imageUrl;
    expect(imageUrl).toMatch(new RegExp(`^/uploads/industries/${made.id}-[\\w-]+\\.webp$`));
    const file = path.join(t.config.uploadsDir, imageUrl.replace('/uploads/', ''));
    expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 800,
    });
    expect((await publicIndustries()).find((i) => i.id === made.id)?.imageUrl).toBe(imageUrl);
    const [, row] = await auditOf(made.id);
    expect(row).toMatchObject({ action: 'industry.update', after: { imageUrl } });

    const fake = multipartFile(Buffer.from('not a picture'), 'image/png', 'x.png');
    const bad = await api.call('POST', url, { token, body: fake.payload, headers: fake.headers });
    expect(bad.status).toBe(400);
    const missing = await api.call('POST', `${URL}/999999/image`, {
      token,
      body: payload,
      headers,
    });
    expect(missing.status).toBe(404);

    const off = await patch(made.id, { imageUrl: null });
    expect(off.body.data.imageUrl).toBeNull();
    const [stored] = await db().select().from(industries).where(eq(industries.id, made.id));
    expect(stored!.imageUrl).toBeNull();
  });
});
