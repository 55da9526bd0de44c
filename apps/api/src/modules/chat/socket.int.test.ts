import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAdmins, users } from '../../db/schema';
import { CHAT_SOCKET_CLOSE } from '@haoyue/contracts';
import { adminUser } from '../../../test/admin-factories';
import { listeningChatApp, type ChatSocketApp } from '../../../test/chat-app';
import { signedInUser } from '../../../test/booking-factories';
import { Readiness } from '../../http/health';
import { newClientId } from './chat-fixture';
import { TestSocket } from './socket-client';

let t: ChatSocketApp['t'];
let call: ChatSocketApp['call'];
let base: string;
let support: ChatSocketApp['support'];
let ticket: ChatSocketApp['ticket'];
let openAs: ChatSocketApp['openAs'];
type Who = ChatSocketApp['support'];
const readiness = new Readiness();

beforeAll(async () => {
  ({ t, call, base, support, ticket, openAs } = await listeningChatApp({ readiness }));
});
afterAll(() => t?.close());

const userTicket = (who: Who) => ticket(who, 'USER');
const supportTicket = (who: Who) => ticket(who, 'SUPPORT');
const send = (who: Who, body: string) =>
  call('POST', '/v1/me/support-chat/messages', {
    token: who.token,
    body: { clientId: newClientId(), body },
  });

describe('the chat socket', () => {
  it('says hello, then delivers each stored message once and in order, with receipts', async () => {
    const user = await signedInUser(t);
    const socket = await openAs(user, 'USER');
    const desk = await openAs(support, 'SUPPORT');
    expect(socket.events[0]).toEqual({ type: 'hello', side: 'USER', conversationId: null });
    expect(desk.events[0]).toEqual({ type: 'hello', side: 'SUPPORT', conversationId: null });
    // The metrics count them (at least these two: other tests' sockets may still be open).
    const metrics = (await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(Number(/chat_sockets\{side="USER"\} (\d+)/.exec(metrics)?.[1])).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      Number(/chat_sockets\{side="SUPPORT"\} (\d+)/.exec(metrics)?.[1]),
    ).toBeGreaterThanOrEqual(1);

    const first = await send(user, '一');
    const conversationId = first.body.data.conversationId as number;
    await send(user, '二');
    await socket.until(() => socket.messages().length >= 2);
    await desk.until(() => desk.messages(conversationId).length >= 2);
    expect(socket.messages().map((m) => m.body)).toEqual(['一', '二']);
    expect(desk.messages(conversationId).map((m) => m.seq)).toEqual([1, 2]);

    const answer = await call('POST', `/v1/admin/chat/conversations/${conversationId}/messages`, {
      token: support.token,
      body: { clientId: newClientId(), body: '您好' },
    });
    expect(answer.status).toBe(201);
    await socket.until(() => socket.messages().length >= 3);
    expect(socket.messages()[2]).toMatchObject({ seq: 3, sender: 'SUPPORT', body: '您好' });
    // The user's socket got it: support sees it delivered (coalesced, within a moment).
    await desk.until(() =>
      desk.events.some((e) => e.type === 'receipt' && e.side === 'USER' && e.deliveredSeq === 3),
    );
    // Reading is a call; both sides hear of it, and support refetches the conversation.
    const read = await call('POST', '/v1/me/support-chat:read', {
      token: user.token,
      body: { seq: 3 },
    });
    expect(read.status).toBe(204);
    const readReceipt = {
      type: 'receipt',
      conversationId,
      side: 'USER',
      deliveredSeq: 3,
      readSeq: 3,
    };
    await desk.until(() =>
      desk.events.some((e) => JSON.stringify(e) === JSON.stringify(readReceipt)),
    );
    await socket.until(() =>
      socket.events.some((e) => JSON.stringify(e) === JSON.stringify(readReceipt)),
    );
    expect(desk.events).toContainEqual({ type: 'conversation', conversationId });
    await socket.close();
    await desk.close();
  });

  it('catches a dropped user up with exactly what it missed, in order', async () => {
    const user = await signedInUser(t);
    // Once it has said hello (clients speak only after it): a message sent while the socket's
    // ticket is still being claimed counts as before the socket, which asked for nothing earlier.
    const first = await openAs(user, 'USER');
    await send(user, 'm1');
    await send(user, 'm2');
    await first.until(() => first.messages().length >= 2);
    const lastSeen = first.messages().at(-1)!.seq;
    await first.close();
    for (const text of ['m3', 'm4', 'm5']) await send(user, text);
    const again = await TestSocket.open(
      `${base}?ticket=${encodeURIComponent(await userTicket(user))}&after=${lastSeen}`,
    );
    await again.until(() => again.messages().length >= 3);
    await send(user, 'm6');
    await again.until(() => again.messages().length >= 4);
    expect(again.events[0]).toMatchObject({ type: 'hello', side: 'USER' });
    expect(again.messages().map((m) => m.body)).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(again.messages().map((m) => m.seq)).toEqual([3, 4, 5, 6]);
    await again.close();
  });

  it('replays a support resume for the conversation it shows', async () => {
    const user = await signedInUser(t);
    const first = await send(user, 'r1');
    const conversationId = first.body.data.conversationId as number;
    await send(user, 'r2');
    const desk = await openAs(support, 'SUPPORT');
    desk.send({ type: 'resume', conversationId, afterSeq: 0 });
    await desk.until(() => desk.messages(conversationId).length >= 2);
    await send(user, 'r3');
    await desk.until(() => desk.messages(conversationId).length >= 3);
    expect(desk.messages(conversationId).map((m) => m.body)).toEqual(['r1', 'r2', 'r3']);
    await desk.close();
  });

  it('clamps an after or afterSeq beyond the last message, so the next ones still arrive', async () => {
    const user = await signedInUser(t);
    const first = await send(user, 'c1');
    const conversationId = first.body.data.conversationId as number;
    const socket = await TestSocket.open(
      `${base}?ticket=${encodeURIComponent(await userTicket(user))}&after=50`,
    );
    const desk = await TestSocket.open(
      `${base}?ticket=${encodeURIComponent(await supportTicket(support))}`,
    );
    await socket.until(() => socket.events.length >= 1);
    await desk.until(() => desk.events.length >= 1);
    desk.send({ type: 'resume', conversationId, afterSeq: 50 });
    desk.send({ type: 'resume', conversationId: 2_147_483_000, afterSeq: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await send(user, 'c2');
    await socket.until(() => socket.messages().length >= 1);
    await desk.until(() => desk.messages(conversationId).length >= 1);
    expect(socket.messages().map((m) => m.body)).toEqual(['c2']);
    expect(desk.messages(conversationId).map((m) => m.body)).toEqual(['c2']);
    await socket.close();
    await desk.close();
  });

  it('tells a user who missed more than a page to refetch (reset), then goes on live', async () => {
    const user = await signedInUser(t);
    const agent = await adminUser(t, 'SUPPORT');
    const first = await send(user, 'start');
    const conversationId = first.body.data.conversationId as number;
    for (let i = 0; i < 101; i++) {
      const res = await call('POST', `/v1/admin/chat/conversations/${conversationId}/messages`, {
        token: agent.token,
        body: { clientId: newClientId(), body: `r${i}` },
      });
      expect(res.status).toBe(201);
    }
    const socket = await TestSocket.open(
      `${base}?ticket=${encodeURIComponent(await userTicket(user))}&after=1`,
    );
    await socket.until(() => socket.events.length >= 2);
    expect(socket.events.slice(0, 2)).toEqual([
      { type: 'hello', side: 'USER', conversationId },
      { type: 'reset', conversationId },
    ]);
    await send(user, 'after reset');
    await socket.until(() => socket.messages().length >= 1);
    expect(socket.messages().map((m) => [m.seq, m.body])).toEqual([[103, 'after reset']]);
    await socket.close();
  });

  it('closes with 4401 on a missing, forged or reused ticket', async () => {
    const user = await signedInUser(t);
    const missing = await TestSocket.open(base);
    await missing.until(() => missing.closeCode !== null);
    expect(missing.closeCode).toBe(CHAT_SOCKET_CLOSE.BAD_TICKET);
    const ticket = await userTicket(user);
    const forged = await TestSocket.open(
      `${base}?ticket=${encodeURIComponent(ticket.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`,
    );
    await forged.until(() => forged.closeCode !== null);
    expect(forged.closeCode).toBe(CHAT_SOCKET_CLOSE.BAD_TICKET);
    const used = await TestSocket.open(`${base}?ticket=${encodeURIComponent(ticket)}`);
    await used.until(() => used.events.length >= 1);
    const reused = await TestSocket.open(`${base}?ticket=${encodeURIComponent(ticket)}`);
    await reused.until(() => reused.closeCode !== null);
    expect(reused.closeCode).toBe(CHAT_SOCKET_CLOSE.BAD_TICKET);
    expect(reused.events).toEqual([]);
    await used.close();
  });

  it('closes with 4403 when the ticket’s holder was suspended or lost the chat role', async () => {
    const user = await signedInUser(t);
    const ticket = await userTicket(user);
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, user.user.id));
    const suspended = await TestSocket.open(`${base}?ticket=${encodeURIComponent(ticket)}`);
    await suspended.until(() => suspended.closeCode !== null);
    expect(suspended.closeCode).toBe(CHAT_SOCKET_CLOSE.FORBIDDEN);
    const agent = await adminUser(t, 'SUPPORT');
    const deskTicket = await supportTicket(agent);
    await t.database.db
      .update(platformAdmins)
      .set({ role: 'OPERATIONS' })
      .where(eq(platformAdmins.userId, agent.user.id));
    const demoted = await TestSocket.open(`${base}?ticket=${encodeURIComponent(deskTicket)}`);
    await demoted.until(() => demoted.closeCode !== null);
    expect(demoted.closeCode).toBe(CHAT_SOCKET_CLOSE.FORBIDDEN);
    expect(demoted.events).toEqual([]);
  });

  it('answers a plain request (no upgrade) 404 in the error shape', async () => {
    const res = await call('GET', '/v1/chat/socket?ticket=x');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('E_NOT_FOUND');
  });

  it('refuses tickets to callers who may not chat as support', async () => {
    const operations = await adminUser(t, 'OPERATIONS');
    const res = await call('POST', '/v1/admin/chat/socket-ticket', { token: operations.token });
    expect(res.status).toBe(403);
    expect((await call('POST', '/v1/me/support-chat/socket-ticket')).status).toBe(401);
  });

  it('closes every socket with 4503 when the server drains (SIGTERM), and takes no new ones', async () => {
    const user = await signedInUser(t);
    const socket = await openAs(user, 'USER');
    const desk = await openAs(support, 'SUPPORT');
    readiness.drain();
    await socket.until(() => socket.closeCode !== null);
    await desk.until(() => desk.closeCode !== null);
    expect(socket.closeCode).toBe(CHAT_SOCKET_CLOSE.RESTARTING);
    expect(desk.closeCode).toBe(CHAT_SOCKET_CLOSE.RESTARTING);
    const late = await TestSocket.open(
      `${base}?ticket=${encodeURIComponent(await userTicket(user))}`,
    );
    await late.until(() => late.closeCode !== null);
    expect(late.closeCode).toBe(CHAT_SOCKET_CLOSE.RESTARTING);
  });
});
