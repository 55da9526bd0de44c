import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TAuthArea } from '@haoyue/contracts';
import { SignJWT } from 'jose';

const ISSUER = 'haoyue';
const AUDIENCE = 'haoyue-api';

/** The claims an access token carries for the access hook. */
export type AccessClaims = {
  userId: number;
  jti: string;
  /** The area the session was signed in for (absent: the main site). */
  area?: TAuthArea;
};

/**
 * Signs an access token (HS256) for a user, identified by `jti` so it can be revoked. A session of
 * another area (`area`, e.g. the Reserve with Google user area) says so in a signed claim.
 */
export async function signAccessToken(options: {
  secret: Uint8Array;
  userId: number;
  jti: string;
  expiresAt: Date;
  area?: TAuthArea | undefined;
}): Promise<string> {
  return new SignJWT(options.area ? { area: options.area } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(options.userId))
    .setJti(options.jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt)
    .sign(options.secret);
}

/**
 * Verifies signature, issuer, audience and expiry; null for any invalid token.
 *
 * Synchronous on purpose: this runs on every signed-in request, and `jose`'s verification goes
 * through WebCrypto, an asynchronous job on the thread pool, which cost ~10% of the order path's
 * CPU in the bench's profiles. Only what `signAccessToken` issues is accepted: an HS256 JWS
 * with no `crit` header, the exact expected MAC, our issuer and audience, a numeric `exp` in the
 * future and a `nbf`, if any, already past (RFC 7519, section 4.1; no clock tolerance, as
 * `jwtVerify` by default).
 *
 * A token verified once is remembered (per secret, the last {@link VERIFIED_MAX}): the same
 * bytes verify the same way, so a repeat costs a map lookup instead of a MAC and two JSON
 * parses (~5% of a chat message's CPU). Its times are checked on every call; revocation is the
 * caller's database check, as before. Invalid tokens are never remembered.
 */
export function readAccessToken(
  secret: Uint8Array,
  token: string,
  nowMs = Date.now(),
): AccessClaims | null {
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  let known = verified.get(token);
  if (!known) {
    const fresh = verifyAccessToken(secret, token);
    if (!fresh) return null;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, (known = fresh));
  }
  const nowSeconds = Math.floor(nowMs / 1000);
  if (known.exp <= nowSeconds) return null;
  if (known.nbf !== undefined && known.nbf > nowSeconds) return null;
  return known.claims;
}

/** How many verified tokens are remembered per secret (the oldest goes first). */
const VERIFIED_MAX = 10_000;

/** A token whose signature and claims checked out: its claims and its times. */
type VerifiedToken = { claims: Readonly<AccessClaims>; exp: number; nbf: number | undefined };

const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

/** Everything but the times: signature, header, issuer, audience, subject, id and area. */
function verifyAccessToken(secret: Uint8Array, token: string): VerifiedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = jsonObjectOf(headerPart);
  if (!header || header.alg !== 'HS256' || 'crit' in header) return null;
  const expected = createHmac('sha256', secret)
    .update(`${headerPart}.${payloadPart}`)
    .digest('base64url');
  if (!safeEqual(expected, signaturePart)) return null;
  const payload = jsonObjectOf(payloadPart);
  if (!payload || payload.iss !== ISSUER) return null;
  const audience = payload.aud;
  if (audience !== AUDIENCE && !(Array.isArray(audience) && audience.includes(AUDIENCE))) {
    return null;
  }
  if (typeof payload.exp !== 'number') return null;
  if (payload.nbf !== undefined && typeof payload.nbf !== 'number') return null;
  const userId =
    typeof payload.sub === 'string' && /^\d+$/.test(payload.sub) ? Number(payload.sub) : NaN;
  if (!Number.isSafeInteger(userId) || typeof payload.jti !== 'string' || !payload.jti) return null;
  if (payload.area !== undefined && payload.area !== 'google-reserve') return null;
  const claims: AccessClaims = payload.area
    ? { userId, jti: payload.jti, area: payload.area }
    : { userId, jti: payload.jti };
  return { claims: Object.freeze(claims), exp: payload.exp, nbf: payload.nbf };
}

/** The JSON object a base64url segment encodes, or null. */
function jsonObjectOf(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
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
