import { randomInt } from 'node:crypto';
import { ERROR_CODES } from '@haoyue/contracts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { callInVerifications, phoneVerifications } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashCode, randomId, safeEqual } from '../../lib/tokens';
import type { IdentityContext } from './context';
import { LIMITS, WINDOWS } from './limits';
import { type ValidPhone, validatePhoneNumber } from './phone';
import { enforceLimit } from './rate-limit';

/** Which verification channels a country's numbers can use (sellerId reserved for per-seller rules). */
export function providersFor(countryCode: string) {
  const isTaiwan = countryCode === 'TW';
  return { sms: isTaiwan, whatsapp: !isTaiwan, cip: isTaiwan };
}

/** Texts a fresh six-digit code by SMS (Taiwan) or WhatsApp (elsewhere), within the send limits. */
export async function sendVerificationCode(
  ctx: IdentityContext,
  options: { phone: ValidPhone; ip: string },
) {
  const { phone } = options;
  const channel = phone.isTaiwan ? ('sms' as const) : ('whatsapp' as const);
  // Interval first: a too-early resend must not use up the hourly quota.
  await enforceLimit({
    store: ctx.limits,
    key: `send-interval:${phone.e164}`,
    limit: 1,
    windowMs: LIMITS.sendIntervalMs,
  });
  await enforceLimit({
    store: ctx.limits,
    key: `send-hour:${phone.e164}`,
    limit: LIMITS.sendsPerNumberPerHour,
    windowMs: WINDOWS.hour,
  });
  await enforceLimit({
    store: ctx.limits,
    key: `send-ip:${options.ip}`,
    limit: LIMITS.sendsPerIpPerHour,
    windowMs: WINDOWS.hour,
  });

  const id = randomId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + LIMITS.codeTtlMs);
  await ctx.db.insert(phoneVerifications).values({
    id,
    phoneNumber: phone.e164,
    channel,
    codeHash: hashCode(ctx.secret, id, code),
    expiresAt,
  });
  await ctx.sms.send({
    to: phone.e164,
    channel,
    text: `【好約】您的驗證碼為 ${code}，10 分鐘內有效。請勿將驗證碼提供給任何人。`,
  });
  return {
    verificationId: id,
    channel,
    expiresAt: expiresAt.toISOString(),
    resendAfterSeconds: LIMITS.sendIntervalMs / 1000,
  };
}

const codeExpired = () => AppError.of(ERROR_CODES.CODE_EXPIRED, '驗證碼已失效，請重新發送');

/**
 * Checks a code and consumes the verification (single use). Each try is reserved atomically
 * before the comparison, so at most five tries are ever compared, even in parallel; the sixth
 * is refused whatever the code. Returns the verified phone number.
 */
export async function consumeVerificationCode(
  ctx: IdentityContext,
  options: { verificationId: string; code: string },
): Promise<string> {
  const [reserved] = await ctx.db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, options.verificationId),
        isNull(phoneVerifications.consumedAt),
        gt(phoneVerifications.expiresAt, new Date()),
        lt(phoneVerifications.attempts, LIMITS.codeMaxFailedAttempts),
      ),
    )
    .returning();
  if (!reserved) {
    const [row] = await ctx.db
      .select({
        attempts: phoneVerifications.attempts,
        consumedAt: phoneVerifications.consumedAt,
        expiresAt: phoneVerifications.expiresAt,
      })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.id, options.verificationId));
    if (
      row &&
      !row.consumedAt &&
      row.expiresAt > new Date() &&
      row.attempts >= LIMITS.codeMaxFailedAttempts
    ) {
      throw AppError.of(ERROR_CODES.TOO_MANY_ATTEMPTS, '錯誤次數過多，請重新發送驗證碼');
    }
    throw codeExpired();
  }
  if (!safeEqual(reserved.codeHash, hashCode(ctx.secret, reserved.id, options.code))) {
    const left = LIMITS.codeMaxFailedAttempts - reserved.attempts;
    throw AppError.of(
      ERROR_CODES.INVALID_CODE,
      left > 0 ? `驗證碼錯誤，還可以再試 ${left} 次` : '驗證碼錯誤，請重新發送驗證碼',
    );
  }
  const consumed = await ctx.db
    .update(phoneVerifications)
    .set({ consumedAt: new Date() })
    .where(and(eq(phoneVerifications.id, reserved.id), isNull(phoneVerifications.consumedAt)))
    .returning({ id: phoneVerifications.id });
  // Two requests with the right code at once: only one consumes it.
  if (consumed.length === 0) throw codeExpired();
  return reserved.phoneNumber;
}

/** Starts a phone-call verification: the number the user must call within 3 minutes. */
export async function startCallIn(ctx: IdentityContext, phone: ValidPhone) {
  if (!phone.isTaiwan) {
    throw AppError.of(ERROR_CODES.PROVIDER_UNAVAILABLE, '電話驗證僅限台灣手機號碼');
  }
  await enforceLimit({
    store: ctx.limits,
    key: `callin-start:${phone.e164}`,
    limit: LIMITS.callInStartsPerNumberPerHour,
    windowMs: WINDOWS.hour,
  });
  const dialNumber = ctx.dialNumbers[randomInt(0, ctx.dialNumbers.length)]!;
  const expiresAt = new Date(Date.now() + LIMITS.callInTtlMs);
  await ctx.db
    .insert(callInVerifications)
    .values({ id: randomId(), phoneNumber: phone.e164, dialNumber, expiresAt });
  return { dialNumber, expiresAt: expiresAt.toISOString() };
}

/** Whether the latest phone-call verification of a number has seen its call. */
export async function callInStatus(ctx: IdentityContext, phone: ValidPhone) {
  await enforceLimit({
    store: ctx.limits,
    key: `callin-status:${phone.e164}`,
    limit: LIMITS.callInStatusPollsPerNumberPer5Min,
    windowMs: WINDOWS.fiveMinutes,
  });
  const [row] = await ctx.db
    .select()
    .from(callInVerifications)
    .where(eq(callInVerifications.phoneNumber, phone.e164))
    .orderBy(desc(callInVerifications.createdAt))
    .limit(1);
  const verified = Boolean(row?.verifiedAt && !row.consumedAt);
  return { verified, validNumber: verified ? phone.e164 : null };
}

/**
 * A call as the telephony webhook (or the development simulator) reports it, the caller's
 * number still unchecked: whether it completed an open verification.
 */
export async function receiveInboundCall(
  ctx: IdentityContext,
  call: { from: string; to: string },
): Promise<{ matched: boolean }> {
  const from = validatePhoneNumber(call.from, 'from');
  return { matched: await recordInboundCall(ctx, { from, to: call.to }) };
}

/**
 * An inbound call reported by the telephony service (or simulated in development): marks the
 * open verification whose number called its dial number. Returns whether one matched.
 */
export async function recordInboundCall(
  ctx: IdentityContext,
  options: { from: ValidPhone; to: string },
): Promise<boolean> {
  const to = options.to.replace(/\D/g, '').replace(/^886/, '0');
  const updated = await ctx.db
    .update(callInVerifications)
    .set({ verifiedAt: new Date() })
    .where(
      and(
        eq(callInVerifications.phoneNumber, options.from.e164),
        eq(callInVerifications.dialNumber, to),
        gt(callInVerifications.expiresAt, new Date()),
        isNull(callInVerifications.verifiedAt),
      ),
    )
    .returning({ id: callInVerifications.id });
  return updated.length > 0;
}

/** Consumes a verified phone-call verification (once, within its window) for sign-in. */
export async function consumeCallIn(ctx: IdentityContext, phone: ValidPhone): Promise<void> {
  const consumed = await ctx.db
    .update(callInVerifications)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(callInVerifications.phoneNumber, phone.e164),
        isNull(callInVerifications.consumedAt),
        sql`${callInVerifications.verifiedAt} is not null`,
        gt(callInVerifications.verifiedAt, new Date(Date.now() - LIMITS.callInTtlMs)),
      ),
    )
    .returning({ id: callInVerifications.id });
  if (consumed.length === 0) throw AppError.of(ERROR_CODES.NOT_VERIFIED, '尚未完成電話驗證');
}
