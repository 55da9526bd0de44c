import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, lineSettings, sellers } from '../../db/schema';
import { adminUser } from '../../../test/admin-factories';
import { expectError } from '../../../test/expect-answer';
import { LOGIN_CHANNEL, lineTestApp, newLineUserId } from '../../../test/line-fixture';
import { sellerCallers } from '../../../test/seller-factories';

const { h, fake, lineSession, saveLineSettings } = lineTestApp();

const TOKEN = 'channel-access-token-of-the-admin-test-aaaa';

/** A seller whose owner connected LINE (login channel, Messaging API token) through the API. */
async function lineSeller(name = `LINE 商家 ${Math.random().toString(36).slice(2, 8)}`) {
  const callers = await sellerCallers(h.t);
  await h.t.database.db
    .update(sellers)
    .set({ displayName: name })
    .where(eq(sellers.id, callers.sellerId));
  await saveLineSettings(callers.sellerId, callers.owner.token, {
    messagingChannelId: '1650000002',
    channelSecret: '0123456789abcdef0123456789abcdef',
    channelAccessToken: TOKEN,
  });
  return { callers, sellerId: callers.sellerId, name };
}

async function admin() {
  return (await adminUser(h.t, 'OPERATIONS')).token;
}

const list = (token: string, query = '') =>
  h.api.call('GET', `/v1/admin/line-channels${query}`, { token });

const testMessage = (sellerId: number, token: string) =>
  h.api.call('POST', `/v1/sellers/${sellerId}/line-settings:test-message`, {
    token,
    body: { lineUserId: newLineUserId() },
  });

describe("admins' LINE channels list", () => {
  it('lists connected sellers with their channels, filtered by keyword and status', async () => {
    const token = await admin();
    const { sellerId, name } = await lineSeller();
    const found = await list(token, `?keyword=${encodeURIComponent(name)}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        sellerId,
        sellerName: name,
        loginChannelId: LOGIN_CHANNEL,
        messagingChannelId: '1650000002',
        hasChannelAccessToken: true,
        failureCount: 0,
        lastSuccessAt: null,
        disabledAt: null,
      }),
    ]);
    expect(found.body.meta.total).toBe(1);
    // Never the secret or the token.
    expect(JSON.stringify(found.body)).not.toContain(TOKEN);
    expectError(await list(token, '?status=broken'), 400, 'E_VALIDATION');
    expectError(await list(token, '?perPage=1000'), 400, 'E_VALIDATION');
  });

  it('notes the last success and the failures of calls to LINE', async () => {
    const token = await admin();
    const { sellerId, name, callers } = await lineSeller();
    fake().pushFailures.push({ status: 400, message: 'Failed to send messages' });
    expect((await testMessage(sellerId, callers.owner.token)).status).toBe(409);
    const failing = await list(token, `?keyword=${encodeURIComponent(name)}&status=failing`);
    expect(failing.body.data[0]).toMatchObject({
      sellerId,
      failureCount: 1,
      lastFailureMessage: 'Failed to send messages',
    });
    expect(failing.body.data[0].lastFailureAt).not.toBeNull();

    expect((await testMessage(sellerId, callers.owner.token)).status).toBe(200);
    const active = await list(token, `?keyword=${encodeURIComponent(name)}&status=active`);
    expect(active.body.data[0]).toMatchObject({ sellerId, failureCount: 0 });
    expect(active.body.data[0].lastSuccessAt).not.toBeNull();
    // LINE login for the seller's channel counts as a success too.
    const session = await lineSession(sellerId);
    await h.t.database.db
      .update(lineSettings)
      .set({ lastSuccessAt: null })
      .where(eq(lineSettings.sellerId, sellerId));
    await h.api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'line', idToken: session.idToken, sellerId },
    });
    const [row] = await h.t.database.db
      .select()
      .from(lineSettings)
      .where(eq(lineSettings.sellerId, sellerId));
    expect(row!.lastSuccessAt).not.toBeNull();
  });
});

describe("disabling a seller's LINE channels", () => {
  it('needs a reason (400) and LINE settings (404)', async () => {
    const token = await admin();
    const { sellerId } = await lineSeller();
    const url = `/v1/admin/line-channels/${sellerId}/status`;
    expectError(
      await h.api.call('PUT', url, { token, body: { disabled: true } }),
      400,
      'E_VALIDATION',
    );
    expectError(
      await h.api.call('PUT', url, { token, body: { disabled: true, reason: '  ' } }),
      400,
      'E_VALIDATION',
    );
    const { sellerId: bare } = await sellerCallers(h.t);
    expectError(
      await h.api.call('PUT', `/v1/admin/line-channels/${bare}/status`, {
        token,
        body: { disabled: true, reason: '測試' },
      }),
      404,
      'E_NOT_FOUND',
    );
  });

  it('refuses LINE login and pushes as with no channel, tells the seller why, and enables again', async () => {
    const token = await admin();
    const { sellerId, callers } = await lineSeller();
    const session = await lineSession(sellerId);
    const url = `/v1/admin/line-channels/${sellerId}/status`;
    const reason = '多位顧客檢舉此官方帳號發送廣告訊息';

    const off = await h.api.call('PUT', url, { token, body: { disabled: true, reason } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ sellerId, disabledReason: reason });
    expect(off.body.data.disabledAt).not.toBeNull();

    // LINE login: refused as for a seller without a login channel.
    const signIn = await h.api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'line', idToken: session.idToken, sellerId },
    });
    expectError(signIn, 409, 'E_LINE_NOT_CONFIGURED');
    expect(signIn.body.error.message).toContain('暫停使用');
    // The LINE area: as for a seller without LINE settings.
    expectError(
      await h.api.call('GET', `/v1/line-settings?sellerId=${sellerId}`),
      404,
      'E_NOT_FOUND',
    );
    // Pushes: as with no Messaging API token; LINE is not called.
    expectError(await testMessage(sellerId, callers.owner.token), 409, 'E_LINE_NOT_CONFIGURED');
    expect(fake().pushes).toEqual([]);
    // The seller sees why on their LINE settings.
    const mine = await h.api.call('GET', `/v1/sellers/${sellerId}/line-settings`, {
      token: callers.owner.token,
    });
    expect(mine.body.data.platformDisabled).toMatchObject({ reason });

    const on = await h.api.call('PUT', url, { token, body: { disabled: false, reason: '已改善' } });
    expect(on.body.data.disabledAt).toBeNull();
    const again = await h.api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'line', idToken: session.idToken, sellerId },
    });
    expectError(again, 409, 'E_LINE_NOT_LINKED'); // past the channel: this LINE user is not linked
    expect((await testMessage(sellerId, callers.owner.token)).status).toBe(200);
    const mineAgain = await h.api.call('GET', `/v1/sellers/${sellerId}/line-settings`, {
      token: callers.owner.token,
    });
    expect(mineAgain.body.data.platformDisabled).toBeNull();

    const audit = await h.t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, 'line_channel'), eq(adminAudit.targetId, sellerId)))
      .orderBy(asc(adminAudit.id));
    expect(audit.map((r) => [r.action, r.reason])).toEqual([
      ['line_channel.disable', reason],
      ['line_channel.enable', '已改善'],
    ]);
    expect(audit[0]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
  });
});
