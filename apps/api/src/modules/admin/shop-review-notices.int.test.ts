import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, lineSettings } from '../../db/schema';
import { LineMessenger } from '../../platform/line/messenger';
import type { SentMessage } from '../../platform/sms/sms-sender';
import { adminUser } from '../../../test/admin-factories';
import { buildSeller } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helper';
import { client } from '../../../test/sign-in';
import { ownerWithShop, smsTo } from './shop-review-fixture';
import { sendShopReviewNotice, type ShopReviewContext } from './shop-review-notices';

/** The platform's Messaging channel, and the Login channels of its LINE provider. */
const PLATFORM_TOKEN = 'platform-line-channel-access-token-for-tests';
const PLATFORM_LOGIN = '1650000001';
const OTHER_PROVIDER_LOGIN = '1659999999';

let t: TestContext;
let api: ReturnType<typeof client>;
let reviewer: Awaited<ReturnType<typeof adminUser>>;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PLATFORM_LINE_CHANNEL_ACCESS_TOKEN: PLATFORM_TOKEN,
      PLATFORM_LINE_LOGIN_CHANNEL_IDS: `${PLATFORM_LOGIN},1650000002`,
    },
  });
  api = client(t.app);
  reviewer = await adminUser(t, 'OPERATIONS');
});
afterAll(() => t?.close());
beforeEach(() => t.app.lineFake!.reset());

const fake = () => t.app.lineFake!;
const step = (shopId: number, verb: string, body: object = {}) =>
  api.call('POST', `/v1/admin/shops/${shopId}:${verb}`, { token: reviewer.token, body });
const work = () => t.app.workQueue.workDue('shop-review-notice');
const pushesTo = (lineUserId: string) => fake().pushes.filter((p) => p.to === lineUserId);

/**
 * Links the user's LINE account to their customer record at a seller whose LINE Login channel
 * is `loginChannelId` (as signing in to that seller's LINE area does); answers the LINE user id.
 */
async function linkLine(userId: number, loginChannelId: string): Promise<string> {
  const db = t.database.db;
  const seller = await buildSeller(db);
  await db.insert(lineSettings).values({ sellerId: seller.id, loginChannelId });
  const lineUserId = `U${randomBytes(16).toString('hex')}`;
  await db.insert(customers).values({ sellerId: seller.id, userId, lineUserId });
  return lineUserId;
}

describe('review notices by the platform LINE channel', () => {
  it('an owner linked through the platform’s provider gets a LINE push on approval, and no SMS', async () => {
    const { owner, shop } = await ownerWithShop(t, api, '晴空美睫');
    const lineUserId = await linkLine(owner.user.id, PLATFORM_LOGIN);
    expect((await step(shop.id, 'approve')).status).toBe(200);
    expect(await work()).toBe(1);

    const [push, ...more] = pushesTo(lineUserId);
    expect(more).toEqual([]);
    expect(push!.tokenHint).toBe(PLATFORM_TOKEN.slice(-4));
    // The work item's id is LINE's retry key: a try repeated after a lost answer is run once.
    expect(push!.retryKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(push!.messages).toEqual([
      {
        type: 'text',
        text: `您的店家「晴空美睫」已通過審核並上架，顧客現在可以搜尋與預約。\nhttps://haoyue.test/dashboard/shop-settings/${shop.id}`,
      },
    ]);
    expect(await smsTo(t, api, owner.user.phoneNumber!)).toEqual([]);

    // Suspension and reinstatement go the same way.
    await step(shop.id, 'suspend', { reason: '暫停營業' });
    await work();
    expect(pushesTo(lineUserId).map((p) => p.messages[0]!.text)).toEqual([
      expect.stringContaining('已通過審核'),
      expect.stringContaining('已被平台停用，暫不對外顯示，既有預約仍保留。原因：暫停營業。'),
    ]);
    expect(await smsTo(t, api, owner.user.phoneNumber!)).toEqual([]);
  });

  it('an owner linked only through another provider, or not at all, gets the SMS', async () => {
    const linkedElsewhere = await ownerWithShop(t, api, '遠方髮廊');
    const elsewhereId = await linkLine(linkedElsewhere.owner.user.id, OTHER_PROVIDER_LOGIN);
    await step(linkedElsewhere.shop.id, 'approve');
    const unlinked = await ownerWithShop(t, api, '無線美甲');
    await step(unlinked.shop.id, 'reject', { reason: '照片模糊' });

    expect(await smsTo(t, api, linkedElsewhere.owner.user.phoneNumber!)).toEqual([
      `【好約】您的店家「遠方髮廊」已通過審核並上架，顧客現在可以搜尋與預約。https://haoyue.test/dashboard/shop-settings/${linkedElsewhere.shop.id}`,
    ]);
    expect(await smsTo(t, api, unlinked.owner.user.phoneNumber!)).toEqual([
      `【好約】您的店家「無線美甲」未通過審核。原因：照片模糊。請修改後重新送審：https://haoyue.test/dashboard/shop-settings/${unlinked.shop.id}`,
    ]);
    expect(pushesTo(elsewhereId)).toEqual([]);
    expect(fake().pushes).toEqual([]);
  });

  it('sends the SMS at once when LINE refuses the push (the owner blocked the account)', async () => {
    const { owner, shop } = await ownerWithShop(t, api, '封鎖測試店');
    const lineUserId = await linkLine(owner.user.id, PLATFORM_LOGIN);
    fake().pushFailures.push({ status: 400, message: 'Failed to send messages' });
    await step(shop.id, 'approve');
    expect(await work()).toBe(1);
    expect(pushesTo(lineUserId)).toEqual([]);
    expect(await smsTo(t, api, owner.user.phoneNumber!)).toEqual([
      expect.stringContaining('【好約】您的店家「封鎖測試店」已通過審核'),
    ]);
  });

  it('tries LINE again while it cannot be reached, then sends the SMS on the last LINE try', async () => {
    const { owner, shop, sellerId } = await ownerWithShop(t, api, '斷線測試店');
    const lineUserId = await linkLine(owner.user.id, PLATFORM_LOGIN);
    const sms: SentMessage[] = [];
    const ctx: ShopReviewContext = {
      db: t.database.db,
      sms: { send: async (m) => void sms.push({ ...m, sentAt: new Date() }) },
      log: { warn() {} },
      publicBaseUrl: 'https://haoyue.test',
      platformLine: {
        messenger: new LineMessenger(fake().url),
        channelAccessToken: PLATFORM_TOKEN,
        loginChannelIds: [PLATFORM_LOGIN],
      },
    };
    const notice = {
      shopId: shop.id,
      sellerId,
      step: 'approve' as const,
      shopName: '斷線測試店',
      reason: null,
    };
    const id = randomUUID();
    fake().pushFailures.push({ status: 500, message: 'Internal error' });
    // The first tries throw, for the queue to try again later: nothing sent yet.
    await expect(sendShopReviewNotice(ctx, notice, { id, retryCount: 0 })).rejects.toThrow(
      'Internal error',
    );
    expect(sms).toEqual([]);
    fake().pushFailures.push({ status: 503, message: 'Service unavailable' });
    await sendShopReviewNotice(ctx, notice, { id, retryCount: 2 });
    expect(sms.map((m) => m.to)).toEqual([owner.user.phoneNumber]);
    expect(pushesTo(lineUserId)).toEqual([]);
    // Once LINE has had its tries, later tries (the SMS failed) go straight to the SMS.
    await sendShopReviewNotice(ctx, notice, { id, retryCount: 3 });
    expect(sms).toHaveLength(2);
    expect(pushesTo(lineUserId)).toEqual([]);

    // Through the queue: LINE down leaves the item waiting for its retry, with no SMS sent.
    fake().pushFailures.push({ status: 500, message: 'Internal error' });
    await step(shop.id, 'approve');
    expect(await work()).toBe(1);
    expect(await smsTo(t, api, owner.user.phoneNumber!)).toEqual([]);
    const queue = (await t.app.workQueue.states()).find((q) => q.name === 'shop-review-notice');
    expect(queue).toMatchObject({ queued: 1, failed: 0 });
  });
});
