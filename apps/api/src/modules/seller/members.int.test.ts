import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerMembers, users } from '../../db/schema';
import { signedInUser } from '../../../test/booking-factories';
import { type AccessCase, accessMatrix, route } from '../../../test/access-matrix';
import { expectFieldErrors, sellerMember, sellerTestKit } from '../../../test/seller-factories';

const kit = sellerTestKit();

/** Taiwan mobile numbers no factory hands out (they use +8869 3…). */
let phoneCounter = 0;
const phoneBase = Math.floor(Math.random() * 900_000);
const newPhone = () => {
  const digits = String(10_000_000 + ((phoneBase + ++phoneCounter) % 10_000_000)).slice(-7);
  return { e164: `+88691${digits}` };
};

describe('who may call the member routes', () => {
  const base = () => `/v1/sellers/${kit.callers.sellerId}/members`;
  const routes: AccessCase[] = [
    route('GET /members', 'seller.read', async () => ({ url: base() })),
    route('POST /members', 'members.manage', async () => ({
      url: base(),
      body: { phoneNumber: newPhone().e164, role: 'STAFF' },
    })),
    {
      name: 'PATCH /members/{memberId}',
      permission: 'members.manage',
      request: async () => {
        const m = await sellerMember(kit.t, 'STAFF', kit.callers.sellerId);
        const id = await memberIdOf(m.user.id);
        return { method: 'PATCH', url: `${base()}/${id}`, body: { role: 'MANAGER' } };
      },
    },
    {
      name: 'DELETE /members/{memberId}',
      permission: 'members.manage',
      ok: 204,
      request: async () => {
        const m = await sellerMember(kit.t, 'MANAGER', kit.callers.sellerId);
        return { method: 'DELETE', url: `${base()}/${await memberIdOf(m.user.id)}` };
      },
    },
  ];

  accessMatrix(kit, { routes, covers: (p) => p.startsWith('/v1/sellers/{sellerId}/members') });
});

async function memberIdOf(userId: number, sellerId = kit.callers.sellerId): Promise<number> {
  const rows = await kit.t.database.db
    .select({ id: sellerMembers.id, sellerId: sellerMembers.sellerId })
    .from(sellerMembers)
    .where(eq(sellerMembers.userId, userId));
  return rows.find((r) => r.sellerId === sellerId)!.id;
}

describe('members', () => {
  it('lists the owner first, then managers, then staff, with name and phone', async () => {
    const owner = await sellerMember(kit.t, 'OWNER');
    const staff = await sellerMember(kit.t, 'STAFF', owner.sellerId);
    const manager = await sellerMember(kit.t, 'MANAGER', owner.sellerId);
    const res = await kit.api.call('GET', `/v1/sellers/${owner.sellerId}/members`, {
      token: staff.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual([
      [owner.user.id, 'OWNER'],
      [manager.user.id, 'MANAGER'],
      [staff.user.id, 'STAFF'],
    ]);
    expect(res.body.data[0]).toEqual({
      id: await memberIdOf(owner.user.id, owner.sellerId),
      userId: owner.user.id,
      role: 'OWNER',
      displayName: owner.user.displayName,
      phoneNumber: owner.user.phoneNumber,
      createdAt: expect.any(String),
    });
  });

  it('adds a registered user by phone; they can then work for the seller', async () => {
    const who = await signedInUser(kit.t);
    const before = await kit.api.call('GET', `/v1/sellers/${kit.callers.sellerId}/members`, {
      token: who.token,
    });
    expect(before.status).toBe(404);
    // Spaces and dashes are fine; the number is matched in its canonical form.
    const spaced = who.user.phoneNumber!.replace(/^(\+886)(\d{3})(\d{3})(\d{3})$/, '$1 $2-$3-$4');
    const res = await kit.api.call('POST', `/v1/sellers/${kit.callers.sellerId}/members`, {
      token: kit.callers.owner.token,
      body: { phoneNumber: spaced, role: 'MANAGER' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: who.user.id,
      role: 'MANAGER',
      displayName: who.user.displayName,
      phoneNumber: who.user.phoneNumber,
    });
    const shops = await kit.api.call('GET', `/v1/sellers/${kit.callers.sellerId}/shops`, {
      token: who.token,
    });
    expect(shops.status).toBe(200);
    const sellers = await kit.api.call('GET', '/v1/sellers', { token: who.token });
    expect(sellers.body.data).toEqual([
      expect.objectContaining({ id: kit.callers.sellerId, memberDetails: { role: 'MANAGER' } }),
    ]);
  });

  it('adds someone not signed up yet: an unverified user who finds the seller after SMS sign-in', async () => {
    const phone = newPhone();
    const res = await kit.api.call('POST', `/v1/sellers/${kit.callers.sellerId}/members`, {
      token: kit.callers.owner.token,
      body: { phoneNumber: phone.e164, role: 'STAFF' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      role: 'STAFF',
      displayName: null,
      phoneNumber: phone.e164,
    });
    const [user] = await kit.t.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, phone.e164));
    expect(user).toMatchObject({
      id: res.body.data.userId,
      phoneNumberVerified: false,
      passwordHash: null,
    });
    // Without a password the sign-in dialog sends them to SMS, not to the password step.
    const check = await kit.api.call('POST', '/v1/auth/registration:check', {
      body: { phoneNumber: phone.e164 },
    });
    expect(check.body.data.isRegistered).toBe(false);
    const signedIn = await kit.api.signInBySms(phone.e164);
    expect(signedIn.body.data.user.id).toBe(user!.id);
    const sellers = await kit.api.call('GET', '/v1/sellers', { token: signedIn.body.data.token });
    expect(sellers.body.data).toEqual([
      expect.objectContaining({ id: kit.callers.sellerId, memberDetails: { role: 'STAFF' } }),
    ]);
  });

  it('refuses a member twice (409), a bad number or role (400)', async () => {
    const url = `/v1/sellers/${kit.callers.sellerId}/members`;
    const phone = newPhone();
    const first = await kit.api.call('POST', url, {
      token: kit.callers.owner.token,
      body: { phoneNumber: phone.e164, role: 'STAFF' },
    });
    expect(first.status).toBe(200);
    for (const phoneNumber of [phone.e164, kit.callers.owner.user.phoneNumber!]) {
      const again = await kit.api.call('POST', url, {
        token: kit.callers.owner.token,
        body: { phoneNumber, role: 'MANAGER' },
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({
        code: 'E_ALREADY_MEMBER',
        message: '這個手機號碼已經是商家成員',
        field: 'phoneNumber',
      });
    }
    await expectFieldErrors(kit.api, kit.callers.owner.token, url, {}, [
      [{ phoneNumber: '+886 2 2345 6789', role: 'STAFF' }, 'phoneNumber'], // a landline
      [{ phoneNumber: '0912345678', role: 'STAFF' }, 'phoneNumber'], // no country code
      [{ phoneNumber: '+886912', role: 'STAFF' }, 'phoneNumber'],
      [{ phoneNumber: newPhone().e164, role: 'OWNER' }, 'role'],
      [{ phoneNumber: newPhone().e164 }, 'role'],
      [{ phoneNumber: newPhone().e164, role: 'STAFF', name: 'x' }, 'name'],
    ]);
    // A member of another seller can still join this one.
    const other = await sellerMember(kit.t, 'STAFF');
    const both = await kit.api.call('POST', url, {
      token: kit.callers.owner.token,
      body: { phoneNumber: other.user.phoneNumber, role: 'STAFF' },
    });
    expect(both.status).toBe(200);
  });

  it("changes a role, which changes what the member may do; the owner's role is fixed", async () => {
    const m = await sellerMember(kit.t, 'MANAGER', kit.callers.sellerId);
    const id = await memberIdOf(m.user.id);
    const url = `/v1/sellers/${kit.callers.sellerId}/members/${id}`;
    const shopsUrl = `/v1/sellers/${kit.callers.sellerId}/shops`;
    const res = await kit.api.call('PATCH', url, {
      token: kit.callers.owner.token,
      body: { role: 'STAFF' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, userId: m.user.id, role: 'STAFF' });
    const create = await kit.api.call('POST', shopsUrl, { token: m.token, body: {} });
    expect(create.status).toBe(403); // shops.create is for owner and manager
    const ownerId = await memberIdOf(kit.callers.owner.user.id);
    const owner = await kit.api.call(
      'PATCH',
      `/v1/sellers/${kit.callers.sellerId}/members/${ownerId}`,
      {
        token: kit.callers.owner.token,
        body: { role: 'MANAGER' },
      },
    );
    expect(owner.status).toBe(409);
    expect(owner.body.error).toEqual({
      code: 'E_OWNER_IMMUTABLE',
      message: '負責人的角色無法變更',
    });
    const bad = await kit.api.call('PATCH', url, {
      token: kit.callers.owner.token,
      body: { role: 'OWNER' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('role');
    // A member of another seller is not found here.
    const stranger = await sellerMember(kit.t, 'STAFF');
    const foreign = await kit.api.call(
      'PATCH',
      `/v1/sellers/${kit.callers.sellerId}/members/${await memberIdOf(stranger.user.id, stranger.sellerId)}`,
      { token: kit.callers.owner.token, body: { role: 'MANAGER' } },
    );
    expect(foreign.status).toBe(404);
    const [unchanged] = await kit.t.database.db
      .select({ role: sellerMembers.role })
      .from(sellerMembers)
      .where(eq(sellerMembers.userId, stranger.user.id));
    expect(unchanged!.role).toBe('STAFF');
  });

  it('removes a member, whose access ends at once; never the owner', async () => {
    const m = await sellerMember(kit.t, 'STAFF', kit.callers.sellerId);
    const url = `/v1/sellers/${kit.callers.sellerId}/members/${await memberIdOf(m.user.id)}`;
    const list = `/v1/sellers/${kit.callers.sellerId}/members`;
    expect((await kit.api.call('GET', list, { token: m.token })).status).toBe(200);
    const res = await kit.api.call('DELETE', url, { token: kit.callers.owner.token });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await kit.api.call('GET', list, { token: m.token })).status).toBe(404);
    expect((await kit.api.call('DELETE', url, { token: kit.callers.owner.token })).status).toBe(
      404,
    );
    const ownerUrl = `${list}/${await memberIdOf(kit.callers.owner.user.id)}`;
    const owner = await kit.api.call('DELETE', ownerUrl, { token: kit.callers.owner.token });
    expect(owner.status).toBe(409);
    expect(owner.body.error).toEqual({ code: 'E_OWNER_IMMUTABLE', message: '無法移除負責人' });
    const stranger = await sellerMember(kit.t, 'MANAGER');
    const foreign = await kit.api.call(
      'DELETE',
      `${list}/${await memberIdOf(stranger.user.id, stranger.sellerId)}`,
      { token: kit.callers.owner.token },
    );
    expect(foreign.status).toBe(404);
  });
});
