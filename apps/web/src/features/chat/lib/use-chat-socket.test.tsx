import type { TChatServerEvent } from '@haoyue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys, type ChatThreadRef } from '../api/keys';
import type { ChatMessagesCache } from './message-store';
import { chatMessage } from './test-messages';
import { userThreadApi } from '../api/my-chat';
import { sendingOnSocket, useChatSocket } from './use-chat-socket';

/** The browser's WebSocket as a test drives it: opened, fed frames and dropped by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(event: TChatServerEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  get query() {
    return new URL(this.url).searchParams;
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function setup(side: 'USER' | 'SUPPORT', thread: ChatThreadRef) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<ChatMessagesCache>(chatKeys.messages(thread), {
    messages: [chatMessage(1), chatMessage(2)],
    hasEarlier: false,
  });
  let n = 0;
  const getTicket = vi.fn(async () => ({ ticket: `ticket-${++n}` }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useChatSocket({
        side,
        enabled: true,
        getTicket,
        shown: thread.side === 'SUPPORT' ? thread.conversationId : null,
      }),
    { wrapper },
  );
  const seqs = () =>
    client.getQueryData<ChatMessagesCache>(chatKeys.messages(thread))?.messages.map((m) => m.seq);
  return { client, getTicket, hook, seqs };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useChatSocket', () => {
  it('opens with a ticket and the last seq held, and keeps each seq once in order', async () => {
    const { seqs, hook } = setup('USER', { side: 'USER' });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(last().url).toMatch(/^ws:\/\/[^/]+\/v1\/chat\/socket\?/);
    expect(last().query.get('ticket')).toBe('ticket-1');
    expect(last().query.get('after')).toBe('2');
    act(() => last().open());
    expect(hook.result.current.connected).toBe(true);
    act(() => {
      last().receive({ type: 'message', message: chatMessage(4) });
      last().receive({ type: 'message', message: chatMessage(3) });
      last().receive({ type: 'message', message: chatMessage(3) });
      last().receive({ type: 'message', message: chatMessage(2) });
    });
    expect(seqs()).toEqual([1, 2, 3, 4]);
  });

  it('after a restart (4503) reconnects at once with a new ticket, resuming after what it holds', async () => {
    const { seqs, getTicket } = setup('USER', { side: 'USER' });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => last().open());
    act(() => last().receive({ type: 'message', message: chatMessage(3) }));
    act(() => last().drop(4503));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(last().query.get('ticket')).toBe('ticket-2');
    expect(last().query.get('after')).toBe('3');
    act(() => last().open());
    // The replay may repeat what was held: still once each.
    act(() => {
      last().receive({ type: 'message', message: chatMessage(3) });
      last().receive({ type: 'message', message: chatMessage(4) });
    });
    expect(seqs()).toEqual([1, 2, 3, 4]);
  });

  it('after a bad ticket (4401) backs off, then gets a new ticket; a refusal (4403) stops it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { getTicket } = setup('USER', { side: 'USER' });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => last().drop(4401));
    expect(FakeSocket.all).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1600));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(getTicket).toHaveBeenCalledTimes(2);
    act(() => last().drop(4403));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('support resumes the conversation shown from its last seq on every connection', async () => {
    const { seqs, client } = setup('SUPPORT', { side: 'SUPPORT', conversationId: 7 });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(last().query.get('after')).toBeNull();
    act(() => last().open());
    expect(last().sent).toContainEqual({ type: 'resume', conversationId: 7, afterSeq: 2 });
    act(() => {
      last().receive({ type: 'message', message: chatMessage(3) });
      // Another conversation, not open: not cached here.
      last().receive({ type: 'message', message: chatMessage(1, { conversationId: 8 }) });
    });
    expect(seqs()).toEqual([1, 2, 3]);
    expect(
      client.getQueryData(chatKeys.messages({ side: 'SUPPORT', conversationId: 8 })),
    ).toBeUndefined();
    act(() => last().drop(4503));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    act(() => last().open());
    expect(last().sent).toContainEqual({ type: 'resume', conversationId: 7, afterSeq: 3 });
  });

  it('support refreshes the conversation, the inbox and the unread count on a message', async () => {
    const { client } = setup('SUPPORT', { side: 'SUPPORT', conversationId: 7 });
    const detail = { id: 7 };
    client.setQueryData(chatKeys.conversation(7), detail);
    client.setQueryData(chatKeys.conversationList({}), { data: [] });
    client.setQueryData(chatKeys.unread(), { count: 0 });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => last().open());
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(chatKeys.conversation(7))).toBe(false);
    // No `conversation` event follows a message: the message alone refreshes them.
    act(() => last().receive({ type: 'message', message: chatMessage(3) }));
    expect(stale(chatKeys.conversation(7))).toBe(true);
    expect(stale(chatKeys.conversationList({}))).toBe(true);
    expect(stale(chatKeys.unread())).toBe(true);
    expect(client.getQueryData(chatKeys.conversation(7))).toBe(detail);
  });

  it('moves receipts forward only', async () => {
    const { client } = setup('USER', { side: 'USER' });
    client.setQueryData(chatKeys.mine(), {
      conversationId: 7,
      status: 'OPEN',
      lastSeq: 2,
      userDeliveredSeq: 2,
      userReadSeq: 2,
      supportDeliveredSeq: 1,
      supportReadSeq: 1,
      unreadCount: 0,
      supportOpenNow: true,
      awayMessage: null,
    });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => last().open());
    const receipt = (deliveredSeq: number, readSeq: number) =>
      last().receive({
        type: 'receipt',
        conversationId: 7,
        side: 'SUPPORT',
        deliveredSeq,
        readSeq,
      });
    act(() => {
      receipt(2, 2);
      receipt(1, 1);
    });
    expect(client.getQueryData(chatKeys.mine())).toMatchObject({
      supportDeliveredSeq: 2,
      supportReadSeq: 2,
    });
  });

  it('sends a user’s message on the open socket: the stored message, or the call’s error', async () => {
    const { hook } = setup('USER', { side: 'USER' });
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    act(() => last().open());
    // Before the server's hello nothing goes on the socket: the call sends it.
    expect(hook.result.current.sendMessage({ clientId: 'c0', body: '早' })).toBeNull();
    act(() => last().receive({ type: 'hello', side: 'USER', conversationId: 7 }));

    const stored = chatMessage(3, { clientId: 'c1', body: '嗨' });
    const sent = hook.result.current.sendMessage({ clientId: 'c1', body: '嗨' })!;
    expect(last().sent).toContainEqual({ type: 'send', clientId: 'c1', body: '嗨' });
    act(() => last().receive({ type: 'sent', clientId: 'c1', message: stored }));
    await expect(sent).resolves.toEqual(stored);

    const refused = hook.result.current.sendMessage({ clientId: 'c2', body: '再一則' })!;
    act(() =>
      last().receive({
        type: 'send-failed',
        clientId: 'c2',
        error: { code: 'E_RATE_LIMITED', message: '訊息傳送太頻繁，請稍後再試' },
      }),
    );
    await expect(refused).rejects.toMatchObject({
      name: 'ApiError',
      code: 'E_RATE_LIMITED',
      status: 429,
      message: '訊息傳送太頻繁，請稍後再試',
    });
  });

  it('sends through the call when the socket is closed or drops before answering', async () => {
    const { hook } = setup('USER', { side: 'USER' });
    const viaCall = vi.fn(async (body: { clientId: string }) =>
      chatMessage(4, { clientId: body.clientId }),
    );
    const api = sendingOnSocket({ ...userThreadApi, send: viaCall }, (body) =>
      hook.result.current.sendMessage(body),
    );
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    // Not open yet: straight to the call.
    await expect(api.send({ clientId: 'a', body: '一' })).resolves.toMatchObject({ clientId: 'a' });
    expect(viaCall).toHaveBeenCalledTimes(1);

    act(() => {
      last().open();
      last().receive({ type: 'hello', side: 'USER', conversationId: 7 });
    });
    const pending = api.send({ clientId: 'b', body: '二' });
    expect(last().sent).toContainEqual({ type: 'send', clientId: 'b', body: '二' });
    act(() => last().drop(1006));
    // The same clientId again, through the call: the server stores it once either way.
    await expect(pending).resolves.toMatchObject({ clientId: 'b' });
    expect(viaCall).toHaveBeenLastCalledWith({ clientId: 'b', body: '二' });
    expect(viaCall).toHaveBeenCalledTimes(2);
  });
});
