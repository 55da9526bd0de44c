import { adminChatCalls, chatCalls } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, chatConversations, chatMessages } from '../../db/schema';
import { adminCallers } from '../../../test/admin-factories';
import { signedInUser } from '../../../test/booking-factories';
import type { TestContext } from '../../../test/helper';
import { chatTestApp, type ChatCall, type ChatWho } from '../../../test/chat-app';
import { AFTER_HOURS, newClientId, OPEN_HOURS } from './chat-fixture';

let t: TestContext;
let call: ChatCall;
type Who = ChatWho;
let alice: Who;
let bob: Who;
let support: Who;
let superAdmin: Who;
let operations: Who;
let owner: Who;

beforeAll(async () => {
  ({ t, call } = await chatTestApp());
  alice = await signedInUser(t, { displayName: '王愛麗' });
  bob = await signedInUser(t, { displayName: '陳小明' });
  ({ support, super: superAdmin, operations, sellerOwner: owner } = await adminCallers(t));
});
afterAll(() => t?.close());

const send = (who: Who, body: Record<string, unknown>, at?: string) =>
  call('POST', '/v1/me/support-chat/messages', {
    token: who.token,
    body,
    ...(at ? { at } : {}),
  });
const reply = (who: Who, conversationId: number, body: Record<string, unknown>) =>
  call('POST', `/v1/admin/chat/conversations/${conversationId}/messages`, {
    token: who.token,
    body,
  });

describe('the user side', () => {
  it('has no conversation before the first message', async () => {
    const res = await call('GET', '/v1/me/support-chat', { token: bob.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      conversationId: null,
      status: 'OPEN',
      lastSeq: 0,
      unreadCount: 0,
      supportOpenNow: true,
      awayMessage: null,
    });
    const page = await call('GET', '/v1/me/support-chat/messages', { token: bob.token });
    expect(page.body).toEqual({ data: [], meta: { hasEarlier: false } });
  });

  it('refuses anonymous callers with 401', async () => {
    for (const [method, url] of [
      ['GET', '/v1/me/support-chat'],
      ['GET', '/v1/me/support-chat/messages'],
      ['POST', '/v1/me/support-chat/messages'],
      ['POST', '/v1/me/support-chat:read'],
      ['POST', '/v1/me/support-chat/socket-ticket'],
      ['POST', '/v1/me/support-chat/images'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? { body: {} } : {});
      expect(res.status, url).toBe(401);
    }
  });

  it('opens the conversation on the first message, in seq order, a resend stored once', async () => {
    const clientId = newClientId();
    const first = await send(alice, { clientId, body: '  你好，我的預約有問題  ' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      seq: 1,
      sender: 'USER',
      senderName: null,
      clientId,
      body: '你好，我的預約有問題',
      image: null,
    });
    const again = await send(alice, { clientId, body: '你好，我的預約有問題' });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    // Sent without the serialiser's check (`presented`): the contract must still hold exactly.
    expect(chatCalls.sendMySupportMessage.response.parse(first.body)).toEqual(first.body);
    expect(chatCalls.sendMySupportMessage.response.parse(again.body)).toEqual(again.body);
    const second = await send(alice, { clientId: newClientId(), body: '第二則' });
    expect(second.body.data.seq).toBe(2);
    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, first.body.data.conversationId));
    expect(rows.map((r) => r.seq).sort()).toEqual([1, 2]);
    const me = await call('GET', '/v1/me/support-chat', { token: alice.token });
    expect(me.body.data).toMatchObject({
      conversationId: first.body.data.conversationId,
      lastSeq: 2,
      unreadCount: 0,
    });
  });

  it('stores a message resent many times at once once, and skips no seq for the resends', async () => {
    const clientId = newClientId();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(bob, { clientId, body: '同時送出' })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const next = await send(bob, { clientId: newClientId(), body: '下一則' });
    expect(next.body.data.seq).toBe(answers[0]!.body.data.seq + 1);
    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, next.body.data.conversationId));
    const seqs = rows.map((r) => r.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(rows.filter((r) => r.clientId === clientId)).toHaveLength(1);
  });

  it('refuses bad messages with 400', async () => {
    const cases = [
      { clientId: newClientId(), body: '' },
      { clientId: newClientId(), body: '   ' },
      { clientId: newClientId(), body: 'x'.repeat(1001) },
      { clientId: 'not-a-uuid', body: 'hi' },
      { body: 'hi' },
      { clientId: newClientId(), body: 'hi', extra: 1 },
    ];
    for (const body of cases) {
      const res = await send(bob, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error.code).toBe('E_VALIDATION');
    }
  });

  it('strips markup-like control characters but keeps the text plain', async () => {
    const res = await send(bob, {
      clientId: newClientId(),
      body: '<b>粗體</b>\u0007 第二行\n第三行',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.body).not.toContain('\u0007');
    expect(res.body.data.body).toContain('第三行');
  });

  it('keeps one user out of another’s conversation', async () => {
    const bobs = await call('GET', '/v1/me/support-chat/messages', { token: bob.token });
    expect(bobs.body.data.every((m: { body: string }) => !m.body.includes('預約有問題'))).toBe(
      true,
    );
  });
});

describe('support', () => {
  let conversationId: number;

  beforeAll(async () => {
    const me = await call('GET', '/v1/me/support-chat', { token: alice.token });
    conversationId = me.body.data.conversationId;
  });

  it('lists the inbox and refuses other callers', async () => {
    const list = await call('GET', '/v1/admin/chat/conversations', { token: support.token });
    expect(list.status).toBe(200);
    const row = list.body.data.find((c: { id: number }) => c.id === conversationId);
    expect(row).toMatchObject({
      status: 'OPEN',
      user: { id: alice.user.id, name: '王愛麗' },
      assignee: null,
      unreadCount: 2,
      lastMessageSender: 'USER',
      lastMessagePreview: '第二則',
    });
    for (const who of [operations, owner, alice]) {
      const res = await call('GET', '/v1/admin/chat/conversations', { token: who.token });
      expect(res.status).toBe(403);
    }
    expect((await call('GET', '/v1/admin/chat/conversations')).status).toBe(401);
  });

  it('finds conversations by name and phone digits', async () => {
    const byName = await call(
      'GET',
      `/v1/admin/chat/conversations?q=${encodeURIComponent('愛麗')}`,
      {
        token: support.token,
      },
    );
    expect(byName.body.data.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    const phone = '0' + alice.user.id.toString().padStart(0, '0');
    void phone;
    const [row] = await t.database.db
      .select({ userId: chatConversations.userId })
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId));
    expect(row?.userId).toBe(alice.user.id);
  });

  it('replies: assigns to the replier, the user sees it unread, and reads it', async () => {
    const res = await reply(support, conversationId, {
      clientId: newClientId(),
      body: '您好，請問訂單編號？',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      seq: 3,
      sender: 'SUPPORT',
      senderName: '管理員 SUPPORT',
    });
    expect(adminChatCalls.sendMessage.response.parse(res.body)).toEqual(res.body);
    const detail = await call('GET', `/v1/admin/chat/conversations/${conversationId}`, {
      token: support.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.conversation.assignee).toEqual({
      userId: support.user.id,
      name: '管理員 SUPPORT',
    });
    expect(detail.body.data.conversation.unreadCount).toBe(0);
    expect(detail.body.data.profile).toMatchObject({ lineLinked: false, disabled: false });
    const me = await call('GET', '/v1/me/support-chat', { token: alice.token });
    expect(me.body.data.unreadCount).toBe(1);
    const read = await call('POST', '/v1/me/support-chat:read', {
      token: alice.token,
      body: { seq: 3 },
    });
    expect(read.status).toBe(204);
    const after = await call('GET', '/v1/me/support-chat', { token: alice.token });
    expect(after.body.data).toMatchObject({ unreadCount: 0, userReadSeq: 3 });
  });

  it('pages history in order', async () => {
    const page = await call(
      'GET',
      `/v1/admin/chat/conversations/${conversationId}/messages?limit=2`,
      { token: support.token },
    );
    expect(page.body.data.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    expect(page.body.meta.hasEarlier).toBe(true);
    const earlier = await call(
      'GET',
      `/v1/admin/chat/conversations/${conversationId}/messages?beforeSeq=2`,
      { token: support.token },
    );
    expect(earlier.body.data.map((m: { seq: number }) => m.seq)).toEqual([1]);
    expect(earlier.body.meta.hasEarlier).toBe(false);
    const missing = await call('GET', '/v1/admin/chat/conversations/999999/messages', {
      token: support.token,
    });
    expect(missing.status).toBe(404);
  });

  it('assigns only to admins who may reply, closes and reopens, audited', async () => {
    const toOps = await call('PUT', `/v1/admin/chat/conversations/${conversationId}/assignee`, {
      token: support.token,
      body: { userId: operations.user.id },
    });
    expect(toOps.status).toBe(404);
    const toSuper = await call('PUT', `/v1/admin/chat/conversations/${conversationId}/assignee`, {
      token: support.token,
      body: { userId: superAdmin.user.id },
    });
    expect(toSuper.status).toBe(200);
    expect(toSuper.body.data.assignee.userId).toBe(superAdmin.user.id);
    const closed = await call('POST', `/v1/admin/chat/conversations/${conversationId}:close`, {
      token: support.token,
    });
    expect(closed.body.data).toMatchObject({ status: 'CLOSED' });
    expect(closed.body.data.closedAt).not.toBeNull();
    // A new user message reopens it.
    await send(alice, { clientId: newClientId(), body: '還在嗎？' });
    const reopened = await call('GET', `/v1/admin/chat/conversations/${conversationId}`, {
      token: support.token,
    });
    expect(reopened.body.data.conversation.status).toBe('OPEN');
    const audit = await t.database.db
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.targetType, 'chat_conversation'),
          eq(adminAudit.targetId, conversationId),
        ),
      )
      .orderBy(adminAudit.id);
    expect(audit.map((a) => a.action)).toEqual([
      'chat_conversation.assign',
      'chat_conversation.close',
    ]);
  });
});

describe('the away message', () => {
  it('answers a message outside business hours once in six hours', async () => {
    const carol = await signedInUser(t);
    const first = await send(carol, { clientId: newClientId(), body: '晚上好' }, AFTER_HOURS);
    expect(first.status).toBe(201);
    const conversationId = first.body.data.conversationId;
    const me = await call('GET', '/v1/me/support-chat', { token: carol.token, at: AFTER_HOURS });
    expect(me.body.data).toMatchObject({ supportOpenNow: false, lastSeq: 2, unreadCount: 1 });
    expect(me.body.data.awayMessage).toContain('非營業時間');
    await send(carol, { clientId: newClientId(), body: '還有一件事' }, AFTER_HOURS);
    const later = new Date(Date.parse(AFTER_HOURS) + 6 * 3600_000 + 60_000).toISOString();
    await send(carol, { clientId: newClientId(), body: '早安' }, later);
    const rows = await t.database.db
      .select({ seq: chatMessages.seq, sender: chatMessages.sender })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(chatMessages.seq);
    expect(rows.map((r) => r.sender)).toEqual(['USER', 'AUTO', 'USER', 'USER', 'AUTO']);
    void OPEN_HOURS;
  });
});
