import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema';
import { adminCallers } from '../../../test/admin-factories';
import { signedInUser } from '../../../test/booking-factories';
import type { TestContext } from '../../../test/helper';
import { chatTestApp, type ChatCall, type ChatWho } from '../../../test/chat-app';
import { AFTER_HOURS, newClientId } from './chat-fixture';

let t: TestContext;
let call: ChatCall;
type Who = ChatWho;
let support: Who;
let superAdmin: Who;
let operations: Who;
let owner: Who;
let customer: Who;
let conversationId: number;

beforeAll(async () => {
  ({ t, call } = await chatTestApp());
  ({ support, super: superAdmin, operations, sellerOwner: owner } = await adminCallers(t));
  customer = await signedInUser(t, { displayName: '林大同', phoneNumber: '+886955123456' });
  const first = await call('POST', '/v1/me/support-chat/messages', {
    token: customer.token,
    body: { clientId: newClientId(), body: '我付款失敗了' },
  });
  conversationId = first.body.data.conversationId;
});
afterAll(() => t?.close());

/** Support's call (with its token), sending `body` when given. */
const asSupport = (method: string, url: string, body?: unknown) =>
  call(method, url, { token: support.token, ...(body === undefined ? {} : { body }) });

const auditActions = async (type: string, id: number) =>
  (
    await t.database.db
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, type as never), eq(adminAudit.targetId, id)))
      .orderBy(adminAudit.id)
  ).map((a) => a.action);

describe('every support route and caller', () => {
  it('lets support through and refuses operations, a seller owner, a customer (403) and no one (401)', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/v1/admin/chat/conversations'],
      ['GET', '/v1/admin/chat/unread'],
      ['GET', '/v1/admin/chat/assignees'],
      ['GET', `/v1/admin/chat/conversations/${conversationId}`],
      ['GET', `/v1/admin/chat/conversations/${conversationId}/messages`],
      ['POST', `/v1/admin/chat/conversations/${conversationId}:read`, { seq: 0 }],
      ['PUT', `/v1/admin/chat/conversations/${conversationId}/tags`, { tagIds: [] }],
      ['POST', `/v1/admin/chat/conversations/${conversationId}:reopen`],
      ['POST', '/v1/admin/chat/socket-ticket'],
      ['GET', '/v1/admin/chat/tags'],
      ['GET', '/v1/admin/chat/canned-replies'],
      ['GET', '/v1/admin/chat/reply-settings'],
    ];
    for (const [method, url, body] of routes) {
      const options = body === undefined ? {} : { body };
      const ok = await call(method, url, { token: support.token, ...options });
      expect(ok.status, `support ${method} ${url}`).toBeLessThan(300);
      for (const who of [operations, owner, customer]) {
        const res = await call(method, url, { token: who.token, ...options });
        expect(res.status, `${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, options)).status, `anonymous ${method} ${url}`).toBe(401);
    }
  });

  it('finds a conversation by phone digits as typed in Taiwan and by name', async () => {
    for (const q of ['0955123456', '955123', '大同']) {
      const res = await asSupport('GET', `/v1/admin/chat/conversations?q=${encodeURIComponent(q)}`);
      expect(
        res.body.data.map((c: { id: number }) => c.id),
        q,
      ).toEqual([conversationId]);
    }
    const none = await asSupport('GET', '/v1/admin/chat/conversations?q=%25');
    expect(none.body.data).toEqual([]);
  });

  it('filters the inbox: unread, mine, unassigned, closed', async () => {
    const ids = async (query: string, who = support) =>
      (
        await call('GET', `/v1/admin/chat/conversations?${query}`, { token: who.token })
      ).body.data.map((c: { id: number }) => c.id);
    expect(await ids('filter=UNREAD')).toEqual([conversationId]);
    expect(await ids('filter=UNASSIGNED')).toEqual([conversationId]);
    expect(await ids('filter=MINE')).toEqual([]);
    const unread = await asSupport('GET', '/v1/admin/chat/unread');
    expect(unread.body.data).toEqual({ conversations: 1, mine: 0 });
    await asSupport('POST', `/v1/admin/chat/conversations/${conversationId}/messages`, {
      clientId: newClientId(),
      body: '請問是哪一筆訂單？',
    });
    expect(await ids('filter=UNREAD')).toEqual([]);
    expect(await ids('filter=MINE')).toEqual([conversationId]);
    expect(await ids('filter=MINE', superAdmin)).toEqual([]);
    await asSupport('POST', `/v1/admin/chat/conversations/${conversationId}:close`);
    expect(await ids('status=CLOSED')).toEqual([conversationId]);
    expect(await ids('status=OPEN')).toEqual([]);
    const reopened = await asSupport(
      'POST',
      `/v1/admin/chat/conversations/${conversationId}:reopen`,
    );
    expect(reopened.body.data.status).toBe('OPEN');
    expect(await auditActions('chat_conversation', conversationId)).toEqual([
      'chat_conversation.close',
      'chat_conversation.reopen',
    ]);
  });

  it('lists assignees who may reply', async () => {
    const res = await asSupport('GET', '/v1/admin/chat/assignees');
    const ids = res.body.data.map((p: { userId: number }) => p.userId);
    expect(ids).toEqual(expect.arrayContaining([support.user.id, superAdmin.user.id]));
    expect(ids).not.toContain(operations.user.id);
    const unassign = await asSupport(
      'PUT',
      `/v1/admin/chat/conversations/${conversationId}/assignee`,
      { userId: null },
    );
    expect(unassign.body.data.assignee).toBeNull();
    const unknown = await asSupport('PUT', '/v1/admin/chat/conversations/2147483000/assignee', {
      userId: support.user.id,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('tags', () => {
  it('creates, refuses a taken name in any case, tags conversations, archives', async () => {
    const created = await asSupport('POST', '/v1/admin/chat/tags', {
      name: 'Refund',
      color: 'orange',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Refund', color: 'orange', archived: false });
    const tagId = created.body.data.id as number;
    const taken = await asSupport('POST', '/v1/admin/chat/tags', { name: 'refund', color: 'blue' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('E_TAG_NAME_TAKEN');
    const badColor = await asSupport('POST', '/v1/admin/chat/tags', { name: 'x', color: 'black' });
    expect(badColor.status).toBe(400);
    const tagged = await asSupport('PUT', `/v1/admin/chat/conversations/${conversationId}/tags`, {
      tagIds: [tagId],
    });
    expect(tagged.body.data.tags).toEqual([{ id: tagId, name: 'Refund', color: 'orange' }]);
    const byTag = await asSupport('GET', `/v1/admin/chat/conversations?tagId=${tagId}`);
    expect(byTag.body.data.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    const listed = await asSupport('GET', '/v1/admin/chat/tags');
    expect(listed.body.data.find((x: { id: number }) => x.id === tagId).conversationCount).toBe(1);

    const archived = await asSupport('PATCH', `/v1/admin/chat/tags/${tagId}`, { archived: true });
    expect(archived.body.data.archived).toBe(true);
    // The conversation keeps it; it cannot be added anew; the name is free again.
    await asSupport('PUT', `/v1/admin/chat/conversations/${conversationId}/tags`, { tagIds: [] });
    const again = await asSupport('PUT', `/v1/admin/chat/conversations/${conversationId}/tags`, {
      tagIds: [tagId],
    });
    expect(again.status).toBe(404);
    const reused = await asSupport('POST', '/v1/admin/chat/tags', { name: 'REFUND', color: 'red' });
    expect(reused.status).toBe(201);
    const archivedList = await asSupport('GET', '/v1/admin/chat/tags?archived=true');
    expect(archivedList.body.data.map((x: { id: number }) => x.id)).toEqual([tagId]);
    expect(await auditActions('chat_tag', tagId)).toEqual(['chat_tag.create', 'chat_tag.update']);
    for (const who of [operations, customer]) {
      const res = await call('POST', '/v1/admin/chat/tags', {
        token: who.token,
        body: { name: 'nope', color: 'red' },
      });
      expect(res.status).toBe(403);
    }
  });
});

describe('canned replies', () => {
  it('adds, changes and deletes, audited', async () => {
    const created = await asSupport('POST', '/v1/admin/chat/canned-replies', {
      title: '退款',
      body: '退款約 7 個工作天入帳。',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const changed = await asSupport('PUT', `/v1/admin/chat/canned-replies/${id}`, {
      title: '退款說明',
      body: '退款約 7–10 個工作天入帳。',
    });
    expect(changed.body.data).toMatchObject({ title: '退款說明' });
    const empty = await asSupport('POST', '/v1/admin/chat/canned-replies', {
      title: '',
      body: 'x',
    });
    expect(empty.status).toBe(400);
    const list = await asSupport('GET', '/v1/admin/chat/canned-replies');
    expect(list.body.data.map((c: { id: number }) => c.id)).toContain(id);
    expect((await asSupport('DELETE', `/v1/admin/chat/canned-replies/${id}`)).status).toBe(204);
    expect((await asSupport('DELETE', `/v1/admin/chat/canned-replies/${id}`)).status).toBe(404);
    expect(await auditActions('chat_canned_reply', id)).toEqual([
      'chat_canned_reply.create',
      'chat_canned_reply.update',
      'chat_canned_reply.delete',
    ]);
  });
});

describe('reply settings', () => {
  it('reads the defaults, saves hours, refuses an unknown zone, and the away reply follows', async () => {
    const defaults = await asSupport('GET', '/v1/admin/chat/reply-settings');
    expect(defaults.body.data).toMatchObject({ timeZone: 'Asia/Taipei', awayEnabled: true });
    expect(defaults.body.data.hours[1]).toEqual([{ start: '09:00', end: '18:00' }]);
    const allDay = Array.from({ length: 7 }, () => [{ start: '00:00', end: '24:00' }]);
    const bad = await asSupport('PUT', '/v1/admin/chat/reply-settings', {
      timeZone: 'Mars/Olympus',
      hours: allDay,
      awayEnabled: true,
      awayMessage: '稍後回覆',
    });
    expect(bad.status).toBe(400);
    const saved = await asSupport('PUT', '/v1/admin/chat/reply-settings', {
      timeZone: 'Asia/Taipei',
      hours: allDay,
      awayEnabled: true,
      awayMessage: '稍後回覆',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.updatedAt).not.toBeNull();
    // Open all week now: no away reply after hours.
    const night = await signedInUser(t);
    await call('POST', '/v1/me/support-chat/messages', {
      token: night.token,
      body: { clientId: newClientId(), body: '在嗎' },
      at: AFTER_HOURS,
    });
    const me = await call('GET', '/v1/me/support-chat', { token: night.token, at: AFTER_HOURS });
    expect(me.body.data).toMatchObject({ lastSeq: 1, supportOpenNow: true, awayMessage: null });
    expect(await auditActions('chat_settings', 1)).toEqual(['chat_settings.update']);
    const refused = await call('PUT', '/v1/admin/chat/reply-settings', {
      token: operations.token,
      body: { timeZone: 'Asia/Taipei', hours: allDay, awayEnabled: false, awayMessage: 'x' },
    });
    expect(refused.status).toBe(403);
  });
});
