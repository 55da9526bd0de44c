import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';

/** Public addresses of Hong Kong, Singapore, Taiwan and US networks (RIR allocations). */
const HONG_KONG = '203.198.0.1';
const SINGAPORE = '165.21.0.1';
const MALAYSIA = '175.136.0.1';
const UNITED_STATES = '8.8.8.8';

let behindProxy: TestContext;
let direct: TestContext;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    createTestApp({ demo: true, env: { TRUST_PROXY: 'true' } }),
    createTestApp({ env: { TRUST_PROXY: 'false' } }),
  ]);
});
afterAll(() => Promise.all([behindProxy.close(), direct.close()]));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function guess(app: TestContext, forwardedFor?: string, query = '') {
  const res = await app.app.inject({
    method: 'GET',
    url: `/v1/guess-city${query}`,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Json;
}

describe('GET /v1/guess-city without a point: the visitor placed by IP (issue 36 item 11)', () => {
  it('a Hong Kong and a Singapore address get their country and its main city', async () => {
    expect(await guess(behindProxy, HONG_KONG)).toMatchObject({
      source: 'IP',
      distance: null,
      country: { isoCode: 'HK', currency: 'HKD' },
    });
    expect(await guess(behindProxy, SINGAPORE)).toMatchObject({
      source: 'IP',
      country: { isoCode: 'SG', currency: 'SGD' },
    });
    expect(await guess(behindProxy, MALAYSIA)).toMatchObject({
      source: 'IP',
      name: '吉隆坡',
      country: { isoCode: 'MY' },
    });
  });

  it("the placed city's point puts that country's shops first on the home page", async () => {
    for (const [address, country] of [
      [HONG_KONG, 'HK'],
      [SINGAPORE, 'SG'],
    ] as const) {
      const city = await guess(behindProxy, address);
      const res = await behindProxy.app.inject({
        method: 'GET',
        url: `/v1/homepage-shops?lng=${city.longitude}&lat=${city.latitude}`,
      });
      expect(res.statusCode).toBe(200);
      const [first] = res.json().data as Json[];
      expect(first!.city.countryId ?? first!.countryId).toBe(city.country.id);
      expect(country).toBe(city.country.isoCode);
    }
  });

  it('a country we do not serve, loopback and private addresses start in Taipei', async () => {
    for (const address of [UNITED_STATES, '127.0.0.1', '10.1.2.3', '192.168.1.5', '::1']) {
      expect(await guess(behindProxy, address), address).toMatchObject({
        source: 'DEFAULT',
        name: '臺北市',
        country: { isoCode: 'TW' },
      });
    }
  });

  it('X-Forwarded-For counts only when TRUST_PROXY is set', async () => {
    expect(await guess(direct, HONG_KONG)).toMatchObject({ source: 'DEFAULT', name: '臺北市' });
  });

  it('a point still wins over the address', async () => {
    expect(await guess(behindProxy, HONG_KONG, '?lng=120.30&lat=22.65')).toMatchObject({
      source: 'POINT',
      name: '高雄市',
    });
  });
});
