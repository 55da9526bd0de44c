import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-answer';
import { createTestApp, type TestContext } from '../../../test/helper';
import { phoneVerifications, users } from '../../db/schema';
import { MemoryRateLimitStore } from '../../lib/rate-limit-store';
import { client } from '../../../test/sign-in';

let t: TestContext;
let api: ReturnType<typeof client>;
const limits = new MemoryRateLimitStore();
let n = 0;
/** A fresh valid Taiwan mobile number per test. */
const twNumber = () => `+8869${String(10_000_000 + ++n).slice(-8)}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimitStore: limits });
  api = client(t.app);
});
afterAll(() => t.close());
// Each test starts with empty counters: limits are tested on purpose, not by accident.
beforeEach(() => (limits as unknown as { windows: Map<string, unknown> }).windows.clear());

/**
 * Spends one IP's allowance of `path`: 30 calls from `ip`, each for a new number, each 200.
 * The client of that IP, for the call that goes over.
 */
async function spendIpAllowance(ip: string, path: string) {
  const caller = client(t.app, ip);
  for (let i = 0; i < 30; i++) {
    const res = await caller.call('POST', path, { body: { phoneNumber: twNumber() } });
    expect(res.status).toBe(200);
  }
  return caller;
}

/**
 * A code texted to a new number: the number, the verification and the code, and `tryCode`,
 * which signs in (POST /v1/auth/tokens) with this verification and a code.
 */
async function textedCode() {
  const phone = twNumber();
  const sent = await api.call('POST', '/v1/auth/sms-verification:send', {
    body: { phoneNumber: phone },
  });
  const verificationId = sent.body.data.verificationId;
  const tryCode = (code: string) =>
    api.call('POST', '/v1/auth/tokens', { body: { provider: 'sms', verificationId, code } });
  return { phone, verificationId, code: await api.latestCode(phone), tryCode };
}

describe('phone rules and providers', () => {
  it('stores a Taiwan number without its trunk 0', async () => {
    const res = await api.call('POST', '/v1/auth/registration:check', {
      body: { phoneNumber: '+886 0912-000-111' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ phoneNumber: '+886912000111', isRegistered: false });
  });

  it('rejects numbers that are not mobile numbers', async () => {
    for (const phoneNumber of ['+886 2 2771 0181', '+88612', '0912345678']) {
      const res = await api.call('POST', '/v1/auth/registration:check', { body: { phoneNumber } });
      expect(res.status, phoneNumber).toBe(400);
      expect(res.body.error.code).toBe('E_VALIDATION');
    }
  });

  it('offers SMS and phone call in Taiwan, WhatsApp elsewhere', async () => {
    expect((await api.call('GET', '/v1/auth/providers?countryCode=TW')).body.data).toEqual({
      sms: true,
      whatsapp: false,
      cip: true,
    });
    expect((await api.call('GET', '/v1/auth/providers?countryCode=hk')).body.data).toEqual({
      sms: false,
      whatsapp: true,
      cip: false,
    });
  });

  it('rate-limits registration checks per IP with Retry-After', async () => {
    const other = await spendIpAllowance('198.51.100.7', '/v1/auth/registration:check');
    const refused = await other.call('POST', '/v1/auth/registration:check', {
      body: { phoneNumber: twNumber() },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('E_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('SMS and WhatsApp codes', () => {
  it('texts six digits by SMS to Taiwan and by WhatsApp elsewhere', async () => {
    const tw = twNumber();
    const sms = await api.call('POST', '/v1/auth/sms-verification:send', {
      body: { phoneNumber: tw },
    });
    expect(sms.body.data).toMatchObject({ channel: 'sms', resendAfterSeconds: 60 });
    expect(await api.latestCode(tw)).toMatch(/^\d{6}$/);
    const hk = '+85291234567';
    const wa = await api.call('POST', '/v1/auth/sms-verification:send', {
      body: { phoneNumber: hk, useWhatsapp: true },
    });
    expect(wa.body.data.channel).toBe('whatsapp');
    const outbox = await api.call('GET', `/v1/dev/outbox?phoneNumber=${encodeURIComponent(hk)}`);
    expect(outbox.body.data[0]).toMatchObject({ channel: 'whatsapp', to: hk });
  });

  it('stores codes hashed, never in clear', async () => {
    const { verificationId, code } = await textedCode();
    const [row] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.id, verificationId));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(9.9 * 60_000);
  });

  it('refuses a second send within 60 s, and a sixth within the hour', async () => {
    const phone = twNumber();
    const send = () =>
      api.call('POST', '/v1/auth/sms-verification:send', {
        body: { phoneNumber: phone, isResend: true },
      });
    expect((await send()).status).toBe(200);
    const early = await send();
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let i = 2; i <= 5; i++) {
      await limits.reset(`send-interval:${phone}`); // as if a minute had passed
      expect((await send()).status, `send ${i}`).toBe(200);
    }
    await limits.reset(`send-interval:${phone}`);
    expect((await send()).status).toBe(429);
  });

  it('limits sends per IP across numbers', async () => {
    const busy = await spendIpAllowance('198.51.100.99', '/v1/auth/sms-verification:send');
    expect(
      (
        await busy.call('POST', '/v1/auth/sms-verification:send', {
          body: { phoneNumber: twNumber() },
        })
      ).status,
    ).toBe(429);
  });

  it('signs up on the first SMS sign-in; a code works once', async () => {
    const { phone, code, tryCode } = await textedCode();
    const first = await tryCode(code);
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({
      phoneNumber: phone,
      phoneNumberVerified: true,
      hasPassword: false,
    });
    expect(first.body.data.token).toMatch(/^ey/);
    expectError(await tryCode(code), 400, 'E_CODE_EXPIRED');
  });

  it('allows at most 5 wrong tries; the 6th is refused even with the right code', async () => {
    const { code, tryCode } = await textedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await tryCode(wrong);
      expect(res.status, `try ${i}`).toBe(400);
      expect(res.body.error.code).toBe('E_INVALID_CODE');
    }
    expectError(await tryCode(code), 429, 'E_TOO_MANY_ATTEMPTS');
  });

  it('holds the try limit when 30 guesses arrive at once', async () => {
    const { verificationId, code, tryCode } = await textedCode();
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(guesses.map(tryCode));
    expect(results.filter((r) => r.body.error?.code === 'E_INVALID_CODE')).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(25);
    const [row] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.id, verificationId));
    expect(row!.attempts).toBe(5);
  });

  it('holds the send interval when 20 sends arrive at once', async () => {
    const phone = twNumber();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/v1/auth/sms-verification:send', { body: { phoneNumber: phone } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(19);
    expect(
      (await api.call('GET', `/v1/dev/outbox?phoneNumber=${encodeURIComponent(phone)}`)).body.data,
    ).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    const { verificationId, code, tryCode } = await textedCode();
    await t.database.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.id, verificationId));
    expectError(await tryCode(code), 400, 'E_CODE_EXPIRED');
  });
});

describe('phone-call verification', () => {
  it('verifies a call from the entered number to the dial number, then signs in once', async () => {
    const phone = twNumber();
    const start = await api.call('POST', '/v1/auth/cip-verifications:start', {
      body: { phoneNumber: phone },
    });
    expect(start.status).toBe(200);
    const dial = start.body.data.dialNumber;
    expect(t.config.callIn.dialNumbers).toContain(dial);
    const status = () =>
      api.call('POST', '/v1/auth/cip-verifications:status', { body: { phoneNumber: phone } });
    expect((await status()).body.data).toEqual({ verified: false, validNumber: null });
    const early = await api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'cip', phoneNumber: phone },
    });
    expect(early.body.error.code).toBe('E_NOT_VERIFIED');

    const stranger = await api.call('POST', '/v1/dev/phone-calls', {
      body: { from: twNumber(), to: dial },
    });
    expect(stranger.body.data.matched).toBe(false);
    const call = await api.call('POST', '/v1/dev/phone-calls', { body: { from: phone, to: dial } });
    expect(call.body.data.matched).toBe(true);
    expect((await status()).body.data).toEqual({ verified: true, validNumber: phone });

    const signIn = await api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'cip', phoneNumber: phone },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.user.phoneNumber).toBe(phone);
    const twice = await api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'cip', phoneNumber: phone },
    });
    expect(twice.status).toBe(400);
  });

  it('ignores a call after the 3-minute window and refuses numbers outside Taiwan', async () => {
    const phone = twNumber();
    const start = await api.call('POST', '/v1/auth/cip-verifications:start', {
      body: { phoneNumber: phone },
    });
    const { callInVerifications } = await import('../../db/schema');
    await t.database.db
      .update(callInVerifications)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(callInVerifications.phoneNumber, phone));
    const late = await api.call('POST', '/v1/dev/phone-calls', {
      body: { from: phone, to: start.body.data.dialNumber },
    });
    expect(late.body.data.matched).toBe(false);
    const hk = await api.call('POST', '/v1/auth/cip-verifications:start', {
      body: { phoneNumber: '+85291234567' },
    });
    expect(hk.status).toBe(400);
  });
});

describe('password sign-in', () => {
  async function userWithPassword(password: string) {
    const phone = twNumber();
    const { body } = await api.signInBySms(phone);
    const set = await api.call('PATCH', '/v1/me', {
      token: body.data.token,
      body: { password, passwordConfirmation: password },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.hasPassword).toBe(true);
    return phone;
  }

  it('signs in with the password; the check now says registered; hashes are argon2id (OWASP)', async () => {
    const phone = await userWithPassword('correct horse');
    const check = await api.call('POST', '/v1/auth/registration:check', {
      body: { phoneNumber: phone },
    });
    expect(check.body.data.isRegistered).toBe(true);
    const ok = await api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'basic', username: phone, password: 'correct horse' },
    });
    expect(ok.status).toBe(200);
    expect(JSON.stringify(ok.body)).not.toContain('argon2');
    const [row] = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a wrong password (or unknown number) with 密碼錯誤', async () => {
    const phone = await userWithPassword('correct horse');
    const wrong = await api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'basic', username: phone, password: 'wrong horse' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: 'E_INVALID_CREDENTIALS', message: '密碼錯誤' });
    const unknown = await api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'basic', username: twNumber(), password: 'whatever1' },
    });
    expect(unknown.body.error).toMatchObject({
      code: 'E_INVALID_CREDENTIALS',
      message: '密碼錯誤',
    });
  });

  it('backs off after 5 failures per account, even for the right password, and forgets on success', async () => {
    const phone = await userWithPassword('correct horse');
    const attempt = (password: string) =>
      api.call('POST', '/v1/auth/tokens', {
        body: { provider: 'basic', username: phone, password },
      });
    for (let i = 1; i <= 5; i++)
      expect((await attempt('nope-nope')).status, `failure ${i}`).toBe(401);
    const locked = await attempt('correct horse');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await limits.reset(`gate:pw-account:${phone}`); // the lock period passes
    expect((await attempt('correct horse')).status).toBe(200);
    expect((await attempt('nope-nope')).status).toBe(401); // counter forgotten: a plain failure again
  });

  it('never slows successful sign-ins from one IP (a salon Wi-Fi); failures from it still lock it', async () => {
    const salon = client(t.app, '198.51.100.31');
    const phones = [];
    for (let i = 0; i < 3; i++) phones.push(await userWithPassword('correct horse'));
    for (let i = 0; i < 30; i++) {
      const ok = await salon.call('POST', '/v1/auth/tokens', {
        body: { provider: 'basic', username: phones[i % 3], password: 'correct horse' },
      });
      expect(ok.status, `sign-in ${i + 1}`).toBe(200);
    }
    // 20 failures spread over accounts (never 5 on one) lock the IP, even for the right password.
    for (let i = 0; i < 20; i++) {
      const bad = await salon.call('POST', '/v1/auth/tokens', {
        body: { provider: 'basic', username: twNumber(), password: 'guess-guess' },
      });
      expect(bad.status, `failure ${i + 1}`).toBe(401);
    }
    const locked = await salon.call('POST', '/v1/auth/tokens', {
      body: { provider: 'basic', username: phones[0], password: 'correct horse' },
    });
    expect(locked.status).toBe(429);
  });

  it('lets at most 6 of 40 parallel guesses reach the password check', async () => {
    const phone = await userWithPassword('correct horse');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.call('POST', '/v1/auth/tokens', {
          body: { provider: 'basic', username: phone, password: `guess-${i}x` },
        }),
      ),
    );
    const checked = results.filter((r) => r.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(6);
    expect(results.filter((r) => r.status === 429).length).toBe(40 - checked);
  });
});
