import { adminChatCalls, chatCalls } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatConversations,
  chatImages,
  customers,
  lineFriendships,
  lineSettings,
} from '../../db/schema';
import type { PushInput } from '../../platform/line/messenger';
import type { LineNotifier } from '../notifications';
import { buildSeller } from '../../../test/factories';
import { MemoryRateLimitStore } from '../../lib/rate-limit-store';
import { adminUser } from '../../../test/admin-factories';
import { signedInUser } from '../../../test/booking-factories';
import type { TestContext } from '../../../test/helper';
import { chatTestApp, type ChatCall, type ChatWho } from '../../../test/chat-app';
import { multipartFile, pngImage } from '../../../test/seller-factories';
import { LocalChatBus } from './bus';
import { newClientId, OPEN_HOURS } from './chat-fixture';
import { chatWorkKinds, sendChatNotices } from './notices';
import type { ChatContext } from './context';
import { createWorkQueue } from '../../jobs/work-queue';

let t: TestContext;
let call: ChatCall;
type Who = ChatWho;
let alice: Who;
let bob: Who;
let support: Who;

beforeAll(async () => {
  ({ t, call } = await chatTestApp());
  alice = await signedInUser(t);
  bob = await signedInUser(t);
  support = await adminUser(t, 'SUPPORT');
});
afterAll(() => t?.close());

const upload = async (who: Who, url = '/v1/me/support-chat/images', at?: string) =>
  call('POST', url, {
    token: who.token,
    raw: multipartFile(await pngImage(40, 30)),
    ...(at ? { at } : {}),
  });

describe('chat images', () => {
  it('keeps an upload private behind a signed URL for an hour', async () => {
    const res = await upload(alice);
    expect(res.status).toBe(201);
    const { imageId, image } = res.body.data;
    expect(image).toMatchObject({ width: 40, height: 30 });
    expect(image.url).toMatch(new RegExp(`^/v1/chat/images/${imageId}\\?exp=\\d+&sig=[\\w-]+$`));
    const [row] = await t.database.db.select().from(chatImages).where(eq(chatImages.id, imageId));
    expect(row!.bytes.subarray(8, 12).toString()).toBe('WEBP');

    const good = await call('GET', image.url);
    expect(good.status).toBe(200);
    expect(good.headers['content-type']).toBe('image/webp');
    expect(good.headers['cache-control']).toBe('private, max-age=3600');
    expect(good.raw.subarray(8, 12).toString()).toBe('WEBP');

    const exp = Number(/exp=(\d+)/.exec(image.url)![1]);
    const later = new Date((exp + 1) * 1000).toISOString();
    expect((await call('GET', image.url, { at: later })).status).toBe(404);
    const tampered = image.url.replace(
      /sig=(.)/,
      (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await call('GET', tampered)).status).toBe(404);
    const otherImage = image.url.replace(`/images/${imageId}?`, `/images/${imageId + 1}?`);
    expect((await call('GET', otherImage)).status).toBe(404);
    const longerExp = image.url.replace(`exp=${exp}`, `exp=${exp + 900}`);
    expect((await call('GET', longerExp)).status).toBe(404);
  });

  it('sends an image once, only by its uploader; others get 400', async () => {
    const { body } = await upload(alice);
    const imageId = body.data.imageId as number;
    const foreign = await call('POST', '/v1/me/support-chat/messages', {
      token: bob.token,
      body: { clientId: newClientId(), imageId },
    });
    expect(foreign.status).toBe(400);
    const sent = await call('POST', '/v1/me/support-chat/messages', {
      token: alice.token,
      body: { clientId: newClientId(), imageId },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ body: null, image: { width: 40, height: 30 } });
    expect(chatCalls.sendMySupportMessage.response.parse(sent.body)).toEqual(sent.body);
    const again = await call('POST', '/v1/me/support-chat/messages', {
      token: alice.token,
      body: { clientId: newClientId(), imageId },
    });
    expect(again.status).toBe(400);
    const page = await call('GET', '/v1/me/support-chat/messages', { token: alice.token });
    const withImage = page.body.data.find((m: { image: unknown }) => m.image);
    expect((await call('GET', withImage.image.url)).status).toBe(200);
    // Support uploads through its own route and can attach it to a reply.
    const own = await upload(support, '/v1/admin/chat/images');
    expect(own.status).toBe(201);
    const reply = await call(
      'POST',
      `/v1/admin/chat/conversations/${sent.body.data.conversationId}/messages`,
      {
        token: support.token,
        body: { clientId: newClientId(), body: '收到', imageId: own.body.data.imageId },
      },
    );
    expect(reply.status).toBe(201);
    expect(adminChatCalls.sendMessage.response.parse(reply.body)).toEqual(reply.body);
    expect(reply.body.data.image).not.toBeNull();
  });

  it('refuses what is not an image, and anonymous uploads', async () => {
    const res = await call('POST', '/v1/me/support-chat/images', {
      token: bob.token,
      raw: multipartFile(Buffer.from('not an image'), 'image/png'),
    });
    expect(res.status).toBe(400);
    const anonymous = await call('POST', '/v1/me/support-chat/images', {
      raw: multipartFile(await pngImage(4, 4)),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('refuses a user’s 21st message in a minute with 429 and a zh-TW message', async () => {
    const carol = await signedInUser(t);
    for (let i = 0; i < 20; i++) {
      const ok = await call('POST', '/v1/me/support-chat/messages', {
        token: carol.token,
        body: { clientId: newClientId(), body: `第 ${i + 1} 則` },
      });
      expect(ok.status).toBe(201);
    }
    const refused = await call('POST', '/v1/me/support-chat/messages', {
      token: carol.token,
      body: { clientId: newClientId(), body: '太多了' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'E_RATE_LIMITED',
      message: '訊息傳送太頻繁，請稍後再試',
    });
  });

  it('refuses the 6th image in a minute', async () => {
    const dave = await signedInUser(t);
    for (let i = 0; i < 5; i++) expect((await upload(dave)).status).toBe(201);
    const refused = await upload(dave);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('E_RATE_LIMITED');
  });
});

describe('notices', () => {
  it('stamps a reply unread for over a minute once, and again only for a newer reply after the quiet time', async () => {
    const erin = await signedInUser(t);
    // Erin's LINE account is linked at a seller whose official account she follows.
    const seller = await buildSeller(t.database.db);
    await t.database.db
      .insert(lineSettings)
      .values({ sellerId: seller.id, channelAccessTokenCiphertext: `token-${seller.id}` });
    const lineUserId = `U${seller.id}chat${erin.user.id}`;
    await t.database.db
      .insert(customers)
      .values({ sellerId: seller.id, userId: erin.user.id, lineUserId });
    await t.database.db
      .insert(lineFriendships)
      .values({ sellerId: seller.id, lineUserId, isFriend: true });
    const pushed: PushInput[] = [];
    const line = {
      messenger: { push: async (input: PushInput) => void pushed.push(input) },
      secrets: { open: (sealed: string) => sealed },
    } as unknown as LineNotifier;
    const first = await call('POST', '/v1/me/support-chat/messages', {
      token: erin.token,
      body: { clientId: newClientId(), body: '請問' },
    });
    const conversationId = first.body.data.conversationId as number;
    await call('POST', `/v1/admin/chat/conversations/${conversationId}/messages`, {
      token: support.token,
      body: { clientId: newClientId(), body: '您好' },
    });
    let now = new Date(Date.parse(OPEN_HOURS) + 30_000);
    const ctx = {
      db: t.database.db,
      clock: () => now,
      log: t.app.log,
      secret: t.config.auth.secret,
      limits: new MemoryRateLimitStore(),
      bus: new LocalChatBus(),
      messagesPerMinute: 20,
      publicBaseUrl: 'https://haoyue.test',
      line,
    } as ChatContext;
    // The notices go through the work queue: queued with the stamp, sent when it is worked.
    ctx.work = createWorkQueue({
      database: t.database,
      log: t.app.log,
      kinds: chatWorkKinds(ctx),
      workers: false,
    });
    await ctx.work.start();
    const stamp = async () =>
      (
        await t.database.db
          .select({ at: chatConversations.userNotifiedAt })
          .from(chatConversations)
          .where(eq(chatConversations.id, conversationId))
      )[0]!.at;
    await sendChatNotices(ctx);
    expect(await stamp()).toBeNull(); // unread for only 30 s
    now = new Date(Date.parse(OPEN_HOURS) + 90_000);
    expect(await sendChatNotices(ctx)).toBe(1);
    expect(await stamp()).toEqual(now);
    expect(pushed).toHaveLength(0); // queued with the stamp, not yet sent
    expect(await ctx.work.workDue()).toBe(1);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ channelAccessToken: `token-${seller.id}`, to: lineUserId });
    expect(JSON.stringify(pushed[0]!.messages)).toContain('https://haoyue.test/support-chat');
    const firstStamp = now;
    now = new Date(Date.parse(OPEN_HOURS) + 30 * 60_000);
    expect(await sendChatNotices(ctx)).toBe(0);
    expect(await ctx.work.workDue()).toBe(0);
    expect(await stamp()).toEqual(firstStamp); // no newer reply
    expect(pushed).toHaveLength(1);
    await ctx.work.stop();
    const me = await call('GET', '/v1/me/support-chat', { token: erin.token });
    expect(me.body.data.unreadCount).toBe(1);
  });
});
