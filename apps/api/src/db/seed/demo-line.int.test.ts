import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_PAYMENT_SECRET_KEY, SecretBox } from '../../lib/secret-box';
import { lineSettings, sellers, shops } from '../schema';
import { testAppOfFile } from '../../../test/helper';
import { oneRowPerSeller } from '../../../test/demo-fixture';
import { client } from '../../../test/sign-in';
import { demoLineChannels } from './demo-line';

const t = testAppOfFile({ demo: true });

describe('demo LINE settings', () => {
  it('gives every demo seller LINE channels pointing at the fake, secrets sealed', async () => {
    const db = t.database.db;
    const box = new SecretBox(DEV_PAYMENT_SECRET_KEY);
    const rows = await oneRowPerSeller(db, lineSettings);
    for (const row of rows) {
      const expected = demoLineChannels(row.sellerId);
      expect(row.liffId).toMatch(/^\d{10}-demo\d{4}$/);
      expect(box.open(row.channelSecretCiphertext!)).toBe(expected.channelSecret);
      expect(box.open(row.channelAccessTokenCiphertext!)).toBe(expected.channelAccessToken);
      const own = await db
        .select({ id: shops.id })
        .from(shops)
        .where(eq(shops.sellerId, row.sellerId));
      expect([...row.bookableShopIds].sort()).toEqual(own.map((s) => s.id).sort());
      expect(row.showBookingButton).toBe(true);
    }
  });

  it('lets the demo customer link her LINE user at 光點髮藝 and sign in with it', async () => {
    const api = client(t.app);
    const seller = (await t.database.db.select().from(sellers)).find((s) =>
      s.displayName.startsWith('光點髮藝'),
    );
    const sellerId = seller!.id;
    const settings = await api.call('GET', `/v1/line-settings?sellerId=${sellerId}`);
    expect(settings.body.data.liffId).toBe(demoLineChannels(sellerId).liffId);
    const signIn = await api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'basic', username: '+886900000001', password: 'haoyue-demo' },
    });
    expect(signIn.status).toBe(200);
    const lineUserId = `U${'0123456789abcdef'.repeat(2)}`;
    const minted = await api.call('POST', '/v1/dev/line/tokens', {
      body: { sellerId, userId: lineUserId, displayName: '小美' },
    });
    expect(minted.status).toBe(200);
    const link = await api.call('POST', '/v1/me/customers:link', {
      token: signIn.body.data.token,
      body: { sellerId, lineAccessToken: minted.body.data.accessToken },
    });
    expect(link.status).toBe(200);
    expect(link.body.data).toMatchObject({ lineUserId, isLinked: true, isFriend: true });
    const lineSignIn = await api.call('POST', '/v1/auth/tokens', {
      body: { provider: 'line', idToken: minted.body.data.idToken, sellerId },
    });
    expect(lineSignIn.body.data.user.id).toBe(signIn.body.data.user.id);
    // The demo seller sends a welcome message on linking, through the fake.
    await t.app.backgroundTasks.idle();
    const messages = await api.call('GET', `/v1/dev/line/messages?to=${lineUserId}`);
    expect(messages.body.data).toHaveLength(1);
  });
});
