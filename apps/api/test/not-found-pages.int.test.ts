import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShop } from './factories';
import { createFakeRenderedWebDist, createTestApp, type TestContext } from './helper';

let t: TestContext;
let webDist: ReturnType<typeof createFakeRenderedWebDist>;
let sellerId: number;

beforeAll(async () => {
  webDist = createFakeRenderedWebDist();
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist.dir } });
  const shop = await buildShop(t.database.db, { displayName: '光點髮藝', urlSlug: 'lumiere' });
  sellerId = shop.sellerId;
});
afterAll(async () => {
  await t.close();
  webDist.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('pages that show nothing answer 404 (issue 36 item 3)', () => {
  it('a path no page of the route table answers: 404 with the app page, never 200', async () => {
    const res = await get('/no-such-page/at-all');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<main data-render="');
    expect((await get('/search')).statusCode).toBe(200);
  });

  it("a LINE area of no seller, or a shop the seller does not have: 404; the seller's own pages 200", async () => {
    expect((await get('/line/999999')).statusCode).toBe(404);
    expect((await get('/line/not-a-number')).statusCode).toBe(404);
    expect((await get(`/line/${sellerId}/no-such-shop`)).statusCode).toBe(404);
    expect((await get(`/line/${sellerId}/no-such-shop/booking`)).statusCode).toBe(404);
    expect((await get(`/line/${sellerId}`)).statusCode).toBe(200);
    expect((await get(`/line/${sellerId}/lumiere`)).statusCode).toBe(200);
  });

  it('an unknown API call keeps its JSON 404', async () => {
    const res = await get('/v1/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'E_NOT_FOUND' } });
  });
});
