import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, adminAudit, customers, orders, sellerMembers, users } from '../../db/schema';
import { adminUser } from '../../../test/admin-factories';
import { signedInUser } from '../../../test/booking-factories';
import { buildSeller, buildShop, buildShopLicense } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helper';
import { client } from '../../../test/sign-in';
import { hashPassword } from '../../lib/passwords';

let t: TestContext;
let api: ReturnType<typeof client>;
let superAdmin: Awaited<ReturnType<typeof adminUser>>;
let support: Awaited<ReturnType<typeof adminUser>>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  superAdmin = await adminUser(t, 'SUPER');
  support = await adminUser(t, 'SUPPORT');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const DAY = 24 * 3600_000;

/** A user who signs in with a password, and a way to sign them in again. */
async function passwordUser(phoneNumber: string, values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db()
    .insert(users)
    .values({
      phoneNumber,
      phoneNumberVerified: true,
      passwordHash: await hashPassword('pw-123456'),
      ...values,
    })
    .returning();
  const signIn = () =>
    api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'basic', username: phoneNumber, password: 'pw-123456' },
    });
  const first = await signIn();
  expect(first.status).toBe(200);
  return { user: user!, token: first.body.data.token as string, signIn };
}

const search = (q: string, extra = '') =>
  api.call('GET', `/v1/admin/users?q=${encodeURIComponent(q)}${extra}`, {
    token: support.token,
  });
type Answer = Awaited<ReturnType<ReturnType<typeof client>['call']>>;
const idsOf = (res: Answer): number[] => res.body.data.map((u: { id: number }) => u.id);

describe('finding users', () => {
  it('finds a user by their phone however it is typed, by name or nickname, and by id', async () => {
    const { user } = await passwordUser('+886912340871', {
      displayName: '林小綠',
      nickname: 'GreenLin',
    });
    for (const q of [
      '0912-340-871',
      '0912340871',
      '912340871',
      '+886 912 340 871',
      '+886912340871',
      '340871',
      '871',
      '小綠',
      '綠',
      'greenlin',
      'LIN',
      String(user.id),
    ]) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(idsOf(res), q).toContain(user.id);
    }
    const found = (await search('0912-340-871')).body.data.find(
      (u: { id: number }) => u.id === user.id,
    );
    expect(found).toMatchObject({
      displayName: '林小綠',
      nickname: 'GreenLin',
      phoneNumber: '+886912340871',
      adminRole: null,
      disabledAt: null,
    });
    expect(idsOf(await search('0922-340-871'))).not.toContain(user.id);
    expect(idsOf(await search('林大綠'))).not.toContain(user.id);
    expect(idsOf(await search('綠小'))).not.toContain(user.id);
    expect(idsOf(await search('green_lin'))).not.toContain(user.id);
  });

  it('pages and sorts on the server, newest first by default', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        (
          await signedInUser(t, {
            displayName: `分頁測試 ${i}`,
            createdAt: new Date(Date.now() - (3 - i) * DAY),
          })
        ).user.id,
      );
    }
    const first = await search('分頁測試', '&perPage=2');
    expect(first.body.meta).toEqual({ page: 1, perPage: 2, total: 3, totalExact: true });
    expect(idsOf(first)).toEqual([made[2], made[1]]);
    const second = await search('分頁測試', '&perPage=2&page=2');
    expect(idsOf(second)).toEqual([made[0]]);
    const beyond = await search('分頁測試', '&perPage=2&page=3');
    expect([beyond.body.data, beyond.body.meta]).toEqual([
      [],
      { page: 3, perPage: 2, total: 3, totalExact: true },
    ]);
    expect(idsOf(await search('分頁測試', '&sort=oldest'))).toEqual(made);
    expect(idsOf(await search('分頁測試', '&sort=name'))).toEqual(made);
  });

  it('filters by account state and refuses bad filters', async () => {
    const { user } = await signedInUser(t, {
      displayName: '狀態測試',
      disabledAt: new Date(),
      disabledReason: '測試',
    });
    expect(idsOf(await search('狀態測試', '&status=disabled'))).toEqual([user.id]);
    expect(idsOf(await search('狀態測試', '&status=active'))).toEqual([]);
    for (const bad of ['&status=gone', '&sort=random', '&page=0', '&perPage=1000']) {
      const res = await search('x', bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('E_VALIDATION');
    }
  });
});

describe("a user's page", () => {
  it('shows profile, admin role, sellers, customer records, orders and sign-ins', async () => {
    const { user, token } = await passwordUser('+886912340872', { displayName: '詳細頁' });
    const seller = await buildSeller(db(), { displayName: '詳細頁商家' });
    await db()
      .insert(sellerMembers)
      .values({ sellerId: seller.id, userId: user.id, role: 'MANAGER' });
    const shop = await buildShop(db(), { sellerId: seller.id, displayName: '詳細頁店家' });
    const [customer] = await db()
      .insert(customers)
      .values({ sellerId: seller.id, userId: user.id, displayName: '詳細頁顧客' })
      .returning();
    const startsAt = new Date('2026-11-01T02:00:00Z');
    await db()
      .insert(orders)
      .values({
        orderKey: `detail-${user.id}`,
        sellerId: seller.id,
        shopId: shop.id,
        customerId: customer!.id,
        status: 'COMPLETED',
        currency: 'TWD',
        totalPrice: 120000,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
      });

    const res = await api.call('GET', `/v1/admin/users/${user.id}`, { token: support.token });
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({
      id: user.id,
      displayName: '詳細頁',
      hasPassword: true,
      disabledAt: null,
      disabledReason: null,
      adminRole: null,
      sellers: [{ sellerId: seller.id, sellerName: '詳細頁商家', role: 'MANAGER' }],
      customerRecords: [
        {
          customerId: customer!.id,
          sellerId: seller.id,
          sellerName: '詳細頁商家',
          displayName: '詳細頁顧客',
          visitCount: 1,
          lastVisitAt: startsAt.toISOString(),
        },
      ],
      orders: [
        {
          shopId: shop.id,
          shopName: '詳細頁店家',
          status: 'COMPLETED',
          totalPrice: 120000,
          startsAt: startsAt.toISOString(),
        },
      ],
    });
    expect(detail.orders[0].orderNumber).toMatch(/^[A-Z2-9]{8}$/);
    expect(detail).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(detail)).not.toContain('argon2');
    expect(detail.signIns).toHaveLength(1);
    expect(detail.signIns[0]).toMatchObject({
      provider: 'basic',
      revokedAt: null,
      ip: '203.0.113.10',
    });
    expect(token).toBeTruthy();

    const admin = await api.call('GET', `/v1/admin/users/${support.user.id}`, {
      token: superAdmin.token,
    });
    expect(admin.body.data.adminRole).toBe('SUPPORT');
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const missing = await api.call('GET', '/v1/admin/users/2000000000', { token: support.token });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('E_NOT_FOUND');
    expect((await api.call('GET', '/v1/admin/users/abc', { token: support.token })).status).toBe(
      400,
    );
  });
});

const post = (token: string, userId: number, verb: string, body: unknown) =>
  api.call('POST', `/v1/admin/users/${userId}:${verb}`, { token, body });

describe('suspending, restoring and signing out an account', () => {
  it('suspends: tokens refused at once, sign-in refused, audited; restoring lets them back', async () => {
    const target = await passwordUser('+886912340873');
    expect((await api.call('GET', '/v1/me', { token: target.token })).status).toBe(200);

    const res = await post(support.token, target.user.id, 'disable', { reason: '疑似盜用' });
    expect(res.status).toBe(200);
    expect(res.body.data.disabledAt).not.toBeNull();

    const refused = await api.call('GET', '/v1/me', { token: target.token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('此帳號已停用，如有疑問請聯絡客服');
    const again = await target.signIn();
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('E_ACCOUNT_DISABLED');
    const live = await db()
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, target.user.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);

    const [row] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetId, target.user.id), eq(adminAudit.action, 'user.disable')));
    expect(row).toMatchObject({
      adminUserId: support.user.id,
      role: 'SUPPORT',
      targetType: 'user',
      reason: '疑似盜用',
      before: { disabledAt: null, disabledReason: null },
      after: { disabledReason: '疑似盜用', revokedTokens: 1 },
    });
    const detail = await api.call('GET', `/v1/admin/users/${target.user.id}`, {
      token: support.token,
    });
    expect(detail.body.data).toMatchObject({ disabledReason: '疑似盜用' });

    // Again: nothing changes, no second audit row.
    expect((await post(support.token, target.user.id, 'disable', { reason: '再次' })).status).toBe(
      200,
    );
    const restored = await post(support.token, target.user.id, 'enable', { reason: '已確認本人' });
    expect(restored.status).toBe(200);
    expect(restored.body.data.disabledAt).toBeNull();
    const back = await target.signIn();
    expect(back.status).toBe(200);
    expect((await api.call('GET', '/v1/me', { token: back.body.data.token })).status).toBe(200);
    // The token from before the suspension stays revoked.
    expect((await api.call('GET', '/v1/me', { token: target.token })).status).toBe(401);

    const actions = await db()
      .select({ action: adminAudit.action, before: adminAudit.before, after: adminAudit.after })
      .from(adminAudit)
      .where(eq(adminAudit.targetId, target.user.id))
      .orderBy(adminAudit.id);
    expect(actions.map((a) => a.action)).toEqual(['user.disable', 'user.enable']);
    expect(actions[1]).toMatchObject({
      before: { disabledReason: '疑似盜用' },
      after: { disabledAt: null, disabledReason: null },
    });
    const audit = await api.call(
      'GET',
      `/v1/admin/audit?targetType=user&targetId=${target.user.id}`,
      { token: support.token },
    );
    expect(audit.body.data.map((a: { action: string }) => a.action)).toEqual([
      'user.enable',
      'user.disable',
    ]);
  });

  it('signs a user out everywhere', async () => {
    const target = await passwordUser('+886912340874');
    const second = (await target.signIn()).body.data.token as string;
    const res = await post(support.token, target.user.id, 'sign-out', { reason: '使用者要求' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revokedTokens: 2 });
    for (const token of [target.token, second]) {
      expect((await api.call('GET', '/v1/me', { token })).status).toBe(401);
    }
    // Not suspended: a new sign-in works.
    expect((await target.signIn()).status).toBe(200);
    const [row] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetId, target.user.id), eq(adminAudit.action, 'user.sign_out')));
    expect(row).toMatchObject({ reason: '使用者要求', after: { revokedTokens: 2 } });
  });

  it('refuses suspending yourself, and a super admin unless a super admin asks', async () => {
    const self = await post(support.token, support.user.id, 'disable', { reason: '測試' });
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('E_ADMIN_SELF');

    const otherSuper = await adminUser(t, 'SUPER');
    for (const verb of ['disable', 'sign-out']) {
      const res = await post(support.token, otherSuper.user.id, verb, { reason: '測試' });
      expect(res.status, verb).toBe(403);
      expect(res.body.error.code).toBe('E_FORBIDDEN');
    }
    expect((await api.call('GET', '/v1/me', { token: otherSuper.token })).status).toBe(200);
    const bySuper = await post(superAdmin.token, otherSuper.user.id, 'disable', { reason: '離職' });
    expect(bySuper.status).toBe(200);
    expect((await api.call('GET', '/v1/me', { token: otherSuper.token })).status).toBe(401);
  });

  it('refuses a blank or missing reason and answers 404 for an unknown user', async () => {
    const { user } = await signedInUser(t);
    for (const body of [{ reason: '' }, { reason: '   ' }, {}, { reason: 'x'.repeat(201) }]) {
      const res = await post(support.token, user.id, 'disable', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('E_VALIDATION');
    }
    const [still] = await db().select().from(users).where(eq(users.id, user.id));
    expect(still!.disabledAt).toBeNull();
    for (const verb of ['disable', 'enable', 'sign-out']) {
      const res = await post(support.token, 2000000000, verb, { reason: '測試' });
      expect(res.status, verb).toBe(404);
    }
  });
});

describe('sellers', () => {
  it('lists sellers with owner, members, live shops and licensed shops; finds by name, id, owner phone', async () => {
    const seller = await buildSeller(db(), { displayName: '列表測試商家' });
    const { user: owner } = await signedInUser(t, {
      displayName: '老闆甲',
      phoneNumber: '+886912340875',
    });
    const { user: staff } = await signedInUser(t, { displayName: '員工乙' });
    await db()
      .insert(sellerMembers)
      .values([
        { sellerId: seller.id, userId: owner.id, role: 'OWNER' },
        { sellerId: seller.id, userId: staff.id, role: 'STAFF' },
      ]);
    const live = await buildShop(db(), { sellerId: seller.id, displayName: '營業中' });
    await buildShop(db(), { sellerId: seller.id, reviewStatus: 'PENDING' });
    await buildShop(db(), { sellerId: seller.id, reviewStatus: 'CLOSED' });
    await buildShopLicense(db(), live.id, {
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 30 * DAY),
    });

    // Four digits or fewer are an id, not a phone fragment (they would match most owners).
    const byFragment = async (q: string) =>
      idsOf(
        await api.call('GET', `/v1/admin/sellers?q=${q}`, {
          token: support.token,
        }),
      );
    expect(await byFragment('0875')).not.toContain(seller.id);
    expect(await byFragment('40875')).toContain(seller.id);
    for (const q of ['列表測試', String(seller.id), '0912-340-875', '912340875']) {
      const res = await api.call('GET', `/v1/admin/sellers?q=${encodeURIComponent(q)}`, {
        token: support.token,
      });
      expect(res.status, `${q} ${JSON.stringify(res.body)}`).toBe(200);
      expect(idsOf(res), q).toContain(seller.id);
    }
    const res = await api.call('GET', `/v1/admin/sellers?q=${encodeURIComponent('列表測試')}`, {
      token: support.token,
    });
    expect(res.body.data[0]).toMatchObject({
      id: seller.id,
      displayName: '列表測試商家',
      owner: { userId: owner.id, displayName: '老闆甲', phoneNumber: '+886912340875' },
      memberCount: 2,
      shopCount: 2,
      licensedShopCount: 1,
    });

    // A search pages with its total, also past its last page.
    const more = [];
    for (let i = 0; i < 2; i++) {
      more.push((await buildSeller(db(), { displayName: `列表測試分店 ${i}` })).id);
    }
    const paged = (page: number) =>
      api.call(
        'GET',
        `/v1/admin/sellers?q=${encodeURIComponent('列表測試')}&perPage=2&page=${page}`,
        {
          token: support.token,
        },
      );
    const first = await paged(1);
    expect(first.body.meta).toEqual({ page: 1, perPage: 2, total: 3 });
    expect(idsOf(first)).toEqual([more[1], more[0]]);
    expect(idsOf(await paged(2))).toEqual([seller.id]);
    const beyond = await paged(3);
    expect([beyond.body.data, beyond.body.meta]).toEqual([[], { page: 3, perPage: 2, total: 3 }]);

    const detail = await api.call('GET', `/v1/admin/sellers/${seller.id}`, {
      token: support.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.shops).toHaveLength(3);
    expect(detail.body.data.shops[0]).toMatchObject({
      id: live.id,
      displayName: '營業中',
      cityName: '臺北市',
      reviewStatus: 'APPROVED',
      licence: { status: 'ACTIVE' },
    });
    expect(detail.body.data.shops[1].licence).toBeNull();
    expect(detail.body.data.members).toMatchObject([
      { userId: owner.id, role: 'OWNER', displayName: '老闆甲' },
      { userId: staff.id, role: 'STAFF' },
    ]);
    const missing = await api.call('GET', '/v1/admin/sellers/2000000000', {
      token: support.token,
    });
    expect(missing.status).toBe(404);
    const bad = await api.call('GET', '/v1/admin/sellers?sort=size', { token: support.token });
    expect(bad.status).toBe(400);
  });
});
