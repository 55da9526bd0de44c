import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  customers,
  lineFriendships,
  lineSettings,
  orderNotifications,
  sellers,
} from '../../db/schema';
import { signedInUser, tp } from '../../../test/booking-factories';
import { expectError } from '../../../test/expect-answer';
import { buildShop } from '../../../test/factories';
import { sellerCallers } from '../../../test/seller-factories';
import {
  type AccessCase,
  expectAccess,
  expectDeclared,
  registeredRoutes,
} from '../../../test/access-matrix';
import {
  LOGIN_CHANNEL,
  lineSettingsBody,
  lineTestApp,
  newLineUserId,
} from '../../../test/line-fixture';
import { shopFixture } from '../../../test/shop-fixture';
import { LineMessenger } from '../../platform/line/messenger';
import { claimPhoneCustomers } from '../customers';
import { ORDER_MESSAGE, queueStrayMessages } from '../notifications';
import { lineSignature } from './webhook';

const { h, fake, ownerOf, lineSession, saveLineSettings } = lineTestApp();

const SECRET = '0123456789abcdef0123456789abcdef';
const TOKEN = 'channel-access-token-of-the-test-seller-aaaa';
const lineUser = newLineUserId;

/** A seller with a shop, its owner, and LINE settings saved through the API. */
async function lineSeller(overrides: Record<string, unknown> = {}) {
  const callers = await sellerCallers(h.t);
  const shop = await buildShop(h.t.database.db, { sellerId: callers.sellerId });
  await saveLineSettings(callers.sellerId, callers.owner.token, {
    liffId: `${LOGIN_CHANNEL}-abcdEFGH`,
    messagingChannelId: '1650000002',
    channelSecret: SECRET,
    channelAccessToken: TOKEN,
    bookableShops: [shop.id],
    ...overrides,
  });
  return { callers, shop, sellerId: callers.sellerId };
}

/** Signed webhook call. */
function webhook(sellerId: number, body: unknown, secret = SECRET) {
  const raw = JSON.stringify(body);
  return h.t.app.inject({
    method: 'POST',
    url: `/v1/line/webhook/${sellerId}`,
    headers: { 'content-type': 'application/json', 'x-line-signature': lineSignature(secret, raw) },
    payload: raw,
  });
}

describe('LINE settings (dashboard)', () => {
  it('lets owners and managers read, save and test; staff 403; others 404/401', async () => {
    const { callers } = await lineSeller();
    const url = `/v1/sellers/${callers.sellerId}/line-settings`;
    const put = lineSettingsBody({
      liffId: `${LOGIN_CHANNEL}-abcdEFGH`,
      showBookingButton: false,
      defaultShopName: '光點',
      canUnmaskPhoneNumber: true,
    });
    const target = lineUser();
    const routes: AccessCase[] = [
      { name: 'GET /line-settings', request: () => ({ method: 'GET', url }) },
      { name: 'PUT /line-settings', request: () => ({ method: 'PUT', url, body: put }) },
      {
        name: 'POST /line-settings:test-message',
        request: () => ({
          method: 'POST',
          url: `${url}:test-message`,
          body: { lineUserId: target },
        }),
      },
    ].map((r) => ({ ...r, permission: 'line.settings' as const }));
    for (const r of routes) await expectAccess({ api: h.api, callers }, r);
    expectDeclared(h.t.app, routes);
    expect(
      registeredRoutes(
        h.t.app,
        '/v1/sellers/{sellerId}',
        (p) => p.startsWith('/v1/sellers/') && p.includes('/line-settings'),
      ).sort(),
    ).toEqual(['GET /line-settings', 'POST /line-settings:test-message', 'PUT /line-settings']);
    // The test message went out twice (owner, manager) with the stored token.
    await h.t.app.backgroundTasks.idle();
    expect(fake().pushes.filter((p) => p.to === target)).toHaveLength(2);
  });

  it('never answers the secret or the token; omitted keeps them, null removes them', async () => {
    const { callers, shop } = await lineSeller();
    const url = `/v1/sellers/${callers.sellerId}/line-settings`;
    const got = await h.api.call('GET', url, { token: callers.owner.token });
    expect(got.body.data).toMatchObject({
      configured: true,
      hasChannelSecret: true,
      hasChannelAccessToken: true,
      loginChannelId: LOGIN_CHANNEL,
      bookableShops: [{ id: shop.id, displayName: shop.displayName, urlSlug: shop.urlSlug }],
      webhookUrl: `https://haoyue.test/v1/line/webhook/${callers.sellerId}`,
    });
    expect(got.body.data).not.toHaveProperty('channelSecret');
    expect(JSON.stringify(got.body)).not.toContain(SECRET);
    expect(JSON.stringify(got.body)).not.toContain(TOKEN);
    const [stored] = await h.t.database.db
      .select()
      .from(lineSettings)
      .where(eq(lineSettings.sellerId, callers.sellerId));
    expect(stored!.channelSecretCiphertext).not.toContain(SECRET);
    expect(stored!.channelAccessTokenCiphertext).not.toContain(TOKEN);

    const base = lineSettingsBody({ bookableShops: [shop.id] });
    const kept = await h.api.call('PUT', url, { token: callers.owner.token, body: base });
    expect(kept.body.data).toMatchObject({ hasChannelSecret: true, hasChannelAccessToken: true });
    const removed = await h.api.call('PUT', url, {
      token: callers.owner.token,
      body: { ...base, channelAccessToken: null },
    });
    expect(removed.body.data).toMatchObject({
      hasChannelSecret: true,
      hasChannelAccessToken: false,
    });
    const test = await h.api.call('POST', `${url}:test-message`, {
      token: callers.owner.token,
      body: { lineUserId: lineUser() },
    });
    expectError(test, 409, 'E_LINE_NOT_CONFIGURED');

    const other = await buildShop(h.t.database.db);
    const foreign = await h.api.call('PUT', url, {
      token: callers.owner.token,
      body: { ...base, bookableShops: [other.id] },
    });
    expect([foreign.status, foreign.body.error.field]).toEqual([400, 'bookableShops']);
    const badSecret = await h.api.call('PUT', url, {
      token: callers.owner.token,
      body: { ...base, channelSecret: 'not-a-secret' },
    });
    expect(badSecret.status).toBe(400);
  });

  it('says why LINE refused a test message', async () => {
    const { callers } = await lineSeller();
    fake().pushFailures.push({ status: 400, message: 'Failed to send messages' });
    const res = await h.api.call(
      'POST',
      `/v1/sellers/${callers.sellerId}/line-settings:test-message`,
      {
        token: callers.owner.token,
        body: { lineUserId: lineUser() },
      },
    );
    expectError(res, 409, 'E_LINE_PUSH_FAILED');
    expect(res.body.error.message).toContain('Failed to send messages');
  });

  it('publishes the LINE area settings; 404 for a seller without them', async () => {
    const { sellerId, shop } = await lineSeller({ defaultShopName: '光點會員' });
    const res = await h.api.call('GET', `/v1/line-settings?sellerId=${sellerId}`);
    expect(res.body.data).toEqual({
      sellerId,
      liffId: `${LOGIN_CHANNEL}-abcdEFGH`,
      loginChannelId: LOGIN_CHANNEL,
      showBookingButton: true,
      bookableShops: [{ id: shop.id, displayName: shop.displayName, urlSlug: shop.urlSlug }],
      defaultShopName: '光點會員',
      sendMessageOnLink: false,
      canUnmaskPhoneNumber: false,
    });
    const { sellerId: bare } = await sellerCallers(h.t);
    expectError(await h.api.call('GET', `/v1/line-settings?sellerId=${bare}`), 404, 'E_NOT_FOUND');
  });
});

describe('LINE ID tokens', () => {
  it('refuses a wrong issuer, audience, an expired token, a bad signature and an unknown key', async () => {
    const { sellerId } = await lineSeller();
    const sub = lineUser();
    const { privateKey: otherKey } = await generateKeyPair('ES256');
    const tokens = {
      issuer: await fake().signIdToken(
        { aud: LOGIN_CHANNEL, sub },
        { iss: 'https://evil.example' },
      ),
      audience: await fake().signIdToken({ aud: '1999999999', sub }),
      expired: await fake().signIdToken({ aud: LOGIN_CHANNEL, sub }, { expSeconds: -60 }),
      signature: await fake().signIdToken({ aud: LOGIN_CHANNEL, sub }, { key: otherKey }),
      unknownKey: await fake().signIdToken({ aud: LOGIN_CHANNEL, sub }, { kid: 'no-such-kid' }),
      garbage: 'not.a.jwt',
    };
    for (const [name, idToken] of Object.entries(tokens)) {
      const res = await h.api.call('POST', '/v1/auth/tokens', {
        body: { provider: 'line', idToken, sellerId },
      });
      expect([name, res.status, res.body.error?.code]).toEqual([name, 401, 'E_LINE_TOKEN_INVALID']);
    }
    // A good token of a user nobody linked: not linked.
    const good = await fake().signIdToken({ aud: LOGIN_CHANNEL, sub });
    const res = await h.api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'line', idToken: good, sellerId },
    });
    expectError(res, 409, 'E_LINE_NOT_LINKED');
    // Another provider carrying a bad token is refused before its own check.
    const sms = await h.api.call('POST', '/v1/auth/tokens', {
      body: {
        provider: 'basic',
        username: '+886912345678',
        password: 'x',
        idToken: tokens.issuer,
        sellerId,
      },
    });
    expectError(sms, 401, 'E_LINE_TOKEN_INVALID');
  });
});

describe('customer linking', () => {
  it('links the LINE user, then signs in with provider line; relinking is idempotent', async () => {
    const { sellerId } = await lineSeller();
    const who = await signedInUser(h.t, { displayName: '王小美' });
    const session = await lineSession(sellerId);
    expectError(
      await h.api.call('GET', `/v1/me/customers:link?sellerId=${sellerId}`, { token: who.token }),
      404,
      'E_NOT_FOUND',
    );
    const link = () =>
      h.api.call('POST', '/v1/me/customers:link', {
        token: who.token,
        body: { sellerId, lineAccessToken: session.accessToken, displayName: '王小美' },
      });
    const first = await link();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      sellerId,
      lineUserId: session.userId,
      displayName: '王小美',
      isLinked: true,
      isFriend: true,
      liffId: `${LOGIN_CHANNEL}-abcdEFGH`,
    });
    // Masked: the seller does not allow unmasking.
    expect(first.body.data.phoneNumber).toMatch(/\*/);
    const again = await link();
    expect(again.body.data.id).toBe(first.body.data.id);
    const read = await h.api.call('GET', `/v1/me/customers:link?sellerId=${sellerId}`, {
      token: who.token,
    });
    expect(read.body.data.id).toBe(first.body.data.id);

    const signIn = await h.api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'line', idToken: session.idToken, sellerId },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.user.id).toBe(who.user.id);
  });

  it('requires the fields the seller requires and a LINE user', async () => {
    const { sellerId } = await lineSeller();
    await h.t.database.db
      .update(sellers)
      .set({
        profileSetting: {
          birthDate: { enabled: true, required: false },
          contactEmail: { enabled: true, required: false },
          displayName: { enabled: true, required: true },
          gender: { enabled: true, required: true },
          phoneNumber: { enabled: true, required: true },
        },
      })
      .where(eq(sellers.id, sellerId));
    const who = await signedInUser(h.t);
    const session = await lineSession(sellerId);
    const noGender = await h.api.call('POST', '/v1/me/customers:link', {
      token: who.token,
      body: { sellerId, lineAccessToken: session.accessToken },
    });
    expect([noGender.status, noGender.body.error.code, noGender.body.error.field]).toEqual([
      400,
      'E_PROFILE_INCOMPLETE',
      'gender',
    ]);
    expect(noGender.body.error.message).toBe('請填寫性別');
    const noLine = await h.api.call('POST', '/v1/me/customers:link', {
      token: who.token,
      body: { sellerId, gender: 'FEMALE' },
    });
    expect([noLine.status, noLine.body.error.field]).toEqual([400, 'lineAccessToken']);
    const ok = await h.api.call('POST', '/v1/me/customers:link', {
      token: who.token,
      body: { sellerId, idToken: session.idToken, gender: 'FEMALE' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.gender).toBe('FEMALE');
  });

  it("refuses a LINE user already linked to another user's customer (409)", async () => {
    const { sellerId } = await lineSeller();
    const session = await lineSession(sellerId);
    const first = await signedInUser(h.t);
    const second = await signedInUser(h.t);
    const link = (token: string) =>
      h.api.call('POST', '/v1/me/customers:link', {
        token,
        body: { sellerId, lineAccessToken: session.accessToken },
      });
    expect((await link(first.token)).status).toBe(200);
    expectError(await link(second.token), 409, 'E_LINE_ALREADY_LINKED');
  });

  it('reuses a walk-in record made for the verified phone', async () => {
    const { sellerId } = await lineSeller();
    const who = await signedInUser(h.t);
    const [walkIn] = await h.t.database.db
      .insert(customers)
      .values({ sellerId, phoneNumber: who.user.phoneNumber, displayName: '現場客' })
      .returning();
    const session = await lineSession(sellerId);
    const res = await h.api.call('POST', '/v1/me/customers:link', {
      token: who.token,
      body: { sellerId, lineAccessToken: session.accessToken },
    });
    expect(res.body.data.id).toBe(walkIn!.id);
  });

  it("moves a walk-in record's LINE link into the user's record when the phone is claimed", async () => {
    const { sellerId } = await lineSeller();
    const who = await signedInUser(h.t);
    const db = h.t.database.db;
    const [own] = await db
      .insert(customers)
      .values({ sellerId, userId: who.user.id, phoneNumber: who.user.phoneNumber })
      .returning();
    const lineUserId = lineUser();
    const [walkIn] = await db
      .insert(customers)
      .values({ sellerId, phoneNumber: who.user.phoneNumber, lineUserId })
      .returning();
    expect(await claimPhoneCustomers(db, who.user.id, who.user.phoneNumber!)).toBe(1);
    const rows = await db.select().from(customers).where(eq(customers.sellerId, sellerId));
    expect(rows.find((r) => r.id === own!.id)!.lineUserId).toBe(lineUserId);
    expect(rows.find((r) => r.id === walkIn!.id)).toMatchObject({
      lineUserId: null,
      mergedIntoId: own!.id,
    });
  });

  it('pushes the welcome message once when the seller asks for it', async () => {
    const { sellerId } = await lineSeller({ sendMessageOnLink: true });
    const who = await signedInUser(h.t);
    const session = await lineSession(sellerId);
    for (let i = 0; i < 2; i++) {
      const res = await h.api.call('POST', '/v1/me/customers:link', {
        token: who.token,
        body: { sellerId, lineAccessToken: session.accessToken },
      });
      expect(res.status).toBe(200);
      await h.t.app.backgroundTasks.idle();
    }
    const pushes = fake().pushes.filter((p) => p.to === session.userId);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.messages[0]).toMatchObject({ type: 'text' });
    expect(pushes[0]!.retryKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('LINE webhook', () => {
  it('checks the signature and keeps the friendship flag', async () => {
    const { sellerId } = await lineSeller();
    const userId = lineUser();
    const follow = {
      destination: 'x',
      events: [{ type: 'follow', source: { type: 'user', userId } }],
    };
    const forged = await webhook(sellerId, follow, 'ffffffffffffffffffffffffffffffff');
    expect(forged.statusCode).toBe(401);
    const unsigned = await h.t.app.inject({
      method: 'POST',
      url: `/v1/line/webhook/${sellerId}`,
      payload: follow,
    });
    expect(unsigned.statusCode).toBe(401);
    const flag = async () => {
      const [row] = await h.t.database.db
        .select()
        .from(lineFriendships)
        .where(and(eq(lineFriendships.sellerId, sellerId), eq(lineFriendships.lineUserId, userId)));
      return row?.isFriend;
    };
    expect(await flag()).toBeUndefined();
    const ok = await webhook(sellerId, follow);
    expect([ok.statusCode, ok.json().data.handled]).toEqual([200, 1]);
    expect(await flag()).toBe(true);
    await webhook(sellerId, { events: [{ type: 'unfollow', source: { type: 'user', userId } }] });
    expect(await flag()).toBe(false);
    const other = await webhook(sellerId, {
      events: [{ type: 'message', source: { type: 'user', userId } }],
    });
    expect(other.json().data.handled).toBe(0);
  });
});

describe('order messages by LINE', () => {
  it('sends a flex message instead of SMS to a linked friend, and resends it on request', async () => {
    const fixture = await shopFixture(h);
    const sellerId = fixture.shop.sellerId;
    const callers = await sellerCallers(h.t);
    const owner = await ownerOf(sellerId);
    await saveLineSettings(sellerId, owner.token, {
      channelSecret: SECRET,
      channelAccessToken: TOKEN,
      bookableShops: [fixture.shop.id],
    });
    const who = await signedInUser(h.t);
    const session = await lineSession(sellerId);
    await h.api.call('POST', '/v1/me/customers:link', {
      token: who.token,
      body: { sellerId, lineAccessToken: session.accessToken },
    });
    const booked = await fixture.book(who.token, tp('2026-12-02', '14:00'));
    expect(booked.status).toBe(200);
    await h.t.app.backgroundTasks.idle();
    const pushes = fake().pushes.filter((p) => p.to === session.userId);
    expect(pushes).toHaveLength(1);
    const flex = pushes[0]!.messages[0] as { type: string; altText: string; contents: unknown };
    expect(flex.type).toBe('flex');
    expect(flex.altText).toContain(fixture.shop.displayName);
    const text = JSON.stringify(flex.contents);
    expect(text).toContain('洗剪吹');
    expect(text).toContain('下午2:00');
    expect(text).toContain(
      `https://haoyue.test/line/${sellerId}/orders/${booked.body.data.orderKey}`,
    );
    expect(await h.sentTo(who.user.phoneNumber!)).toEqual([]);
    const [row] = await h.t.database.db
      .select()
      .from(orderNotifications)
      .where(eq(orderNotifications.orderId, booked.body.data.id));
    expect(row).toMatchObject({ channel: 'LINE', status: 'SENT', recipient: session.userId });
    expect(row!.retryKey).toBe(pushes[0]!.retryKey);

    // Resend: the customer and the seller's members may; someone else may not.
    const resend = (token: string) =>
      h.api.call('POST', '/v1/orders:resend-line-flex-messages', {
        token,
        body: { orderId: booked.body.data.id },
      });
    expect((await resend(who.token)).status).toBe(200);
    expect((await resend(owner.token)).status).toBe(200);
    expectError(await resend(callers.customer.token), 404, 'E_NOT_FOUND');
    const all = fake().pushes.filter((p) => p.to === session.userId);
    expect(all).toHaveLength(3);
    expect(new Set(all.map((p) => p.retryKey)).size).toBe(3);
  });

  it('keeps SMS for a customer who is not a friend, and resend says the customer is not linked', async () => {
    const fixture = await shopFixture(h);
    const { customerOrder } = fixture;
    const { token, user, order } = await customerOrder(tp('2026-12-03', '11:00'));
    await h.t.app.backgroundTasks.idle();
    expect((await h.sentTo(user.phoneNumber!)).length).toBe(1);
    expect(fake().pushes).toHaveLength(0);
    expectError(
      await h.api.call('POST', '/v1/orders:resend-line-flex-messages', {
        token,
        body: { orderId: order.id },
      }),
      409,
      'E_LINE_NOT_LINKED',
    );
  });

  it('sends a retried push once: a stored retry key LINE has seen counts as sent', async () => {
    const messenger = new LineMessenger(fake().url);
    fake().registerChannelToken(TOKEN);
    const to = lineUser();
    const key = randomUUID();
    await messenger.push({
      channelAccessToken: TOKEN,
      to,
      messages: [{ type: 'text', text: '一次' }],
      retryKey: key,
    });
    await expect(
      messenger.push({
        channelAccessToken: TOKEN,
        to,
        messages: [{ type: 'text', text: '一次' }],
        retryKey: key,
      }),
    ).rejects.toMatchObject({
      alreadyAccepted: true,
    });
    expect(fake().pushes.filter((p) => p.to === to)).toHaveLength(1);

    // The outbox: a LINE row whose push reached LINE before its process died, the try unrecorded.
    const fixture = await shopFixture(h);
    const sellerId = fixture.shop.sellerId;
    const { order } = await fixture.customerOrder(tp('2026-12-04', '11:00'));
    await h.t.app.backgroundTasks.idle();
    const retryKey = randomUUID();
    const lineTo = lineUser();
    await h.t.database.db
      .update(orderNotifications)
      .set({
        channel: 'LINE',
        status: 'PENDING',
        attempts: 1,
        recipient: lineTo,
        body: JSON.stringify({ type: 'text', text: '重送測試' }),
        retryKey,
        claimedUntil: new Date(0),
        queuedAt: null,
      })
      .where(eq(orderNotifications.orderId, order.id));
    await saveLineSettings(sellerId, (await ownerOf(sellerId)).token, {
      channelAccessToken: TOKEN,
    });
    // The first try reached LINE (the key is known there) …
    await messenger.push({
      channelAccessToken: TOKEN,
      to: lineTo,
      messages: [{ type: 'text', text: '重送測試' }],
      retryKey,
    });
    // … the sweep queues it, the queue pushes again with the same key: LINE answers 409, SENT.
    expect(await queueStrayMessages(h.jobsContext())).toBeGreaterThanOrEqual(1);
    await h.t.app.workQueue.workDue(ORDER_MESSAGE);
    const [row] = await h.t.database.db
      .select()
      .from(orderNotifications)
      .where(eq(orderNotifications.orderId, order.id));
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, retryKey });
    expect(fake().pushes.filter((p) => p.to === lineTo)).toHaveLength(1);
  });
});
