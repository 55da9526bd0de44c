import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'haoyue';
const AUDIENCE = 'haoyue-api';

/** Signs an access token (HS256) for a user, identified by `jti` so it can be revoked. */
export async function signAccessToken(options: {
  secret: Uint8Array;
  userId: number;
  jti: string;
  expiresAt: Date;
}): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(options.userId))
    .setJti(options.jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt)
    .sign(options.secret);
}

/** Verifies signature, issuer, audience and expiry; null for any invalid token. */
export async function readAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<{ userId: number; jti: string } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !payload.jti) return null;
    return { userId, jti: payload.jti };
  } catch {
    return null;
  }
}

/** A random, URL-safe identifier (token ids, verification ids). */
export function randomId(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * OWASP's signed double-submit cookie: `random.hmac(session + random)`. Bound to the access
 * token's id, so a token planted by another site for another session is worthless.
 */
export function makeXsrfToken(secret: Uint8Array, sessionId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${xsrfMac(secret, sessionId, nonce)}`;
}

/** Checks a double-submit XSRF token against the session it was issued for. */
export function isValidXsrfToken(secret: Uint8Array, sessionId: string, token: string): boolean {
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(xsrfMac(secret, sessionId, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function xsrfMac(secret: Uint8Array, sessionId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`xsrf:${sessionId}:${nonce}`).digest('base64url');
}

/** HMAC of a verification code: codes are never stored in clear. */
export function hashCode(secret: Uint8Array, verificationId: string, code: string): string {
  return createHmac('sha256', secret).update(`code:${verificationId}:${code}`).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
