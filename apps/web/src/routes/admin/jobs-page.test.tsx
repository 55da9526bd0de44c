import type { TAdminMe, TAdminPermission } from '@haoyue/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminJobsPage from './jobs-page';
import { BillingTestApp, stubApi } from '../../lib/billing/test-billing';
import { AdminContext } from '../../features/admin/lib/admin-context';
import { formatEvery, formatSpan } from '../../features/admin/components/job-lists';
import { showNotification } from '../../ui/notifications';

vi.mock('../../ui/notifications', () => ({ showNotification: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

const ITEM_ID = '0b8f4a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b';
const LIST = 'GET /v1/admin/jobs';
const FAILED = 'GET /v1/admin/jobs/queues/chat-notice/failed';
const RETRY = `POST /v1/admin/jobs/queues/chat-notice/items/${ITEM_ID}/retry`;

const scheduled = (over = {}) => ({
  name: 'booking-reminders',
  label: '預約提醒',
  intervalSeconds: 300,
  nextRunAt: '2026-12-07T06:30:00.000Z',
  running: false,
  consecutiveFailures: 0,
  lastStartedAt: '2026-12-07T06:25:00.000Z',
  lastFinishedAt: '2026-12-07T06:25:01.000Z',
  lastDurationMs: 120,
  lastError: null,
  runCount: 12,
  ...over,
});
const queue = (over = {}) => ({
  name: 'chat-notice',
  label: '客服回覆 LINE 通知',
  queued: 2,
  running: 0,
  failed: 1,
  oldestQueuedSeconds: 185,
  ...over,
});
const jobsAnswer = (queues = [queue()]) => ({
  body: {
    data: {
      scheduled: [
        scheduled(),
        scheduled({
          name: 'push-sends',
          intervalSeconds: 30,
          running: true,
          consecutiveFailures: 3,
          lastError: 'connection reset',
        }),
      ],
      queues,
    },
  },
});
const failedItem = {
  id: ITEM_ID,
  tries: 6,
  error: 'LINE said 500',
  createdAt: '2026-12-07T05:00:00.000Z',
  failedAt: '2026-12-07T06:00:00.000Z',
  summary: '{"conversationId":1,"lineUserId":"***"}',
};

function renderPage(permissions: TAdminPermission[]) {
  render(
    <BillingTestApp at="/admin/jobs">
      <AdminContext.Provider value={{ permissions } as TAdminMe}>
        <AdminJobsPage />
      </AdminContext.Provider>
    </BillingTestApp>,
  );
}

describe('/admin/jobs', () => {
  it('formats intervals and waits in the largest whole unit', () => {
    expect(formatEvery(300)).toBe('每 5 分鐘');
    expect(formatEvery(30)).toBe('每 30 秒');
    expect(formatSpan(185)).toBe('3 分鐘');
    expect(formatSpan(7_200)).toBe('2 小時');
    expect(formatSpan(172_800)).toBe('2 天');
  });

  it('shows loading, then the scheduled jobs and the queues', async () => {
    stubApi({ [LIST]: jobsAnswer() });
    renderPage(['jobs.read']);
    expect(screen.getAllByRole('status', { name: '載入中' }).length).toBeGreaterThan(0);
    const jobs = await screen.findAllByTestId('scheduled-job');
    expect(jobs[0]).toHaveTextContent('預約提醒');
    expect(jobs[0]).toHaveTextContent('booking-reminders');
    expect(jobs[0]).toHaveTextContent('每 5 分鐘');
    expect(jobs[0]).toHaveTextContent('成功');
    // Asia/Taipei, 12-hour clock: 06:30Z is 下午 2:30.
    expect(jobs[0]).toHaveTextContent(/下\u2060?午 2:30/);
    expect(jobs[1]).toHaveTextContent('執行中');
    expect(jobs[1]).toHaveTextContent('失敗');
    expect(jobs[1]).toHaveTextContent('connection reset');
    expect(jobs[1]).toHaveTextContent('3 次');
    const card = screen.getByTestId('work-queue');
    expect(card).toHaveTextContent('客服回覆 LINE 通知');
    expect(card).toHaveTextContent('等待中2');
    expect(card).toHaveTextContent('最久等待3 分鐘');
  });

  it('shows the error with a retry when the read fails', async () => {
    stubApi({
      [LIST]: { status: 500, body: { error: { code: 'E_INTERNAL', message: '伺服器錯誤' } } },
    });
    renderPage(['jobs.read']);
    expect((await screen.findAllByRole('button', { name: /重試|重新/ })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('scheduled-job')).not.toBeInTheDocument();
  });

  it('opens the failed items and retries one, then the lists refresh', async () => {
    let retried = false;
    const { sent } = stubApi({
      [LIST]: () => jobsAnswer([queue(retried ? { failed: 0, queued: 3 } : {})]),
      [FAILED]: () => ({ body: { data: retried ? [] : [failedItem] } }),
      [RETRY]: () => {
        retried = true;
        return { status: 204, body: null };
      },
    });
    renderPage(['jobs.read', 'jobs.retry']);
    await userEvent.click(await screen.findByRole('button', { name: '查看失敗項目' }));
    const row = await screen.findByTestId('failed-work-item');
    expect(row).toHaveTextContent('LINE said 500');
    expect(row).toHaveTextContent('6 次');
    expect(row).toHaveTextContent('"lineUserId":"***"');
    await userEvent.click(within(row).getByRole('button', { name: `重試 ${ITEM_ID}` }));
    await waitFor(() =>
      expect(showNotification).toHaveBeenCalledWith({
        color: 'teal',
        message: '已將「客服回覆 LINE 通知」項目重新排入佇列',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('failed-work-item')).not.toBeInTheDocument());
    expect(await screen.findByText('沒有失敗的項目')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('work-queue')).toHaveTextContent('等待中3'));
    expect(
      sent()
        .filter((r) => r.method === 'POST')
        .map((r) => r.path),
    ).toEqual([`/v1/admin/jobs/queues/chat-notice/items/${ITEM_ID}/retry`]);
  });

  it('shows no 重試 without jobs.retry', async () => {
    stubApi({ [LIST]: jobsAnswer(), [FAILED]: { body: { data: [failedItem] } } });
    renderPage(['jobs.read']);
    await userEvent.click(await screen.findByRole('button', { name: '查看失敗項目' }));
    const row = await screen.findByTestId('failed-work-item');
    expect(within(row).queryByRole('button', { name: /重試/ })).not.toBeInTheDocument();
  });
});
