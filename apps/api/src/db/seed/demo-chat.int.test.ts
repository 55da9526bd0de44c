import { describe, expect, it } from 'vitest';
import { testAppOfFile } from '../../../test/helper';
import { client } from '../../../test/sign-in';

const t = testAppOfFile({ demo: true });

async function signIn(username: string): Promise<string> {
  const res = await client(t.app).call('POST', '/v1/auth/tokens', {
    body: { provider: 'basic', username, password: 'haoyue-demo' },
  });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

describe('demo support chat', () => {
  it('lets 客服 小安 read 王小美’s conversation, tagged, with a reply', async () => {
    const api = client(t.app);
    const token = await signIn('+886900000098');
    const inbox = await api.call('GET', '/v1/admin/chat/conversations', { token });
    expect(inbox.status).toBe(200);
    const row = inbox.body.data.find((c: { user: { name: string } }) => c.user.name === '王小美');
    expect(row).toMatchObject({
      status: 'OPEN',
      assignee: { name: '小安' },
      lastSeq: 4,
      unreadCount: 0,
      tags: [{ name: '預約問題', color: 'blue' }],
    });
    const page = await api.call('GET', `/v1/admin/chat/conversations/${row.id}/messages`, {
      token,
    });
    expect(page.body.data.map((m: { sender: string }) => m.sender)).toEqual([
      'USER',
      'SUPPORT',
      'USER',
      'SUPPORT',
    ]);
    const tags = await api.call('GET', '/v1/admin/chat/tags', { token });
    expect(
      tags.body.data.map((tag: { name: string; color: string }) => [tag.name, tag.color]),
    ).toEqual(
      expect.arrayContaining([
        ['付款問題', 'orange'],
        ['預約問題', 'blue'],
        ['帳號問題', 'grape'],
      ]),
    );
    const canned = await api.call('GET', '/v1/admin/chat/canned-replies', { token });
    expect(canned.body.data).toHaveLength(2);
    // 小安 is support only: the other admin areas refuse her.
    const users = await api.call('GET', '/v1/admin/push-messages', { token });
    expect(users.status).toBe(403);
  });

  it('shows 王小美 her conversation with nothing unread', async () => {
    const token = await signIn('+886900000001');
    const me = await client(t.app).call('GET', '/v1/me/support-chat', { token });
    expect(me.body.data).toMatchObject({ lastSeq: 4, unreadCount: 0, status: 'OPEN' });
  });
});
