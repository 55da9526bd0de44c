import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShop } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helper';
import { PRODUCTION_TEST_ENV } from '../../../test/tappay-env';
import { multipartFile, pngImage } from '../../../test/seller-factories';
import { client } from '../../../test/sign-in';

let t: TestContext;
let api: ReturnType<typeof client>;
let n = 0;
const twNumber = () => `+8869${String(20_000_000 + ++n).slice(-8)}`;

beforeAll(async () => {
  t = await createTestApp({
    env: { CALL_IN_WEBHOOK_SECRET: 'telephony-shared-secret-0123456789' },
  });
  api = client(t.app);
});
afterAll(() => t.close());

/** Cookie header from a sign-in response's Set-Cookie. */
function cookieHeader(cookies: { name: string; value: string }[]): string {
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The XSRF token a sign-in set as a cookie. */
const xsrfOf = (cookies: { name: string; value: string }[]) =>
  cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;

/** A write on the cookie session: refused (403 E_XSRF) without the XSRF header, done with it. */
async function expectXsrfGuardedWrite(cookie: string, xsrf: string, nickname: string) {
  const noHeader = await api.call('PATCH', '/v1/me', { headers: { cookie }, body: { nickname } });
  expect(noHeader.status).toBe(403);
  expect(noHeader.body.error.code).toBe('E_XSRF');
  const ok = await api.call('PATCH', '/v1/me', {
    headers: { cookie, 'x-xsrf-token': xsrf },
    body: { nickname },
  });
  expect(ok.status).toBe(200);
}

describe('tokens and cookies', () => {
  it('sets Authorization (HttpOnly) and XSRF-TOKEN cookies: Secure, SameSite=None, 365 days', async () => {
    const res = await api.signInBySms(twNumber());
    const auth = res.cookies.find((c) => c.name === 'Authorization');
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(auth).toMatchObject({
      value: res.body.data.token,
      httpOnly: true,
      secure: true,
      sameSite: 'None',
      maxAge: 31_536_000,
      path: '/',
    });
    expect(xsrf).toMatchObject({ secure: true, sameSite: 'None', maxAge: 31_536_000 });
    expect(xsrf!.httpOnly).toBeFalsy();
  });

  it('needs a valid token for /v1/me: none, garbage, forged and revoked tokens get 401', async () => {
    expect((await api.call('GET', '/v1/me')).body.error.code).toBe('E_UNAUTHORIZED_ACCESS');
    expect((await api.call('GET', '/v1/me', { token: 'garbage' })).status).toBe(401);
    const { body } = await api.signInBySms(twNumber());
    const token: string = body.data.token;
    const [h, p] = token.split('.');
    expect((await api.call('GET', '/v1/me', { token: `${h}.${p}.forgedsignature` })).status).toBe(
      401,
    );
    expect((await api.call('GET', '/v1/me', { token })).status).toBe(200);
    const out = await api.call('DELETE', '/v1/auth/tokens/current', { token });
    expect(out.status).toBe(204);
    const after = await api.call('GET', '/v1/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('E_UNAUTHORIZED_ACCESS');
  });

  it('accepts the cookie for reads, and for writes only with the matching signed XSRF header', async () => {
    const res = await api.signInBySms(twNumber());
    const cookie = cookieHeader(res.cookies);
    expect((await api.call('GET', '/v1/me', { headers: { cookie } })).status).toBe(200);
    await expectXsrfGuardedWrite(cookie, xsrfOf(res.cookies), '小明');
    // Another session's (validly signed) XSRF token is refused: it is bound to its own token.
    const other = await api.signInBySms(twNumber());
    const otherXsrf = xsrfOf(other.cookies);
    const swapped = cookie.replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${otherXsrf}`);
    expect(
      (
        await api.call('PATCH', '/v1/me', {
          headers: { cookie: swapped, 'x-xsrf-token': otherXsrf },
          body: { nickname: 'x' },
        })
      ).status,
    ).toBe(403);
    // The bearer header is never attached by a browser on its own: no XSRF needed.
    expect(
      (
        await api.call('PATCH', '/v1/me', {
          token: res.body.data.token,
          body: { nickname: '阿明' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('Reserve with Google area sessions', () => {
  /** Signs a number in by SMS code with extra token-request fields (e.g. the area). */
  async function signInBySmsWith(phoneNumber: string, extra: Record<string, unknown>) {
    const sent = await api.call('POST', '/v1/auth/sms-verification:send', {
      body: { phoneNumber },
    });
    const code = await api.latestCode(phoneNumber);
    return api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'sms', verificationId: sent.body.data.verificationId, code, ...extra },
    });
  }

  it('sets GoogleAuthorization (not Authorization) for a sign-in in the area, and the other way round', async () => {
    const google = await signInBySmsWith(twNumber(), { area: 'google-reserve' });
    expect(google.status).toBe(200);
    const googleCookie = google.cookies.find((c) => c.name === 'GoogleAuthorization');
    expect(googleCookie).toMatchObject({
      value: google.body.data.token,
      httpOnly: true,
      secure: true,
      sameSite: 'None',
      maxAge: 31_536_000,
      path: '/',
    });
    expect(google.cookies.find((c) => c.name === 'Authorization')).toBeUndefined();
    expect(google.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeDefined();

    const site = await signInBySmsWith(twNumber(), {});
    expect(site.cookies.find((c) => c.name === 'Authorization')).toBeDefined();
    expect(site.cookies.find((c) => c.name === 'GoogleAuthorization')).toBeUndefined();

    const unknownArea = await signInBySmsWith(twNumber(), { area: 'elsewhere' });
    expect(unknownArea.status).toBe(400);
    expect(unknownArea.body.error.code).toBe('E_VALIDATION');
  });

  it('accepts the GoogleAuthorization cookie (XSRF for writes); the bearer header and Authorization cookie come first', async () => {
    const google = await signInBySmsWith(twNumber(), { area: 'google-reserve' });
    const cookie = cookieHeader(google.cookies);
    const me = await api.call('GET', '/v1/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(google.body.data.user.id);
    await expectXsrfGuardedWrite(cookie, xsrfOf(google.cookies), 'G');

    // Both cookies in one browser: the main site's session is the one the cookies sign in.
    const site = await api.signInBySms(twNumber());
    const both = `${cookie}; Authorization=${site.body.data.token}`;
    const asSite = await api.call('GET', '/v1/me', { headers: { cookie: both } });
    expect(asSite.body.data.id).toBe(site.body.data.user.id);
    // A bearer token wins over any cookie.
    const asBearer = await api.call('GET', '/v1/me', {
      token: google.body.data.token,
      headers: { cookie: `Authorization=${site.body.data.token}` },
    });
    expect(asBearer.body.data.id).toBe(google.body.data.user.id);
  });

  it("signing out in the area revokes that token and clears the area's cookie only", async () => {
    const google = await signInBySmsWith(twNumber(), { area: 'google-reserve' });
    const site = await signInBySmsWith(twNumber(), {});
    const out = await api.call('DELETE', '/v1/auth/tokens/current', {
      token: google.body.data.token,
    });
    expect(out.status).toBe(204);
    const cleared = out.cookies.map((c) => c.name);
    expect(cleared).toContain('GoogleAuthorization');
    expect(cleared).not.toContain('Authorization');
    expect((await api.call('GET', '/v1/me', { token: google.body.data.token })).status).toBe(401);
    // The main site's session in the same browser is untouched.
    expect((await api.call('GET', '/v1/me', { token: site.body.data.token })).status).toBe(200);
    const siteOut = await api.call('DELETE', '/v1/auth/tokens/current', {
      token: site.body.data.token,
    });
    expect(siteOut.cookies.map((c) => c.name)).toContain('Authorization');
    expect(siteOut.cookies.map((c) => c.name)).not.toContain('GoogleAuthorization');
  });
});

describe('profile', () => {
  it('updates fields, turns blank strings into null, never returns the password', async () => {
    const { body } = await api.signInBySms(twNumber());
    const token = body.data.token;
    const res = await api.call('PATCH', '/v1/me', {
      token,
      body: {
        displayName: '  王小美  ',
        nickname: '小美',
        contactEmail: 'mei@example.tw',
        gender: 'FEMALE',
        birthDate: '1995-04-12',
      },
    });
    expect(res.body.data).toMatchObject({
      displayName: '王小美',
      nickname: '小美',
      contactEmail: 'mei@example.tw',
      gender: 'FEMALE',
      birthDate: '1995-04-12',
    });
    const cleared = await api.call('PATCH', '/v1/me', {
      token,
      body: { nickname: '', contactEmail: '   ', gender: '', birthDate: '' },
    });
    expect(cleared.body.data).toMatchObject({
      displayName: '王小美',
      nickname: null,
      contactEmail: null,
      gender: null,
      birthDate: null,
    });
    expect(Object.keys(cleared.body.data)).not.toContain('passwordHash');
  });

  it('validates passwords and fields with zh-TW messages', async () => {
    const { body } = await api.signInBySms(twNumber());
    const token = body.data.token;
    const short = await api.call('PATCH', '/v1/me', {
      token,
      body: { password: 'short', passwordConfirmation: 'short' },
    });
    expect(short.body.error).toMatchObject({ code: 'E_VALIDATION', field: 'password' });
    expect(short.body.error.message).toContain('至少 8 個字元');
    const mismatch = await api.call('PATCH', '/v1/me', {
      token,
      body: { password: 'longenough1', passwordConfirmation: 'longenough2' },
    });
    expect(mismatch.body.error.field).toBe('passwordConfirmation');
    const email = await api.call('PATCH', '/v1/me', {
      token,
      body: { contactEmail: 'not-an-email' },
    });
    expect(email.body.error.field).toBe('contactEmail');
  });

  it('uploads a photo: re-encoded 512×512 WebP served from /uploads; non-images refused', async () => {
    const { body } = await api.signInBySms(twNumber());
    const png = await pngImage(900, 600, '#c86b5a');
    const upload = (file: Buffer, type: string, name: string) => {
      const { payload, headers } = multipartFile(file, type, name);
      return t.app.inject({
        method: 'POST',
        url: '/v1/me/photo',
        headers: { authorization: `Bearer ${body.data.token}`, ...headers },
        payload,
      });
    };
    const ok = await upload(png, 'image/png', 'me.png');
    expect(ok.statusCode).toBe(200);
    const url: string = ok.json().data.photoUrl;
    expect(url).toMatch(/^\/uploads\/users\/\d+\/photo-.+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const fake = await upload(Buffer.from('not really a picture'), 'image/png', 'x.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.field).toBe('file');
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/jpeg', 'big.jpg');
    expect(big.statusCode).toBe(413);
  });
});

describe('favourites', () => {
  it('adds, lists newest first with card parts, removes; idempotent; only public shops', async () => {
    const db = t.database.db;
    const a = await buildShop(db, { displayName: '收藏甲' });
    const b = await buildShop(db, { displayName: '收藏乙' });
    const hidden = await buildShop(db, { reviewStatus: 'PENDING' });
    const { body } = await api.signInBySms(twNumber());
    const token = body.data.token;
    expect(
      (await api.call('POST', '/v1/me/favorites:add', { token, body: { shopId: a.id } })).body.data,
    ).toEqual({ shopId: a.id, isFavorite: true });
    await api.call('POST', '/v1/me/favorites:add', { token, body: { shopId: b.id } });
    await api.call('POST', '/v1/me/favorites:add', { token, body: { shopId: b.id } });
    const list = await api.call('GET', '/v1/me/favorites', { token });
    expect(list.body.meta).toEqual({ page: 1, perPage: 20, total: 2 });
    expect(list.body.data.map((s: { displayName: string }) => s.displayName)).toEqual([
      '收藏乙',
      '收藏甲',
    ]);
    expect(list.body.data[0].city.name).toBe('臺北市');
    expect((await api.call('GET', '/v1/me/favorite-shop-ids', { token })).body.data.sort()).toEqual(
      [a.id, b.id].sort(),
    );
    await api.call('POST', '/v1/me/favorites:remove', { token, body: { shopId: a.id } });
    expect((await api.call('GET', '/v1/me/favorite-shop-ids', { token })).body.data).toEqual([
      b.id,
    ]);
    expect(
      (await api.call('POST', '/v1/me/favorites:add', { token, body: { shopId: hidden.id } }))
        .status,
    ).toBe(404);
    expect((await api.call('GET', '/v1/me/favorites')).status).toBe(401);
  });
});

describe('telephony webhook and development endpoints', () => {
  it('accepts inbound calls only with the shared secret', async () => {
    const phone = twNumber();
    const start = await api.call('POST', '/v1/auth/cip-verifications:start', {
      body: { phoneNumber: phone },
    });
    const body = { from: phone, to: start.body.data.dialNumber };
    expect(
      (
        await api.call('POST', '/v1/webhooks/phone-calls', {
          body,
          headers: { 'x-webhook-secret': 'wrong' },
        })
      ).status,
    ).toBe(401);
    const ok = await api.call('POST', '/v1/webhooks/phone-calls', {
      body,
      headers: { 'x-webhook-secret': 'telephony-shared-secret-0123456789' },
    });
    expect(ok.body.data.matched).toBe(true);
  });

  it('answers /v1/dev routes only to callers on this machine', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/dev/outbox?phoneNumber=%2B886912345678',
      remoteAddress: '203.0.113.10',
    });
    expect(res.statusCode).toBe(404);
  });

  it('has no /v1/dev routes in production', async () => {
    const prod = await createTestApp({
      env: PRODUCTION_TEST_ENV,
    });
    try {
      expect(
        (
          await prod.app.inject({
            method: 'GET',
            url: '/v1/dev/outbox?phoneNumber=%2B886912345678',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await prod.app.inject({
            method: 'POST',
            url: '/v1/dev/phone-calls',
            payload: { from: '+886912345678', to: '0277001234' },
          })
        ).statusCode,
      ).toBe(404);
      const doc = (await prod.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
      expect(Object.keys(doc.paths).some((p) => p.startsWith('/v1/dev'))).toBe(false);
      // Without a webhook secret the webhook is not mounted either.
      expect(
        (await prod.app.inject({ method: 'POST', url: '/v1/webhooks/phone-calls', payload: {} }))
          .statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
