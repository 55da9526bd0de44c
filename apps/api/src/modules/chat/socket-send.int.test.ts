import { CHAT_MESSAGES_PER_MINUTE, CHAT_SOCKET_CLOSE } from '@haoyue/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, chatConversations, chatMessages, users } from '../../db/schema';
import { signedInUser } from '../../../test/booking-factories';
import { listeningChatApp, type ChatSocketApp } from '../../../test/chat-app';
import { newClientId, OPEN_HOURS } from './chat-fixture';
import type { TestSocket } from './socket-client';

// A user's messages sent on the socket rather than by the HTTP call (decision 024): the same
// rules and storage, answered `sent` / `send-failed`. The app's clock stays in business hours.
let t: ChatSocketApp['t'];
let call: ChatSocketApp['call'];
let support: ChatSocketApp['support'];
let openAs: ChatSocketApp['openAs'];

beforeAll(async () => {
  ({ t, call, support, openAs } = await listeningChatApp({ clock: () => new Date(OPEN_HOURS) }));
});
afterAll(() => t?.close());

/** The socket's answer to the send of `clientId`. */
async function answerTo(socket: TestSocket, clientId: string) {
  const of = () =>
    socket.events.filter(
      (e) => (e.type === 'sent' || e.type === 'send-failed') && e.clientId === clientId,
    );
  await socket.until(() => of().length > 0, 5000, `the answer to ${clientId}`);
  return of()[0]!;
}

const messagesOf = async (userId: number) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatConversations.userId, userId));
  return row!.n;
};

describe('a user sending on the socket', () => {
  it('stores the message once (a resend answers the stored one) and support receives it live', async () => {
    const user = await signedInUser(t);
    const socket = await openAs(user, 'USER');
    const desk = await openAs(support, 'SUPPORT');
    const clientId = newClientId();
    socket.send({ type: 'send', clientId, body: '  從 socket 送出  ' });
    const sent = await answerTo(socket, clientId);
    expect(sent).toMatchObject({
      type: 'sent',
      clientId,
      message: { seq: 1, sender: 'USER', clientId, body: '從 socket 送出', image: null },
    });
    const message = (sent as { message: { id: number; conversationId: number } }).message;
    await desk.until(() => desk.messages(message.conversationId).length >= 1);
    expect(desk.messages(message.conversationId)).toEqual([
      expect.objectContaining({ id: message.id, body: '從 socket 送出' }),
    ]);
    // Its own socket gets the message event too, like every message.
    await socket.until(() => socket.messages().length >= 1);

    socket.send({ type: 'send', clientId, body: '從 socket 送出' });
    await socket.until(
      () => socket.events.filter((e) => e.type === 'sent' && e.clientId === clientId).length >= 2,
    );
    const again = socket.events.filter((e) => e.type === 'sent' && e.clientId === clientId)[1];
    expect(again).toMatchObject({ message: { id: message.id, seq: 1 } });
    expect(await messagesOf(user.user.id)).toBe(1);
    // The HTTP history holds it as the call would have stored it.
    const history = await call('GET', '/v1/me/support-chat/messages', { token: user.token });
    expect(history.body.data).toEqual([expect.objectContaining({ id: message.id, clientId })]);
    await socket.close();
    await desk.close();
  });

  it('answers bad input with the call’s zh-TW errors and stores nothing', async () => {
    const user = await signedInUser(t);
    const socket = await openAs(user, 'USER');
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: 'not-a-uuid', body: '嗨' }, 'clientId 需為 UUID'],
      [{ clientId: newClientId(), body: '   ' }, '請輸入訊息或選擇圖片'],
      [{ clientId: newClientId() }, '請輸入訊息或選擇圖片'],
      [{ clientId: newClientId(), body: '長'.repeat(1001) }, '訊息不可超過 1000 字'],
      [{ clientId: newClientId(), body: 42 }, expect.any(String) as unknown as string],
    ];
    for (const [frame, message] of cases) {
      socket.send({ type: 'send', ...frame });
      const clientId = typeof frame.clientId === 'string' ? frame.clientId : '';
      expect(await answerTo(socket, clientId)).toEqual({
        type: 'send-failed',
        clientId,
        error: { code: 'E_VALIDATION', message },
      });
    }
    expect(await messagesOf(user.user.id)).toBe(0);
    expect(socket.closeCode).toBeNull();
    await socket.close();
  });

  it('holds the per-minute limit (429’s message), as the call does', async () => {
    const user = await signedInUser(t);
    const socket = await openAs(user, 'USER');
    const ids = Array.from({ length: CHAT_MESSAGES_PER_MINUTE + 1 }, () => newClientId());
    for (const [i, clientId] of ids.entries()) {
      socket.send({ type: 'send', clientId, body: `第 ${i + 1} 則` });
    }
    const answers = await Promise.all(ids.map((id) => answerTo(socket, id)));
    expect(answers.filter((a) => a.type === 'sent')).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
    expect(answers.filter((a) => a.type === 'send-failed')).toEqual([
      expect.objectContaining({
        error: { code: 'E_RATE_LIMITED', message: '訊息傳送太頻繁，請稍後再試' },
      }),
    ]);
    expect(await messagesOf(user.user.id)).toBe(CHAT_MESSAGES_PER_MINUTE);
    await socket.close();
  });

  it('refuses a send once its session is signed out or the account suspended, and closes with 4403', async () => {
    const signedOut = await signedInUser(t);
    const socket = await openAs(signedOut, 'USER');
    // A second socket of the session sends an image: the send that is not one statement.
    const imageSocket = await openAs(signedOut, 'USER');
    await t.database.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.userId, signedOut.user.id));
    const clientId = newClientId();
    socket.send({ type: 'send', clientId, body: '還在嗎' });
    expect(await answerTo(socket, clientId)).toEqual({
      type: 'send-failed',
      clientId,
      error: { code: 'E_UNAUTHORIZED_ACCESS', message: '登入已失效，請重新登入' },
    });
    await socket.until(() => socket.closeCode !== null);
    expect(socket.closeCode).toBe(CHAT_SOCKET_CLOSE.FORBIDDEN);
    const imageSend = newClientId();
    imageSocket.send({ type: 'send', clientId: imageSend, imageId: 1 });
    expect(await answerTo(imageSocket, imageSend)).toMatchObject({
      type: 'send-failed',
      error: { code: 'E_UNAUTHORIZED_ACCESS' },
    });
    await imageSocket.until(() => imageSocket.closeCode !== null);
    expect(imageSocket.closeCode).toBe(CHAT_SOCKET_CLOSE.FORBIDDEN);
    expect(await messagesOf(signedOut.user.id)).toBe(0);

    // Suspended after a first message (the conversation exists): neither path stores anything.
    const suspended = await signedInUser(t);
    const other = await openAs(suspended, 'USER');
    const first = newClientId();
    other.send({ type: 'send', clientId: first, body: '第一則' });
    expect(await answerTo(other, first)).toMatchObject({ type: 'sent' });
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    const second = newClientId();
    other.send({ type: 'send', clientId: second, body: '第二則' });
    expect(await answerTo(other, second)).toMatchObject({
      type: 'send-failed',
      error: { code: 'E_UNAUTHORIZED_ACCESS' },
    });
    await other.until(() => other.closeCode !== null);
    expect(other.closeCode).toBe(CHAT_SOCKET_CLOSE.FORBIDDEN);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.senderUserId, suspended.user.id));
    expect(stored!.n).toBe(1);
  });

  it('refuses sends on a support socket (support sends through the call)', async () => {
    const desk = await openAs(support, 'SUPPORT');
    const clientId = newClientId();
    desk.send({ type: 'send', clientId, body: '您好' });
    expect(await answerTo(desk, clientId)).toEqual({
      type: 'send-failed',
      clientId,
      error: { code: 'E_FORBIDDEN', message: '客服請由收件匣傳送訊息' },
    });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.clientId, clientId));
    expect(stored!.n).toBe(0);
    await desk.close();
  });
});
