import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CSP, LINE_CSP, TAPPAY_CSP } from '../src/http/security-headers';
import { createFakeWebDist, createTestApp, type TestContext } from './helper';
import { PRODUCTION_TEST_ENV } from './tappay-env';

let t: TestContext;
let webDist: ReturnType<typeof createFakeWebDist>;

beforeAll(async () => {
  webDist = createFakeWebDist();
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist.dir } });
  const uploads = path.join(t.config.uploadsDir, 'users', '7');
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, 'photo-abc.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
  fs.writeFileSync(path.join(uploads, 'page.html'), '<script>alert(1)</script>');
});
afterAll(async () => {
  await t.close();
  webDist.remove();
});

/**
 * Sends each request (a GET of a URL, or full inject options), checks its status (one of
 * `statuses`) and the headers every answer carries, whatever sent it; returns the answers.
 */
async function expectSecurityHeaders(
  requests: (string | InjectOptions)[],
  statuses: number[],
  { line = false }: { line?: boolean } = {},
): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (const request of requests) {
    const options: InjectOptions = typeof request === 'string' ? { url: request } : request;
    const res = await t.app.inject({ method: 'GET', ...options });
    const label = `${options.method ?? 'GET'} ${String(options.url).slice(0, 60)}`;
    expect(statuses, label).toContain(res.statusCode);
    expect(res.headers['content-security-policy'], label).toBe(line ? LINE_CSP : APP_CSP);
    expect(res.headers['x-content-type-options'], label).toBe('nosniff');
    expect(res.headers['x-frame-options'], label).toBe('DENY');
    expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy'], label).toBe(
      line ? 'same-origin-allow-popups' : 'same-origin',
    );
    expect(res.headers['permissions-policy'], label).toBe(
      'geolocation=(self), camera=(), microphone=()',
    );
    expect(res.headers['strict-transport-security'], label).toBeUndefined(); // not production
    answers.push(res);
  }
  return answers;
}

describe('security headers', () => {
  it('the policy is strict: no inline or eval script, no framing, no plugins', () => {
    const directives = Object.fromEntries(
      APP_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it("TapPay's policy adds exactly its card fields: script, frames and API, nothing inline", () => {
    const directivesOf = (csp: string) =>
      Object.fromEntries(
        csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]),
      );
    expect(directivesOf(TAPPAY_CSP)).toEqual({
      ...directivesOf(APP_CSP),
      'script-src': "'self' https://js.tappaysdk.com",
      'frame-src': "'self' https://*.tappaysdk.com",
      'connect-src': "'self' https://*.tappaysdk.com",
    });
    expect(directivesOf(TAPPAY_CSP)['frame-ancestors']).toBe("'none'");
  });

  it("the LINE area's policy adds exactly the LINE hosts the LIFF SDK reaches", () => {
    const directivesOf = (csp: string) =>
      Object.fromEntries(
        csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]),
      );
    const app = directivesOf(APP_CSP);
    expect(directivesOf(LINE_CSP)).toEqual({
      ...app,
      'img-src': "'self' data: blob: https://profile.line-scdn.net",
      'connect-src': "'self' https://api.line.me https://access.line.me https://liff.line.me",
    });
    // Still no script of anyone else's, no eval, no framing.
    expect(directivesOf(LINE_CSP)['script-src']).toBe("'self'");
    expect(directivesOf(LINE_CSP)['frame-ancestors']).toBe("'none'");
  });

  it('on the LINE area pages (the LIFF endpoint and under it): the LINE policy', async () => {
    await expectSecurityHeaders(
      ['/line/1', '/line/1/', '/line/1/my-customer?liffStarted=1', '/line/2/orders/abc', '/line'],
      [200, 404],
      { line: true },
    );
  });

  it('everything else keeps the strict policy, LINE-like paths included', async () => {
    await expectSecurityHeaders(
      ['/', '/v1/health', '/v1/line-settings?sellerId=1', '/lineup', '/line-pay-landing'],
      [200, 404],
    );
  });

  it('on API answers, cached or not, and on the API explorer', async () => {
    await expectSecurityHeaders(['/v1/health', '/v1/plans', '/v1/plans', '/v1/docs/'], [200]);
  });

  it('on error answers: validation, unauthorized, malformed JSON', async () => {
    const [, anonymous] = await expectSecurityHeaders(
      [
        '/v1/shops?page=zero',
        '/v1/me',
        {
          method: 'POST',
          url: '/v1/auth/tokens',
          headers: { 'content-type': 'application/json' },
          payload: '{"phone":',
        },
      ],
      [400, 401],
    );
    expect(anonymous!.statusCode).toBe(401);
  });

  it("on Fastify's refusals before routing: bad percent-encoding, over-long parameter", async () => {
    // How they are worded is the error handler's business; the headers are this plugin's.
    await expectSecurityHeaders(
      ['/v1/shops/%E0%A4%A', { method: 'POST', url: `/v1/sellers/${'1'.repeat(300)}/shops` }],
      [400, 414],
    );
  });

  it('on 404s: unknown API path, missing file or upload, unknown shop page', async () => {
    const answers = await expectSecurityHeaders(
      ['/v1/nothing-here', '/static/nothing.jpg', '/uploads/users/7/gone.webp', '/p/no-such-shop'],
      [404],
    );
    expect(answers[3]!.headers['content-type']).toContain('text/html');
  });

  it('on the web app: pages and built assets', async () => {
    await expectSecurityHeaders(['/', '/search?keyword=x', '/assets/app-abc123.js'], [200]);
  });

  it('on files: the real type; images inline with a safe name, anything else downloaded', async () => {
    const [demo, photo, page] = await expectSecurityHeaders(
      [
        '/static/demo/industries/hair.jpg',
        '/uploads/users/7/photo-abc.webp',
        '/uploads/users/7/page.html',
      ],
      [200],
    );
    expect(demo!.headers['content-type']).toBe('image/jpeg');
    expect(demo!.headers['content-disposition']).toBe('inline; filename="hair.jpg"');
    expect(photo!.headers['content-type']).toBe('image/webp');
    expect(photo!.headers['content-disposition']).toBe('inline; filename="photo-abc.webp"');
    expect(page!.headers['content-disposition']).toBe('attachment; filename="page.html"');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent in production only', async () => {
    const production = await createTestApp({
      env: PRODUCTION_TEST_ENV,
    });
    try {
      for (const url of ['/v1/health', '/v1/nothing-here', '/v1/shops/%E0%A4%A']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
        // Production's card gateway is TapPay: its card fields' script, frames and API.
        expect(res.headers['content-security-policy'], url).toBe(TAPPAY_CSP);
      }
    } finally {
      await production.close();
    }
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
