import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CSP } from '../src/http/security-headers';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
let webDist: string;

const INDEX_HTML = `<!doctype html><html lang="zh-Hant-TW"><head>
<!--app-head--><title>好約</title><!--/app-head-->
</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  const uploads = path.join(t.config.uploadsDir, 'users', '7');
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, 'photo-abc.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
  fs.writeFileSync(path.join(uploads, 'page.html'), '<script>alert(1)</script>');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The headers every answer carries, whatever sent it. */
function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['content-security-policy']).toBe(APP_CSP);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['permissions-policy']).toBe('geolocation=(self), camera=(), microphone=()');
  expect(res.headers['strict-transport-security']).toBeUndefined(); // not in production
}

describe('security headers', () => {
  it('the app policy is strict: no inline or eval script, no framing, no plugins', () => {
    const directives = new Map(
      APP_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(directives.get('img-src')).toBe("'self' data: blob:");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('font-src')).toBe("'self' data:");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'self'");
    expect(directives.get('form-action')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
  });

  it('on API answers, cached or not', async () => {
    for (const url of ['/v1/health', '/v1/plans', '/v1/plans']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it('on error answers: validation, unauthorized, malformed JSON', async () => {
    const invalid = await t.app.inject({ method: 'GET', url: '/v1/shops?page=zero' });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/me' });
    expect(anonymous.statusCode).toBe(401);
    expectSecurityHeaders(anonymous);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/tokens',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed);
  });

  it("on Fastify's refusals before routing: bad percent-encoding, over-long parameter", async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/v1/shops/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400); // how it is worded is the error handler's business
    expectSecurityHeaders(badUrl);
    const longParam = await t.app.inject({
      method: 'POST',
      url: `/v1/sellers/${'1'.repeat(300)}/shops`,
    });
    expect([400, 414]).toContain(longParam.statusCode);
    expectSecurityHeaders(longParam);
  });

  it('on 404s: unknown API path, missing file, unknown shop page', async () => {
    for (const url of ['/v1/nothing-here', '/static/nothing.jpg', '/uploads/users/7/gone.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expectSecurityHeaders(res);
    }
    const page = await t.app.inject({ method: 'GET', url: '/p/no-such-shop' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(page);
  });

  it('on the web app: pages and built assets', async () => {
    for (const url of ['/', '/search?keyword=x', '/assets/app-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it('on static files: the real type, shown inline with a safe name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/demo/industries/hair.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe('inline; filename="hair.jpg"');
    expectSecurityHeaders(res);
  });

  it('on uploads: WebP shown inline, anything else only ever downloaded', async () => {
    const photo = await t.app.inject({ method: 'GET', url: '/uploads/users/7/photo-abc.webp' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['content-disposition']).toBe('inline; filename="photo-abc.webp"');
    expectSecurityHeaders(photo);
    const page = await t.app.inject({ method: 'GET', url: '/uploads/users/7/page.html' });
    expect(page.headers['content-disposition']).toBe('attachment; filename="page.html"');
    expectSecurityHeaders(page);
  });

  it('on the API explorer, which runs under the same policy', async () => {
    for (const url of ['/v1/docs/', '/v1/docs/static/swagger-ui-bundle.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res);
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent in production only', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-32-characters!' },
    });
    try {
      for (const url of ['/v1/health', '/v1/nothing-here', '/']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await production.close();
    }
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
