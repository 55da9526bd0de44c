import type { TChatMessageWire } from '@haoyue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderWithDropdowns } from '../../../test/render';
import { chatMessage } from '../lib/test-messages';
import type { ChatSendBody, ChatThreadApi } from '../lib/thread-api';
import { ChatThread } from './chat-thread';

/** The user's thread over calls the test answers. */
function threadApi(send: (body: ChatSendBody) => Promise<TChatMessageWire>): ChatThreadApi {
  return {
    thread: { side: 'USER' },
    listMessages: async () => ({
      data: [chatMessage(1, { sender: 'SUPPORT', senderName: '小安' })],
      meta: { hasEarlier: false },
    }),
    send,
    upload: vi.fn(),
    read: vi.fn(async () => undefined),
    ticket: vi.fn(),
  };
}

function renderThread(api: ChatThreadApi) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithDropdowns(
    <QueryClientProvider client={client}>
      <ChatThread api={api} own="USER" receipts={{ deliveredSeq: 0, readSeq: 0 }} readSeq={0} />
    </QueryClientProvider>,
  );
}

describe('ChatThread', () => {
  it('shows a message as 傳送中 at once, then 已送出 with the stored one', async () => {
    let answer: (m: TChatMessageWire) => void = () => {};
    const send = vi.fn(
      (_body: ChatSendBody) => new Promise<TChatMessageWire>((resolve) => (answer = resolve)),
    );
    renderThread(threadApi(send));
    await screen.findByText('訊息 1');
    await userEvent.type(screen.getByRole('textbox', { name: '訊息' }), '請問營業時間{Enter}');
    const own = await screen.findByTestId('chat-own-message');
    expect(within(own).getByTestId('chat-status').textContent).toBe('傳送中');
    const { clientId } = send.mock.calls[0]![0];
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    answer(chatMessage(2, { clientId, body: '請問營業時間' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('chat-own-message')).getByTestId('chat-status').textContent,
      ).toBe('已送出'),
    );
    expect(screen.getAllByTestId('chat-own-message')).toHaveLength(1);
  });

  it('keeps a failed message with the server’s reason; 重新傳送 resends the same clientId', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('E_RATE_LIMITED', '訊息傳送太頻繁，請稍後再試', 429))
      .mockImplementationOnce(async (body: ChatSendBody) =>
        chatMessage(2, { clientId: body.clientId, body: body.body }),
      );
    renderThread(threadApi(send));
    await screen.findByText('訊息 1');
    await userEvent.type(screen.getByRole('textbox', { name: '訊息' }), '哈囉{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('訊息傳送太頻繁，請稍後再試');
    await userEvent.click(screen.getByRole('button', { name: '重新傳送' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const [first, second] = send.mock.calls.map((c) => (c[0] as ChatSendBody).clientId);
    expect(second).toBe(first);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('chat-own-message')).getByTestId('chat-status').textContent,
      ).toBe('已送出'),
    );
  });

  it('marks support’s messages read while the page is visible', async () => {
    const api = threadApi(vi.fn());
    renderThread(api);
    await screen.findByText('訊息 1');
    await waitFor(() => expect(api.read).toHaveBeenCalledWith(1), { timeout: 2000 });
  });
});
