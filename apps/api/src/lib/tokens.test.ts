import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readAccessToken, signAccessToken } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-bytes!');
const inAnHour = () => new Date(Date.now() + 3600_000);

/** A token signed by `jose` with the claims given (our issuer and audience unless overridden). */
function signed(
  claims: Record<string, unknown>,
  options: { header?: Record<string, unknown>; key?: Uint8Array } = {},
) {
  return new SignJWT({ iss: 'haoyue', aud: 'haoyue-api', sub: '7', jti: 'tok-1', ...claims })
    .setProtectedHeader({ alg: 'HS256', ...options.header })
    .sign(options.key ?? secret);
}

/** base64url of a JSON value. */
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('readAccessToken', () => {
  it('reads back what signAccessToken issued', async () => {
    const token = await signAccessToken({ secret, userId: 42, jti: 'abc', expiresAt: inAnHour() });
    expect(readAccessToken(secret, token)).toEqual({ userId: 42, jti: 'abc' });
  });

  it('carries the area of a Reserve with Google area session, and only a known one', async () => {
    const token = await signAccessToken({
      secret,
      userId: 42,
      jti: 'abc',
      expiresAt: inAnHour(),
      area: 'google-reserve',
    });
    expect(readAccessToken(secret, token)).toEqual({
      userId: 42,
      jti: 'abc',
      area: 'google-reserve',
    });
    const [header] = token.split('.');
    const payload = b64({
      sub: '42',
      jti: 'abc',
      iss: 'haoyue',
      aud: 'haoyue-api',
      exp: 2e9,
      area: 'admin',
    });
    const mac = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
    expect(readAccessToken(secret, `${header}.${payload}.${mac}`)).toBeNull();
  });

  it('refuses a token signed with another key, or changed after signing', async () => {
    const token = await signAccessToken({ secret, userId: 42, jti: 'abc', expiresAt: inAnHour() });
    expect(readAccessToken(otherSecret, token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = b64({ sub: '1', jti: 'abc', iss: 'haoyue', aud: 'haoyue-api', exp: 2e9 });
    expect(readAccessToken(secret, `${header}.${forged}.${signature}`)).toBeNull();
    // A signature re-encoded differently (padding) is not the MAC we issue.
    expect(readAccessToken(secret, `${token}=`)).toBeNull();
    expect(readAccessToken(secret, token.slice(0, -1))).toBeNull();
  });

  it('refuses other algorithms, "none" included, and critical extensions', async () => {
    const payload = b64({ sub: '7', jti: 'x', iss: 'haoyue', aud: 'haoyue-api', exp: 2e9 });
    expect(readAccessToken(secret, `${b64({ alg: 'none' })}.${payload}.`)).toBeNull();
    const hs512Header = b64({ alg: 'HS512' });
    const hs512 = createHmac('sha512', secret).update(`${hs512Header}.${payload}`);
    expect(
      readAccessToken(secret, `${hs512Header}.${payload}.${hs512.digest('base64url')}`),
    ).toBeNull();
    const exp = Math.floor(Date.now() / 1000) + 60;
    const critical = await signed({ exp }, { header: { crit: ['b64'], b64: true } });
    expect(readAccessToken(secret, critical)).toBeNull();
  });

  it('checks issuer, audience, expiry and not-before', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(readAccessToken(secret, await signed({ exp: now + 60 }))).toEqual({
      userId: 7,
      jti: 'tok-1',
    });
    expect(
      readAccessToken(secret, await signed({ exp: now + 60, aud: ['x', 'haoyue-api'] })),
    ).not.toBeNull();
    expect(readAccessToken(secret, await signed({ exp: now + 60, iss: 'other' }))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp: now + 60, aud: 'other' }))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp: now }))).toBeNull();
    expect(readAccessToken(secret, await signed({}))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp: String(now + 60) }))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp: now + 60, nbf: now + 30 }))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp: now + 60, nbf: now }))).not.toBeNull();
    // The expiry is judged at the time given.
    const token = await signed({ exp: now + 60 });
    expect(readAccessToken(secret, token, (now + 59) * 1000)).not.toBeNull();
    expect(readAccessToken(secret, token, (now + 60) * 1000)).toBeNull();
  });

  it('judges a token it has verified before by the same rules', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signed({ exp: now + 60, nbf: now + 10 });
    // Remembered after the first read: the times are still checked on every read.
    expect(readAccessToken(secret, token, (now + 10) * 1000)).toEqual({ userId: 7, jti: 'tok-1' });
    expect(readAccessToken(secret, token, (now + 9) * 1000)).toBeNull();
    expect(readAccessToken(secret, token, (now + 60) * 1000)).toBeNull();
    expect(readAccessToken(secret, token, (now + 30) * 1000)).toEqual({ userId: 7, jti: 'tok-1' });
    // Verified under one key, never accepted under another.
    expect(readAccessToken(otherSecret, token, (now + 30) * 1000)).toBeNull();
    // A refused token stays refused.
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(readAccessToken(secret, forged, (now + 30) * 1000)).toBeNull();
    expect(readAccessToken(secret, forged, (now + 30) * 1000)).toBeNull();
  });

  it('needs a numeric user id and a token id', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(readAccessToken(secret, await signed({ exp, sub: 'abc' }))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp, sub: '1.5' }))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp, sub: 7 }))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp, sub: '9'.repeat(20) }))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp, jti: '' }))).toBeNull();
    expect(readAccessToken(secret, await signed({ exp, jti: undefined }))).toBeNull();
  });

  it('answers null, never throws, for text that is not a token', () => {
    for (const junk of [
      '',
      '.',
      '..',
      'a.b',
      'a.b.c',
      'a.b.c.d',
      '%%%.%%%.%%%',
      `${b64([1])}.e30.`,
    ]) {
      expect(readAccessToken(secret, junk)).toBeNull();
    }
  });
});
