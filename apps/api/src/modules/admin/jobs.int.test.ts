import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCallers, type AdminCallers } from '../../../test/admin-factories';
import { expectError } from '../../../test/expect-answer';
import { testAppOfFile } from '../../../test/helper';
import { client } from '../../../test/sign-in';
import { adminAudit, jobs } from '../../db/schema';
import { createBoss } from '../../jobs/work-queue';
import { summarizeWorkData } from './jobs.service';

const t = testAppOfFile();
let callers: AdminCallers;
const api = () => client(t.app);
const LINE_USER = 'U0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  callers = await adminCallers(t);
});

/**
 * A `chat-notice` item that failed its last try, made through pg-boss itself (the app's queue
 * retries a notice five times over minutes): sent with no retries, taken and failed.
 */
async function failedNotice(message = 'LINE said 500'): Promise<string> {
  const boss = createBoss(t.database, { supervise: false });
  await boss.start();
  try {
    const id = await boss.send(
      'chat-notice',
      { conversationId: 1, sellerId: 2, lineUserId: LINE_USER },
      { retryLimit: 0 },
    );
    const [item] = await boss.fetch('chat-notice');
    expect(item?.id).toBe(id);
    await boss.fail('chat-notice', id!, { message });
    return id!;
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

const noticeQueue = async (token: string) => {
  const res = await api().call('GET', '/v1/admin/jobs', { token });
  expect(res.status).toBe(200);
  return res.body.data.queues.find((q: { name: string }) => q.name === 'chat-notice');
};

describe('the admin jobs page', () => {
  it('lets super admins and operations read it, nobody else', async () => {
    const url = '/v1/admin/jobs';
    expectError(await api().call('GET', url), 401, 'E_UNAUTHORIZED_ACCESS');
    expectError(
      await api().call('GET', url, { token: callers.customer.token }),
      403,
      'E_FORBIDDEN',
    );
    expectError(await api().call('GET', url, { token: callers.support.token }), 403, 'E_FORBIDDEN');
    expect((await api().call('GET', url, { token: callers.operations.token })).status).toBe(200);
    expect((await api().call('GET', url, { token: callers.super.token })).status).toBe(200);
  });

  it('lists the scheduled jobs and the chat-notice queue', async () => {
    const now = Date.now();
    await t.database.db.insert(jobs).values({
      name: 'test-pass',
      intervalMs: 300_000,
      nextRunAt: new Date(now + 60_000),
      lockedBy: 'instance-a',
      lockedUntil: new Date(now + 30_000),
      consecutiveFailures: 2,
      lastStartedAt: new Date(now - 1_000),
      lastFinishedAt: new Date(now - 500),
      lastError: 'database went away',
      lastDurationMs: 500,
      runCount: 7,
    });
    await t.database.db
      .insert(jobs)
      .values({ name: 'send-reminders', intervalMs: 30_000, nextRunAt: new Date(now) });
    // A lease that ran out (its instance died): not running.
    await t.database.db.insert(jobs).values({
      name: 'test-stale',
      intervalMs: 30_000,
      nextRunAt: new Date(now),
      lockedBy: 'instance-gone',
      lockedUntil: new Date(now - 1_000),
    });
    const res = await api().call('GET', '/v1/admin/jobs', { token: callers.operations.token });
    expect(res.status).toBe(200);
    expect(res.body.data.scheduled).toContainEqual(
      expect.objectContaining({
        name: 'test-pass',
        intervalSeconds: 300,
        running: true,
        consecutiveFailures: 2,
        lastError: 'database went away',
        lastDurationMs: 500,
        runCount: 7,
      }),
    );
    expect(res.body.data.scheduled).toContainEqual(
      expect.objectContaining({ name: 'test-stale', intervalSeconds: 30, running: false }),
    );
    // A job of the app is named in zh-TW; one without a name shows its own.
    expect(res.body.data.scheduled).toContainEqual(
      expect.objectContaining({ name: 'send-reminders', label: '預約提醒' }),
    );
    expect(res.body.data.scheduled).toContainEqual(
      expect.objectContaining({ name: 'test-pass', label: 'test-pass' }),
    );
    expect(res.body.data.queues).toContainEqual(
      expect.objectContaining({ name: 'chat-notice', label: '客服回覆 LINE 通知' }),
    );
  });

  it('shows a failed item without its LINE user id, and retry queues it again (audited)', async () => {
    const token = callers.operations.token;
    const before = await noticeQueue(token);
    const id = await failedNotice();
    expect(await noticeQueue(token)).toMatchObject({ failed: before.failed + 1 });

    const failed = await api().call('GET', '/v1/admin/jobs/queues/chat-notice/failed', { token });
    expect(failed.status).toBe(200);
    const item = failed.body.data.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({ tries: 1, error: 'LINE said 500' });
    expect(item.summary).toContain('"conversationId":1');
    expect(JSON.stringify(failed.body)).not.toContain(LINE_USER);

    const url = `/v1/admin/jobs/queues/chat-notice/items/${id}/retry`;
    expectError(
      await api().call('POST', url, { token: callers.support.token }),
      403,
      'E_FORBIDDEN',
    );
    const retried = await api().call('POST', url, { token });
    expect(retried.status).toBe(204);
    expect(await noticeQueue(token)).toMatchObject({
      failed: before.failed,
      queued: before.queued + 1,
    });
    const again = await api().call('GET', '/v1/admin/jobs/queues/chat-notice/failed', { token });
    expect(again.body.data.map((i: { id: string }) => i.id)).not.toContain(id);

    const [row] = await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'work_item.retry'), eq(adminAudit.targetType, 'work_item')))
      .orderBy(desc(adminAudit.id))
      .limit(1);
    expect(row).toMatchObject({
      adminUserId: callers.operations.user.id,
      role: 'OPERATIONS',
      before: expect.objectContaining({ queue: 'chat-notice', itemId: id, state: 'failed' }),
      after: { queue: 'chat-notice', itemId: id, state: 'queued' },
    });

    // Retried already: no such failed item any more.
    expectError(await api().call('POST', url, { token }), 404, 'E_NOT_FOUND');
  });

  it('answers 404 for an unknown queue, an unknown item and an id that is no uuid', async () => {
    const token = callers.super.token;
    expectError(
      await api().call('GET', '/v1/admin/jobs/queues/no-such-queue/failed', { token }),
      404,
      'E_NOT_FOUND',
    );
    const retry = (name: string, id: string) =>
      api().call('POST', `/v1/admin/jobs/queues/${name}/items/${id}/retry`, { token });
    const unknown = await retry('chat-notice', '00000000-0000-4000-8000-000000000000');
    expectError(unknown, 404, 'E_NOT_FOUND');
    expect(unknown.body.error.message).toMatch(/找不到/);
    expectError(await retry('chat-notice', 'not-a-uuid'), 404, 'E_NOT_FOUND');
    expectError(
      await retry('no-such-queue', '00000000-0000-4000-8000-000000000000'),
      404,
      'E_NOT_FOUND',
    );
  });
});

describe('a failed item summary', () => {
  it('masks personal fields and elides nested values', () => {
    expect(
      summarizeWorkData({
        conversationId: 3,
        lineUserId: LINE_USER,
        phoneNumber: '+886900000000',
        nested: { a: 1 },
      }),
    ).toBe('{"conversationId":3,"lineUserId":"***","phoneNumber":"***","nested":"…"}');
    expect(summarizeWorkData(null)).toBeNull();
  });
});
