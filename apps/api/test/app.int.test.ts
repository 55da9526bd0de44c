import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineSettings } from '../src/db/schema';
import { buildSeller, buildShop, buildShopImage, industryWithSlug } from './factories';
import { createFakeWebDist, createTestApp, type TestContext } from './helper';

let t: TestContext;
let webDist: ReturnType<typeof createFakeWebDist>;
/** A seller with LINE settings (a default name, a closed then an open bookable shop). */
let lineSeller = 0;
/** A seller without LINE settings, one public shop. */
let plainSeller = 0;

beforeAll(async () => {
  webDist = createFakeWebDist();
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist.dir, PUBLIC_CACHE_SECONDS: '30' } });
  const shop = await buildShop(t.database.db, {
    displayName: '光點 <髮藝> & "沙龍"',
    urlSlug: 'lumiere',
    introduction: '忠孝敦化站步行 3 分鐘。\n日系低刺激染燙。',
  });
  await buildShopImage(t.database.db, shop.id, { type: 'AVATAR', url: '/static/avatar.jpg' });
  await buildShopImage(t.database.db, shop.id, { type: 'COVER', url: '/static/cover.jpg' });
  await buildShop(t.database.db, { urlSlug: 'waiting', reviewStatus: 'PENDING' });

  const db = t.database.db;
  lineSeller = (await buildSeller(db, { displayName: '光點集團' })).id;
  const closed = await buildShop(db, {
    sellerId: lineSeller,
    displayName: '光點 舊店',
    reviewStatus: 'CLOSED',
  });
  await buildShopImage(db, closed.id, { type: 'COVER', url: '/static/closed.jpg' });
  const xinyi = await buildShop(db, {
    sellerId: lineSeller,
    displayName: '光點 信義店',
    urlSlug: 'line-xinyi',
  });
  await buildShopImage(db, xinyi.id, { type: 'AVATAR', url: '/static/xinyi-avatar.jpg' });
  await buildShopImage(db, xinyi.id, { type: 'COVER', url: '/static/xinyi-cover.jpg' });
  await db.insert(lineSettings).values({
    sellerId: lineSeller,
    liffId: '1234567890-abcdefgh',
    bookableShopIds: [closed.id, xinyi.id],
    defaultShopName: '光點 <會員>',
  });
  plainSeller = (await buildSeller(db, { displayName: '小美工作室' })).id;
  const plain = await buildShop(db, { sellerId: plainSeller, displayName: '小美 美甲' });
  await buildShopImage(db, plain.id, {
    type: 'AVATAR',
    url: 'https://cdn.example.com/xiaomei.jpg',
  });
});
afterAll(async () => {
  await t.close();
  webDist.remove();
});

describe('API envelope and routing', () => {
  it('answers unknown /v1 paths with a JSON 404, never the web app', async () => {
    for (const [method, url] of [
      ['GET', '/v1/nothing-here'],
      ['GET', '/v1'],
      ['POST', '/v1/shops'],
      ['DELETE', '/v1/shops/1'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error.code).toBe('E_NOT_FOUND');
    }
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.json()).toEqual({ data: { status: 'ok', database: t.database.kind } });
  });

  it('describes every API route in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/v1/shops',
      '/v1/shops/{shopId}',
      '/v1/homepage-shops',
      '/v1/operators',
      '/v1/service-groups',
      '/v1/plans',
      '/v1/dial-codes',
      '/v1/countries',
      '/v1/states',
      '/v1/cities',
      '/v1/guess-city',
      '/v1/industries',
      '/v1/health',
      '/v1/auth/registration:check',
      '/v1/auth/providers',
      '/v1/auth/sms-verification:send',
      '/v1/auth/cip-verifications:start',
      '/v1/auth/cip-verifications:status',
      '/v1/auth/tokens',
      '/v1/auth/tokens/current',
      '/v1/me',
      '/v1/me/photo',
      '/v1/me/favorites',
      '/v1/me/favorites:add',
      '/v1/me/favorites:remove',
      '/v1/me/favorite-shop-ids',
      '/v1/dev/outbox',
      '/v1/dev/phone-calls',
    ]) {
      expect(paths).toContain(p);
    }
    const params = doc.paths['/v1/shops'].get.parameters.map((q: { name: string }) => q.name);
    expect(params).toEqual(
      expect.arrayContaining(['keyword', 'industryId', 'cityIds', 'lng', 'lat', 'part', 'page']),
    );
  });

  it('serves the docs UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('public micro-cache', () => {
  it('answers a repeated public read from the cache, with a cache header for browsers', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/v1/plans' });
    const second = await t.app.inject({ method: 'GET', url: '/v1/plans' });
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json()).toEqual(first.json());
  });

  it('caches large answers for clients that accept compression, and still compresses them', async () => {
    const url = '/v1/countries?part=states';
    const headers = { 'accept-encoding': 'gzip' };
    const first = await t.app.inject({ method: 'GET', url, headers });
    const second = await t.app.inject({ method: 'GET', url, headers });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(zlib.gunzipSync(second.rawPayload).toString()).toBe(
      zlib.gunzipSync(first.rawPayload).toString(),
    );
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-cache']).toBeUndefined(); // another encoding is another entry
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data[0].states.length).toBeGreaterThan(0);
    const brHit = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(brHit.headers['x-cache']).toBe('HIT');
    expect(JSON.parse(zlib.brotliDecompressSync(brHit.rawPayload).toString())).toEqual(
      plain.json(),
    );
  });

  it('caches big answers too (compressed in one piece, not streamed)', async () => {
    const intro = '我們的設計師會先了解你的生活習慣，再決定剪法與藥劑。'.repeat(20);
    for (let i = 0; i < 30; i++) {
      await buildShop(t.database.db, { industrySlug: 'waxing', introduction: `${i} ${intro}` });
    }
    const waxing = await industryWithSlug(t.database.db, 'waxing');
    const url = `/v1/shops?industryId=${waxing.id}&perPage=30`;
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.rawPayload).length).toBeGreaterThan(48 * 1024);
    const second = await t.app.inject({ method: 'GET', url, headers });
    expect(second.headers['x-cache']).toBe('HIT');
  });

  it('never caches errors', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/shops/424242' });
    const again = await t.app.inject({ method: 'GET', url: '/v1/shops/424242' });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

/** A page of the web app at `url`: its status, and each of `fragments` in its HTML. */
async function expectPage(url: string, status: number, fragments: string[]) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  for (const fragment of fragments) expect(res.body, url).toContain(fragment);
  return res;
}

describe('web app and share cards', () => {
  it('serves index.html for client routes (history fallback)', async () => {
    for (const url of ['/', '/search?keyword=x', '/industries', '/some/unknown/page']) {
      const res = await expectPage(url, 200, [
        '<div id="root">',
        '<title>好約｜輕鬆管理個人與團隊的預約</title>',
      ]);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('fills the shop page share card, escaped, at both aliases with one canonical URL', async () => {
    for (const url of ['/p/lumiere', '/shop/lumiere']) {
      const res = await expectPage(url, 200, [
        '<title>光點 &lt;髮藝&gt; &amp; &quot;沙龍&quot;｜臺北市｜線上預約</title>',
        '<meta property="og:title" content="光點 &lt;髮藝&gt; &amp; &quot;沙龍&quot;｜臺北市｜線上預約" />',
        '<meta property="og:description" content="忠孝敦化站步行 3 分鐘。 日系低刺激染燙。" />',
        '<meta property="og:image" content="https://haoyue.test/static/cover.jpg" />',
        '<meta property="og:url" content="https://haoyue.test/p/lumiere" />',
        '<link rel="canonical" href="https://haoyue.test/p/lumiere" />',
      ]);
      expect(res.body.match(/<title>/g)).toHaveLength(1);
    }
  });

  it("fills the booking page's share card with the shop, canonical under /p", async () => {
    for (const url of ['/p/lumiere/booking', '/shop/lumiere/booking']) {
      await expectPage(url, 200, [
        '<title>預約 光點 &lt;髮藝&gt; &amp; &quot;沙龍&quot;｜臺北市｜好約</title>',
        '<link rel="canonical" href="https://haoyue.test/p/lumiere/booking" />',
      ]);
    }
  });

  it('answers 404 (with the app, which shows not-found) for unknown or pending shops', async () => {
    for (const url of ['/p/no-such-shop', '/shop/waiting', '/p/no-such-shop/booking']) {
      await expectPage(url, 404, ['<div id="root">']);
    }
  });

  it("fills a LINE area page's card: the default shop name, the first open bookable shop's image, canonical /line/{sellerId}", async () => {
    for (const section of [
      '',
      '/',
      '/my-customer',
      '/orders',
      '/orders/some-order-key',
      '/login',
    ]) {
      const res = await expectPage(`/line/${lineSeller}${section}`, 200, [
        '<title>光點 &lt;會員&gt;｜LINE 會員專區｜好約</title>',
        '<meta property="og:title" content="光點 &lt;會員&gt;｜LINE 會員專區｜好約" />',
        '<meta property="og:image" content="https://haoyue.test/static/xinyi-cover.jpg" />',
        `<link rel="canonical" href="https://haoyue.test/line/${lineSeller}" />`,
        `<meta property="og:url" content="https://haoyue.test/line/${lineSeller}" />`,
      ]);
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).not.toContain('some-order-key');
    }
  });

  it("names a LINE area without settings after its shop, with the shop's image", async () => {
    await expectPage(`/line/${plainSeller}/my-customer`, 200, [
      '<meta property="og:title" content="小美 美甲｜LINE 會員專區｜好約" />',
      '<meta property="og:image" content="https://cdn.example.com/xiaomei.jpg" />',
      `<link rel="canonical" href="https://haoyue.test/line/${plainSeller}" />`,
    ]);
  });

  it("gives a LINE area's shop pages the shop's card, canonical under /p", async () => {
    await expectPage(`/line/${lineSeller}/line-xinyi`, 200, [
      '<meta property="og:title" content="光點 信義店｜臺北市｜線上預約" />',
      '<meta property="og:image" content="https://haoyue.test/static/xinyi-cover.jpg" />',
      '<link rel="canonical" href="https://haoyue.test/p/line-xinyi" />',
    ]);
    await expectPage(`/line/${lineSeller}/line-xinyi/booking`, 200, [
      '<title>預約 光點 信義店｜臺北市｜好約</title>',
      '<link rel="canonical" href="https://haoyue.test/p/line-xinyi/booking" />',
    ]);
    // Another seller's shop (or none) under this seller's area shows nothing: the not-found
    // page with its status (issue 36), and the default card.
    for (const slug of ['lumiere', 'no-such-shop']) {
      await expectPage(`/line/${lineSeller}/${slug}`, 404, [
        '<title>好約｜輕鬆管理個人與團隊的預約</title>',
      ]);
    }
  });

  it('answers unknown sellers and bad ids 404 with the default card, never a 5xx', async () => {
    for (const url of [
      '/line/999999',
      '/line/999999/my-customer',
      '/line/abc/my-customer',
      '/line/0',
      '/line/99999999999999999999',
      '/line/4294967296/orders',
    ]) {
      await expectPage(url, 404, ['<title>好約｜輕鬆管理個人與團隊的預約</title>']);
    }
    // Malformed escapes: Fastify refuses the URL itself, as a client error.
    for (const url of ['/line/%ZZ/x', `/line/${lineSeller}/%E0%A4%A/booking`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('serves hashed assets with immutable caching and missing files as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the demo images it references', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/static/demo/shops/lumiere-daan-cover.jpg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});
