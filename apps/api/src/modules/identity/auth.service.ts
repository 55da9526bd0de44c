import { ERROR_CODES, type TTokenRequest } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import { accessTokens, users } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { DECOY_PASSWORD_HASH, verifyPassword } from '../../lib/passwords';
import { randomId, signAccessToken } from '../../lib/tokens';
import type { IdentityContext } from './context';
import { LIMITS, WINDOWS } from './limits';
import { validatePhoneNumber } from './phone';
import {
  assertNotLocked,
  clearFailures,
  countFailure,
  enforceLimit,
  recordFailure,
  reserveAttempt,
} from './rate-limit';
import { findOrCreateVerifiedUser, getUser, presentUser, type UserRow } from './users';
import { consumeCallIn, consumeVerificationCode } from './verification.service';

/** Whether a phone number has an account: the one call that says so, rate-limited per IP. */
export async function checkRegistration(
  ctx: IdentityContext,
  options: { phoneNumber: string; ip: string },
) {
  await enforceLimit({
    store: ctx.limits,
    key: `reg-check:${options.ip}`,
    limit: LIMITS.registrationChecksPerIpPer10Min,
    windowMs: WINDOWS.tenMinutes,
  });
  const phone = validatePhoneNumber(options.phoneNumber);
  const [row] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phoneNumber, phone.e164));
  // "Registered" means the password step can work: an account without a password (e.g. a
  // seller member invited by phone) verifies by code like a newcomer.
  return { phoneNumber: phone.e164, isRegistered: Boolean(row?.passwordHash) };
}

const backoff = {
  windowMs: LIMITS.passwordFailureWindowMs,
  capMs: LIMITS.passwordBackoffCapMs,
};

async function signInWithPassword(
  ctx: IdentityContext,
  request: TTokenRequest,
  ip: string,
): Promise<UserRow> {
  if (!request.username || !request.password) throw invalid('password', '請輸入手機號碼與密碼');
  const phone = validatePhoneNumber(request.username, 'username');
  const accountKey = `pw-account:${phone.e164}`;
  const ipKey = `pw-ip:${ip}`;
  const accountBackoff = { ...backoff, threshold: LIMITS.passwordFailuresPerAccount };
  const ipBackoff = { ...backoff, threshold: LIMITS.passwordFailuresPerIp };
  // Per account every attempt is reserved (parallel guesses at one account get nowhere); per
  // IP only failures count, so a shop's staff signing in over one Wi-Fi are never slowed.
  await assertNotLocked(ctx.limits, ipKey);
  await reserveAttempt(ctx.limits, accountKey, accountBackoff);
  const [row] = await ctx.db.select().from(users).where(eq(users.phoneNumber, phone.e164));
  // Verify against a decoy when there is no usable hash: same time either way.
  const ok = await verifyPassword(row?.passwordHash ?? DECOY_PASSWORD_HASH, request.password);
  if (!row?.passwordHash || !ok) {
    await recordFailure(ctx.limits, accountKey, accountBackoff);
    await countFailure(ctx.limits, ipKey, ipBackoff);
    throw AppError.of(ERROR_CODES.INVALID_CREDENTIALS, '密碼錯誤');
  }
  // The account's slate is clean again; the IP's is not (one good account must not launder it).
  await clearFailures(ctx.limits, accountKey);
  return row;
}

/**
 * Signs a user in by password, SMS/WhatsApp code or a verified phone call, and issues an
 * access token. A verified code or call creates the account on first use.
 */
export async function signIn(ctx: IdentityContext, request: TTokenRequest, ip: string) {
  let user: UserRow;
  // Signing in from the LINE app: the LIFF ID token it carries must be genuine too.
  if (request.provider !== 'line' && request.idToken && request.sellerId) {
    if (!ctx.line) throw AppError.of(ERROR_CODES.LINE_NOT_CONFIGURED, '目前無法使用 LINE 登入');
    await ctx.line.verify(request.sellerId, request.idToken);
  }
  if (request.provider === 'basic') {
    user = await signInWithPassword(ctx, request, ip);
  } else if (request.provider === 'sms') {
    if (!request.verificationId || !request.code) throw invalid('code', '請輸入驗證碼');
    if (!/^\d{6}$/.test(request.code)) throw invalid('code', '驗證碼為 6 位數字');
    const phoneNumber = await consumeVerificationCode(ctx, {
      verificationId: request.verificationId,
      code: request.code,
    });
    user = await findOrCreateVerifiedUser(ctx.db, phoneNumber);
  } else if (request.provider === 'line') {
    if (!request.idToken) throw invalid('idToken', '缺少 LINE ID Token');
    if (!request.sellerId) throw invalid('sellerId', '請指定商家');
    if (!ctx.line) throw AppError.of(ERROR_CODES.LINE_NOT_CONFIGURED, '目前無法使用 LINE 登入');
    user = await getUser(ctx.db, await ctx.line.userIdOf(request.sellerId, request.idToken));
  } else {
    if (!request.phoneNumber) throw invalid('phoneNumber', '請輸入手機號碼');
    const phone = validatePhoneNumber(request.phoneNumber);
    await consumeCallIn(ctx, phone);
    user = await findOrCreateVerifiedUser(ctx.db, phone.e164);
  }
  if (user.disabledAt) {
    throw AppError.of(ERROR_CODES.ACCOUNT_DISABLED, '此帳號已停用，如有疑問請聯絡客服');
  }
  if (user.phoneNumberVerified && user.phoneNumber) {
    await ctx.onPhoneVerified?.(user.id, user.phoneNumber);
  }
  const jti = randomId();
  const expiresAt = new Date(Date.now() + ctx.tokenTtlDays * 24 * 3600_000);
  await ctx.db
    .insert(accessTokens)
    .values({ id: jti, userId: user.id, provider: request.provider, expiresAt, ip });
  // A session of the Reserve with Google user area says so in the token itself (a signed claim):
  // the access hook reads it with the token, and revocation stays the row's.
  const token = await signAccessToken({
    secret: ctx.secret,
    userId: user.id,
    jti,
    expiresAt,
    area: request.area,
  });
  return { token, jti, expiresAt, user: presentUser(user) };
}

/** Revokes one token (sign out): it is refused from now on, everywhere. */
export async function revokeToken(ctx: Pick<IdentityContext, 'db'>, jti: string): Promise<void> {
  await ctx.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, jti));
}
