import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, adminAudit, platformAdmins, users } from '../../db/schema';
import { adminUser } from '../../../test/admin-factories';
import { signedInUser } from '../../../test/booking-factories';
import { createTestApp, type TestContext } from '../../../test/helper';
import { client } from '../../../test/sign-in';
import { hashPassword } from '../../lib/passwords';
import { ensureConfiguredAdmins, grantAdminByPhone } from './admins.service';

let t: TestContext;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(() => t?.close());

const db = () => t.database.db;
/** `by` sets a user's admin role (null removes it), giving the reason the audit keeps. */
const setAdminRole = (by: { token: string }, userId: number, role: string | null, reason: string) =>
  api.call('PUT', `/v1/admin/users/${userId}/admin-role`, {
    token: by.token,
    body: { role, reason },
  });

describe('who is an administrator', () => {
  it('tells an admin their role and permissions, and refuses everyone else', async () => {
    const support = await adminUser(t, 'SUPPORT');
    const me = await api.call('GET', '/v1/admin/me', { token: support.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ userId: support.user.id, role: 'SUPPORT' });
    expect(me.body.data.permissions).toContain('users.manage');
    expect(me.body.data.permissions).not.toContain('shops.review');

    const customer = await signedInUser(t);
    const refused = await api.call('GET', '/v1/admin/me', { token: customer.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'E_FORBIDDEN',
      message: '此帳號沒有管理後台權限',
    });
    expect((await api.call('GET', '/v1/admin/me')).status).toBe(401);
  });

  it('ends the admin session after 30 idle minutes, but not the customer one', async () => {
    const admin = await adminUser(t, 'OPERATIONS');
    expect((await api.call('GET', '/v1/admin/me', { token: admin.token })).status).toBe(200);
    const [token] = await db()
      .select({ seen: accessTokens.adminSeenAt })
      .from(accessTokens)
      .where(eq(accessTokens.userId, admin.user.id));
    expect(token!.seen).not.toBeNull();

    // 29 minutes idle: still in, and the call counts as activity again.
    await db()
      .update(accessTokens)
      .set({ adminSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(accessTokens.userId, admin.user.id));
    expect((await api.call('GET', '/v1/admin/me', { token: admin.token })).status).toBe(200);

    await db()
      .update(accessTokens)
      .set({ adminSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(accessTokens.userId, admin.user.id));
    const idle = await api.call('GET', '/v1/admin/me', { token: admin.token });
    expect(idle.status).toBe(401);
    expect(idle.body.error.code).toBe('E_ADMIN_SESSION_EXPIRED');
    expect(idle.body.error.message).toContain('30 分鐘');
    // It stays out as an admin, and stays signed in as a customer.
    expect((await api.call('GET', '/v1/admin/me', { token: admin.token })).status).toBe(401);
    expect((await api.call('GET', '/v1/me', { token: admin.token })).status).toBe(200);
  });

  it('never lets a seller role stand for an admin one', async () => {
    const [seller] = await db()
      .execute<{ id: number }>(
        sql`insert into sellers (display_name) values ('某商家') returning id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const owner = await signedInUser(t);
    await db().execute(
      sql`insert into seller_members (seller_id, user_id, role) values (${seller!.id}, ${owner.user.id}, 'OWNER')`,
    );
    expect((await api.call('GET', '/v1/admin/me', { token: owner.token })).status).toBe(403);
  });
});

describe('granting admin roles', () => {
  it('lets a super admin grant, change and remove a role, each audited with the reason', async () => {
    const boss = await adminUser(t, 'SUPER');
    const target = await signedInUser(t);

    const granted = await setAdminRole(boss, target.user.id, 'SUPPORT', '新進客服');
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ userId: target.user.id, role: 'SUPPORT' });
    expect((await api.call('GET', '/v1/admin/me', { token: target.token })).status).toBe(200);

    await setAdminRole(boss, target.user.id, 'OPERATIONS', '調任營運');
    const removed = await setAdminRole(boss, target.user.id, null, '離職');
    expect(removed.status).toBe(200);
    expect(removed.body.data).toBeNull();
    expect((await api.call('GET', '/v1/admin/me', { token: target.token })).status).toBe(403);

    const audit = await api.call(
      'GET',
      `/v1/admin/audit?targetType=user&targetId=${target.user.id}`,
      {
        token: boss.token,
      },
    );
    expect(audit.status).toBe(200);
    expect(audit.body.meta.total).toBe(3);
    expect(
      audit.body.data.map(
        (row: { action: string; reason: string; before: unknown; after: unknown }) => [
          row.action,
          row.reason,
          row.before,
          row.after,
        ],
      ),
    ).toEqual([
      ['user.revoke_admin', '離職', { adminRole: 'OPERATIONS' }, { adminRole: null }],
      ['user.grant_admin', '調任營運', { adminRole: 'SUPPORT' }, { adminRole: 'OPERATIONS' }],
      ['user.grant_admin', '新進客服', { adminRole: null }, { adminRole: 'SUPPORT' }],
    ]);
    expect(audit.body.data[0]).toMatchObject({
      admin: { userId: boss.user.id },
      role: 'SUPER',
      targetType: 'user',
      targetId: target.user.id,
    });
  });

  it('refuses a change of one’s own role, an unknown user, a missing reason, and other roles', async () => {
    const boss = await adminUser(t, 'SUPER');
    const self = await setAdminRole(boss, boss.user.id, null, '測試');
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('E_ADMIN_SELF');
    const unknown = await setAdminRole(boss, 2147483000, 'SUPPORT', '測試');
    expect(unknown.status).toBe(404);
    const target = await signedInUser(t);
    const noReason = await setAdminRole(boss, target.user.id, 'SUPPORT', ' ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toContain('請填寫原因');
    const operations = await adminUser(t, 'OPERATIONS');
    const notAllowed = await setAdminRole(operations, target.user.id, 'SUPER', '測試');
    expect(notAllowed.status).toBe(403);
    const [row] = await db()
      .select()
      .from(platformAdmins)
      .where(eq(platformAdmins.userId, target.user.id));
    expect(row).toBeUndefined();
  });

  it('lists the admins, super admins first', async () => {
    const boss = await adminUser(t, 'SUPER');
    const res = await api.call('GET', '/v1/admin/admins', { token: boss.token });
    expect(res.status).toBe(200);
    const roles: string[] = res.body.data.map((a: { role: string }) => a.role);
    expect(roles[0]).toBe('SUPER');
    expect(roles).toEqual(
      [...roles].sort(
        (a, b) =>
          ['SUPER', 'OPERATIONS', 'SUPPORT'].indexOf(a) -
          ['SUPER', 'OPERATIONS', 'SUPPORT'].indexOf(b),
      ),
    );
    expect(res.body.data.some((a: { userId: number }) => a.userId === boss.user.id)).toBe(true);
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself', async () => {
    const boss = await adminUser(t, 'SUPER');
    const target = await signedInUser(t);
    await setAdminRole(boss, target.user.id, 'SUPPORT', '測試');
    await expect(db().update(adminAudit).set({ reason: '改寫' })).rejects.toThrow();
    await expect(db().delete(adminAudit)).rejects.toThrow();
    const rows = await db()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, target.user.id));
    expect(rows.map((r) => r.reason)).toEqual(['測試']);
  });

  it('filters by admin and by Taiwan dates, and refuses a reversed range', async () => {
    const boss = await adminUser(t, 'SUPER');
    const target = await signedInUser(t);
    await setAdminRole(boss, target.user.id, 'SUPPORT', '篩選');
    const mine = await api.call('GET', `/v1/admin/audit?adminId=${boss.user.id}`, {
      token: boss.token,
    });
    expect(mine.body.data.map((r: { reason: string }) => r.reason)).toEqual(['篩選']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    const byDay = await api.call(
      'GET',
      `/v1/admin/audit?adminId=${boss.user.id}&from=${today}&to=${today}`,
      {
        token: boss.token,
      },
    );
    expect(byDay.body.meta.total).toBe(1);
    const before = await api.call('GET', `/v1/admin/audit?adminId=${boss.user.id}&to=2020-01-01`, {
      token: boss.token,
    });
    expect(before.body.meta.total).toBe(0);
    const reversed = await api.call('GET', '/v1/admin/audit?from=2026-02-01&to=2026-01-01', {
      token: boss.token,
    });
    expect(reversed.status).toBe(400);
  });
});

describe('suspended accounts', () => {
  it('stops every token of a suspended account at once and refuses its sign-in', async () => {
    const phoneNumber = '+886987650001';
    await db()
      .insert(users)
      .values({
        phoneNumber,
        phoneNumberVerified: true,
        passwordHash: await hashPassword('pw-123456'),
      });
    const signIn = () =>
      api.call('POST', '/v1/auth/tokens', {
        body: { provider: 'basic', username: phoneNumber, password: 'pw-123456' },
      });
    const first = await signIn();
    expect(first.status).toBe(200);
    const token: string = first.body.data.token;
    expect((await api.call('GET', '/v1/me', { token })).status).toBe(200);
    await db()
      .update(users)
      .set({ disabledAt: new Date(), disabledReason: '測試' })
      .where(eq(users.phoneNumber, phoneNumber));
    const refused = await api.call('GET', '/v1/me', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('此帳號已停用，如有疑問請聯絡客服');
    const again = await signIn();
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({
      code: 'E_ACCOUNT_DISABLED',
      message: '此帳號已停用，如有疑問請聯絡客服',
    });
  });

  it('records where each sign-in came from', async () => {
    const res = await api.signInBySms('+886987650002');
    const [row] = await db()
      .select({ ip: accessTokens.ip })
      .from(accessTokens)
      .where(eq(accessTokens.userId, res.body.data.user.id));
    expect(row!.ip).toBe('203.0.113.10');
  });
});

describe('the first administrator', () => {
  it('comes from ADMIN_PHONE_NUMBERS: a super admin, created if new, kept if changed since', async () => {
    await ensureConfiguredAdmins(db(), ['+886987650010']);
    const [user] = await db().select().from(users).where(eq(users.phoneNumber, '+886987650010'));
    const [admin] = await db()
      .select()
      .from(platformAdmins)
      .where(eq(platformAdmins.userId, user!.id));
    expect(admin!.role).toBe('SUPER');
    const [row] = await db().select().from(adminAudit).where(eq(adminAudit.targetId, user!.id));
    expect(row).toMatchObject({ adminUserId: null, role: 'SYSTEM', reason: 'ADMIN_PHONE_NUMBERS' });

    await db()
      .update(platformAdmins)
      .set({ role: 'SUPPORT' })
      .where(eq(platformAdmins.userId, user!.id));
    await ensureConfiguredAdmins(db(), ['+886987650010']);
    const [kept] = await db()
      .select()
      .from(platformAdmins)
      .where(eq(platformAdmins.userId, user!.id));
    expect(kept!.role).toBe('SUPPORT');
    await expect(ensureConfiguredAdmins(db(), ['+886123'])).rejects.toThrow('手機號碼格式不正確');
  });

  it('or from the grant command, which sets exactly the role asked', async () => {
    const first = await grantAdminByPhone(db(), {
      phoneE164: '+886987650011',
      role: 'SUPPORT',
      reason: 'cli',
    });
    expect(first.changed).toBe(true);
    const again = await grantAdminByPhone(db(), {
      phoneE164: '+886987650011',
      role: 'SUPPORT',
      reason: 'cli',
    });
    expect(again.changed).toBe(false);
    await grantAdminByPhone(db(), {
      phoneE164: '+886987650011',
      role: 'OPERATIONS',
      reason: 'cli',
    });
    const [row] = await db()
      .select()
      .from(platformAdmins)
      .where(eq(platformAdmins.userId, first.userId));
    expect(row!.role).toBe('OPERATIONS');
  });
});
