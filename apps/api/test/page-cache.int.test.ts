import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShop } from './factories';
import { createFakeRenderedWebDist, createTestApp, type TestContext } from './helper';

let t: TestContext;
let fresh: TestContext;
let webDist: ReturnType<typeof createFakeRenderedWebDist>;

beforeAll(async () => {
  webDist = createFakeRenderedWebDist();
  t = await createTestApp({
    // Behind a proxy, so a test can say where its visitor is (X-Forwarded-For).
    env: { WEB_DIST_DIR: webDist.dir, PUBLIC_CACHE_SECONDS: '30', TRUST_PROXY: 'true' },
  });
  await buildShop(t.database.db, { displayName: '光點髮藝', urlSlug: 'lumiere' });
  fresh = await createTestApp({ env: { WEB_DIST_DIR: webDist.dir, PUBLIC_CACHE_SECONDS: '0' } });
});
afterAll(async () => {
  await Promise.all([t.close(), fresh.close()]);
  webDist.remove();
});

const get = (app: TestContext, url: string) => app.app.inject({ method: 'GET', url });
const renderOf = (html: string) => /<main data-render="(\d+)"/.exec(html)?.[1] ?? null;

describe('server-rendered pages are kept a few seconds (PUBLIC_CACHE_SECONDS)', () => {
  it('renders a page once for a burst of visitors, then answers the same bytes', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => get(t, '/p/lumiere')));
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 200));
    const renders = new Set(burst.map((r) => renderOf(r.body)));
    expect(renders.size).toBe(1);
    expect(burst[0]!.body).toContain('<title>光點髮藝｜臺北市｜線上預約</title>');
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);

    const later = await get(t, '/p/lumiere');
    expect(later.headers['x-cache']).toBe('HIT');
    expect(later.headers['cache-control']).toBe('no-cache');
    expect(later.body).toBe(burst[0]!.body);

    // Compressed as the browser asks, the same page; a kept page's bytes are compressed once.
    const br = () =>
      t.app.inject({ method: 'GET', url: '/p/lumiere', headers: { 'accept-encoding': 'br' } });
    const [first, second] = [await br(), await br()];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(burst[0]!.body);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("renders a page once per visitors' country, placed there (issue 36 item 11)", async () => {
    const from = (address?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/industries',
        headers: address ? { 'x-forwarded-for': address } : {},
      });
    const placeOf = (html: string) => /data-place="(\w*)"/.exec(html)?.[1];
    const [hongKong, hongKongAgain, singapore, local] = [
      await from('203.198.0.1'),
      await from('203.198.0.2'),
      await from('165.21.0.1'),
      await from(),
    ];
    expect(placeOf(hongKong.body)).toBe('HK');
    expect(hongKongAgain.headers['x-cache']).toBe('HIT');
    expect(hongKongAgain.body).toBe(hongKong.body);
    expect(placeOf(singapore.body)).toBe('SG');
    expect(renderOf(singapore.body)).not.toBe(renderOf(hongKong.body));
    // Loopback says nothing about where a person is: not placed, a render of its own.
    expect(placeOf(local.body)).toBe('');
    expect(renderOf(local.body)).not.toBe(renderOf(hongKong.body));
  });

  it('keeps each URL apart, the 404 of an unknown shop included', async () => {
    const search = await get(t, '/search?keyword=a');
    const other = await get(t, '/search?keyword=b');
    expect(renderOf(search.body)).not.toBe(renderOf(other.body));
    expect(search.body).toContain('<main data-render="');
    const missing = await get(t, '/p/no-such-shop');
    expect(missing.statusCode).toBe(404);
    const again = await get(t, '/p/no-such-shop');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBe('HIT');
  });

  it('never keeps the app shell: a failed render or a dashboard page', async () => {
    for (const url of ['/fail-here', '/dashboard/calendar']) {
      const first = await get(t, url);
      expect(first.statusCode).toBe(200);
      expect(first.body).not.toContain('<main data-render=');
      expect((await get(t, url)).headers['x-cache']).toBeUndefined();
    }
  });

  it('with PUBLIC_CACHE_SECONDS=0 every visitor gets a render of their own', async () => {
    const [a, b] = await Promise.all([get(fresh, '/industries'), get(fresh, '/industries')]);
    expect(renderOf(a.body)).not.toBeNull();
    expect(renderOf(a.body)).not.toBe(renderOf(b.body));
    expect((await get(fresh, '/industries')).headers['x-cache']).toBeUndefined();
  });
});
