import type { TPushAudienceOptions, TPushMessage } from '@haoyue/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingTestApp, stubApi, type ApiRoutes } from '../../../lib/billing/test-billing';
import { NO_COUNTS, pushDraftOf } from '../lib/test-push';
import { PushComposeForm } from './push-compose-form';
import { PushHistory } from './push-history';

afterEach(() => vi.unstubAllGlobals());

const OPTIONS: TPushAudienceOptions = {
  countries: [{ id: 1, name: '台灣', cities: [{ id: 7, name: '台北市' }] }],
  industries: [{ id: 3, name: '美髮' }],
  sellers: [],
};

const DRAFT = pushDraftOf();

const common: ApiRoutes = {
  'GET /v1/admin/push-audiences': { body: { data: OPTIONS } },
  'POST /v1/admin/push-messages:preview': {
    body: { data: { total: 5, line: 2, sms: 2, unreachable: 1 } },
  },
};

describe('push message drafts', () => {
  it('saves a new message as a draft', async () => {
    const { sent } = stubApi({
      ...common,
      'POST /v1/admin/push-messages': (req) => ({
        body: { data: { ...DRAFT, id: 43, text: (req.body as { text: string }).text } },
      }),
    });
    render(
      <BillingTestApp>
        <PushComposeForm />
      </BillingTestApp>,
    );
    await userEvent.type(screen.getByLabelText(/訊息內容/), '新品預告');
    await userEvent.selectOptions(screen.getByLabelText('傳送對象'), 'ALL');
    await userEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已儲存為草稿');
    const posted = sent().filter((r) => r.path === '/v1/admin/push-messages');
    expect(posted).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({
          text: '新品預告',
          audience: { kind: 'ALL', id: null },
          sendAt: null,
          draft: true,
        }),
      }),
    ]);
    expect(screen.getByLabelText(/訊息內容/)).toHaveValue('');
  });

  it('opens a draft from the history, saves changes to it, and sends it', async () => {
    const { sent } = stubApi({
      ...common,
      'GET /v1/admin/push-messages': {
        body: { data: [DRAFT], meta: { page: 1, perPage: 10, total: 1 } },
      },
      'PUT /v1/admin/push-messages/42': (req) => ({
        body: { data: { ...DRAFT, ...(req.body as object) } },
      }),
      'POST /v1/admin/push-messages/42:send': {
        body: { data: { ...DRAFT, status: 'SCHEDULED', sendAt: '2026-01-01T00:00:00.000Z' } },
      },
    });
    const onEdit = vi.fn();
    render(
      <BillingTestApp>
        <PushHistory onEdit={onEdit} />
      </BillingTestApp>,
    );
    const row = await screen.findByTestId('push-message-42');
    expect(within(row).getByTestId('push-status')).toHaveTextContent('草稿');
    expect(within(row).getByRole('button', { name: '刪除' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '編輯' }));
    expect(onEdit).toHaveBeenCalledWith(DRAFT);

    const onDone = vi.fn();
    render(
      <BillingTestApp>
        <PushComposeForm draft={DRAFT} onDone={onDone} />
      </BillingTestApp>,
    );
    const text = screen.getByLabelText(/訊息內容/);
    expect(text).toHaveValue('週末八折（草稿）');
    await waitFor(() => expect(screen.getByLabelText('城市')).toHaveValue('7'));
    expect(screen.getByLabelText('國家')).toHaveValue('1');
    await userEvent.clear(text);
    await userEvent.type(text, '週末七折');
    await userEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    expect(await screen.findByRole('status')).toHaveTextContent('草稿已儲存');
    await userEvent.click(screen.getByRole('button', { name: '發送' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('已送出，傳送中'));

    const writes = sent().filter(
      (r) => r.method !== 'GET' && r.path.startsWith('/v1/admin/push-messages/'),
    );
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /v1/admin/push-messages/42',
      'PUT /v1/admin/push-messages/42',
      'POST /v1/admin/push-messages/42:send',
    ]);
    expect(writes[0]!.body).toEqual({
      text: '週末七折',
      linkUrl: 'https://haoyue.test/promo',
      imageUrl: null,
      audience: { kind: 'CITY', id: 7 },
      sendAt: null,
    });
    expect(writes[2]!.body).toEqual({ sendAt: null });
  });

  it('shows what each channel sent, failed and skipped in the history', async () => {
    const done: TPushMessage = {
      ...DRAFT,
      id: 44,
      status: 'DONE',
      recipientCount: 9,
      counts: {
        ...NO_COUNTS,
        LINE: { sent: 3, failed: 0, skipped: 6 },
        SMS: { sent: 2, failed: 1, skipped: 3 },
        NONE: { skipped: 3 },
      },
    };
    const sending: TPushMessage = {
      ...done,
      id: 45,
      status: 'SENDING',
      counts: { ...done.counts, SMS: { sent: 0, failed: 0, skipped: 3 }, pending: 3 },
    };
    // Its delivery gave up part way (the work queue's item failed its last try).
    const failed: TPushMessage = {
      ...done,
      id: 46,
      status: 'FAILED',
      counts: { ...done.counts, SMS: { sent: 1, failed: 0, skipped: 3 }, pending: 2 },
    };
    stubApi({
      'GET /v1/admin/push-messages': {
        body: { data: [failed, sending, done, DRAFT], meta: { page: 1, perPage: 10, total: 4 } },
      },
    });
    render(
      <BillingTestApp>
        <PushHistory />
      </BillingTestApp>,
    );
    const card = await screen.findByTestId('push-message-44');
    const cells = (channel: string) =>
      within(within(card).getByTestId(`push-counts-${channel}`))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(within(card).getByRole('table', { name: '各管道傳送結果' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['管道', '成功', '失敗', '略過']);
    expect(within(card).getByRole('rowheader', { name: 'LINE' })).toBeInTheDocument();
    expect(cells('LINE')).toEqual(['3', '0', '6']);
    expect(within(card).getByRole('rowheader', { name: '簡訊' })).toBeInTheDocument();
    expect(cells('SMS')).toEqual(['2', '1', '3']);
    expect(within(card).queryByTestId('push-pending')).toBeNull();

    const busy = screen.getByTestId('push-message-45');
    expect(within(busy).getByTestId('push-pending')).toHaveTextContent('待傳送 3');
    const gaveUp = screen.getByTestId('push-message-46');
    expect(within(gaveUp).getByTestId('push-status')).toHaveTextContent('發送失敗');
    expect(
      within(within(gaveUp).getByTestId('push-counts-SMS'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0', '3']);
    expect(within(gaveUp).getByTestId('push-pending')).toHaveTextContent('待傳送 2');
    // A draft has no outcomes yet.
    expect(within(screen.getByTestId('push-message-42')).queryByTestId('push-counts')).toBeNull();
  });
});
