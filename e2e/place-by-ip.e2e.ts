import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { baseURL } from './server';

const browser = useBrowser();

/** Public addresses of Hong Kong and Singapore networks (RIR allocations), as a proxy forwards them. */
const HONG_KONG = '203.198.0.1';
const SINGAPORE = '165.21.0.1';

/** The home page as the server sends it to a visitor at `address`: markup and data block. */
async function homeFrom(address: string | null) {
  const res = await fetch(`${baseURL}/`, {
    headers: address ? { 'x-forwarded-for': address } : {},
  });
  const html = await res.text();
  const data = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  const parsed = JSON.parse(data?.[1] ?? '{}') as { place?: { countryCode: string } };
  return { status: res.status, html, place: parsed.place ?? null };
}

/** A first-time visitor's page whose requests come from `address` (through the proxy). */
async function visitorFrom(
  address: string,
): Promise<{ page: Page; errors: string[]; guesses: string[] }> {
  const page = await newPage(browser(), 'phone');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const errors: string[] = [];
  const guesses: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => r.url().includes('/v1/guess-city') && guesses.push(r.url()));
  return { page, errors, guesses };
}

describe('the first server render places the visitor by address (issue 36 item 11)', () => {
  it("a Hong Kong or Singapore address gets its country's shops first in the first HTML", async () => {
    const hongKong = await homeFrom(HONG_KONG);
    expect(hongKong.status).toBe(200);
    expect(hongKong.place?.countryCode).toBe('HK');
    const shops = (html: string) =>
      [...html.matchAll(/data-testid="shop-card"[\s\S]*?<p[^>]*>([^<]+)<\/p>/g)].map((m) => m[1]);
    expect(shops(hongKong.html)[0]).toBe('Glow Nail 銅鑼灣');

    const singapore = await homeFrom(SINGAPORE);
    expect(singapore.place?.countryCode).toBe('SG');
    expect(shops(singapore.html)[0]).toBe('Orchard Lash Studio');

    // Loopback (no proxy header): not placed, Taipei's shops as before; and the pages differ.
    const local = await homeFrom(null);
    expect(local.place).toBeNull();
    expect(shops(local.html)[0]).not.toBe('Glow Nail 銅鑼灣');
  });

  it('the browser hydrates the placed page without a mismatch and keeps the place', async () => {
    const { page, errors, guesses } = await visitorFrom(HONG_KONG);
    await page.goto(`${baseURL}/`);
    const first = page.getByTestId('shop-card').first();
    await expect.poll(() => first.innerText()).toContain('Glow Nail 銅鑼灣');
    // Placed by the page itself: no second question to the server, and it is remembered.
    expect(guesses).toEqual([]);
    const stored = await page.evaluate(() => localStorage.getItem('haoyue:location:v1'));
    expect(JSON.parse(stored!).geolocation.countryCode).toBe('HK');
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('shop-card').first().innerText())
      .toContain('Glow Nail');
    await page.close();
  });

  it("a visitor's own choice still wins over the address", async () => {
    const { page } = await visitorFrom(HONG_KONG);
    await page.addInitScript(() => {
      if (localStorage.getItem('haoyue:location:v1')) return;
      localStorage.setItem(
        'haoyue:location:v1',
        JSON.stringify({
          geolocation: { longitude: 120.3, latitude: 22.62, countryCode: 'TW' },
          selectedCountry: null,
          selectedState: null,
          selectedCities: [],
          wholeState: false,
          isNearby: false,
        }),
      );
    });
    await page.goto(`${baseURL}/`);
    // Kaohsiung, stored earlier: its shop comes first once the app has read the stored choice.
    await expect.poll(() => page.getByTestId('shop-card').first().innerText()).toContain('高雄');
    await page.close();
  });
});
