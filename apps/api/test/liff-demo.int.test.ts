import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CSP, LINE_CSP } from '../src/http/security-headers';
import { buildSeller } from './factories';
import { createFakeWebDist, createTestApp, type TestContext } from './helper';
import { PRODUCTION_TEST_ENV } from './tappay-env';

// The demo LINE area under the built app: outside production the server serves the LIFF mock
// and the demo scenario script and puts the latter into /line/* pages; production does neither.

const TAG = '<script src="/dev/liff-demo.js"></script>';
// A string only @line/liff-mock's code contains.
const MOCK_MARKER = 'You need to call liff.init first.';

let webDist: ReturnType<typeof createFakeWebDist>;
beforeAll(() => {
  webDist = createFakeWebDist();
});
afterAll(() => webDist.remove());

describe('the LIFF demo outside production', () => {
  let t: TestContext;
  let sellers: number[];
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: webDist.dir } });
    // LINE areas of sellers that exist (an unknown seller's area is a 404 page).
    sellers = [(await buildSeller(t.database.db)).id, (await buildSeller(t.database.db)).id];
  });
  afterAll(() => t.close());

  it('serves the mock and the demo script from our origin, to this machine only', async () => {
    const mock = await t.app.inject({ method: 'GET', url: '/dev/liff-mock.js' });
    expect(mock.statusCode).toBe(200);
    expect(mock.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(mock.headers['content-security-policy']).toBe(APP_CSP);
    expect(mock.body).toContain(MOCK_MARKER);
    const demo = await t.app.inject({ method: 'GET', url: '/dev/liff-demo.js' });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(demo.body).toContain('__HAOYUE_LIFF_MOCK__');
    expect(demo.body).toContain('liffMock');
    expect(demo.body).toContain('U00000000000000000000000000000001');
    for (const url of ['/dev/liff-mock.js', '/dev/liff-demo.js']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.10' });
      expect(remote.statusCode, url).toBe(404);
    }
  });

  it("puts the demo script into the LINE area pages only, under the LINE area's policy", async () => {
    const [a, b] = sellers;
    for (const url of [
      `/line/${a}`,
      `/line/${a}/my-customer?liffMock=1`,
      `/line/${b}/orders/abc`,
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-security-policy'], url).toBe(LINE_CSP);
      expect(page.body, url).toContain(TAG);
      // In the head, so it runs before the app's scripts.
      expect(page.body.indexOf(TAG), url).toBeLessThan(page.body.indexOf('</head>'));
    }
    for (const url of ['/', '/search', '/user/orders', '/lineup', '/dashboard']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body, url).not.toContain('liff-demo');
    }
  });
});

describe('the LIFF demo in production', () => {
  it('is neither served nor injected', async () => {
    const production = await createTestApp({
      env: { ...PRODUCTION_TEST_ENV, WEB_DIST_DIR: webDist.dir },
    });
    try {
      for (const url of ['/dev/liff-mock.js', '/dev/liff-demo.js']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain(MOCK_MARKER);
        expect(res.body, url).not.toContain('__HAOYUE_LIFF_MOCK__');
      }
      const seller = await buildSeller(production.database.db);
      const page = await production.app.inject({
        method: 'GET',
        url: `/line/${seller.id}/my-customer`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('liff-demo');
      expect(page.body).not.toContain('liff-mock');
    } finally {
      await production.close();
    }
  });
});
