import type { TChatMessageWire, TChatServerEvent, TMySupportChat } from '@haoyue/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatKeys, type ChatThreadRef } from '../api/keys';
import { ChatSocketClient, SocketSendLost } from './chat-socket';
import { lastSeqOf, mergeMessages, type ChatMessagesCache } from './message-store';
import type { ChatSendBody, ChatThreadApi } from './thread-api';

/** Receipts of the conversation the support page shows, kept beside its detail. */
export interface SupportReceipts {
  userDeliveredSeq: number;
  userReadSeq: number;
}

/** The receipts cache key of a support conversation (what the user's side has received/read). */
export const receiptsKey = (conversationId: number) =>
  [...chatKeys.admin(), 'conversation', conversationId, 'receipts'] as const;

/** Puts one server event into the query caches of the side the socket belongs to. */
export function applyChatEvent(
  queryClient: QueryClient,
  side: 'USER' | 'SUPPORT',
  event: TChatServerEvent,
): void {
  const threadOf = (conversationId: number | null): ChatThreadRef | null =>
    side === 'USER'
      ? { side: 'USER' }
      : conversationId === null
        ? null
        : { side: 'SUPPORT', conversationId };
  switch (event.type) {
    case 'hello': {
      const mine = queryClient.getQueryData<TMySupportChat>(chatKeys.mine());
      if (side === 'USER' && mine && mine.conversationId !== event.conversationId) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.mine() });
      }
      return;
    }
    case 'message': {
      const thread = threadOf(event.message.conversationId);
      if (!thread) return;
      const key = chatKeys.messages(thread);
      if (queryClient.getQueryData<ChatMessagesCache>(key)) {
        queryClient.setQueryData<ChatMessagesCache>(key, (held) =>
          held ? { ...held, messages: mergeMessages(held.messages, [event.message]) } : held,
        );
      } else {
        // Not loaded yet (or loading): its latest page, fetched again, holds it.
        void queryClient.invalidateQueries({ queryKey: key });
      }
      if (side === 'USER') {
        queryClient.setQueryData<TMySupportChat>(chatKeys.mine(), (mine) =>
          mine
            ? {
                ...mine,
                conversationId: event.message.conversationId,
                lastSeq: Math.max(mine.lastSeq, event.message.seq),
                unreadCount: mine.unreadCount + (event.message.sender === 'USER' ? 0 : 1),
              }
            : mine,
        );
      } else {
        // A message changes its conversation too (summary, status, assignee, unread count): the
        // server sends no `conversation` event for it.
        void queryClient.invalidateQueries({
          queryKey: chatKeys.conversation(event.message.conversationId),
        });
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      }
      return;
    }
    case 'receipt': {
      if (side === 'USER' && event.side === 'SUPPORT') {
        queryClient.setQueryData<TMySupportChat>(chatKeys.mine(), (mine) =>
          mine
            ? {
                ...mine,
                supportDeliveredSeq: Math.max(mine.supportDeliveredSeq, event.deliveredSeq),
                supportReadSeq: Math.max(mine.supportReadSeq, event.readSeq),
              }
            : mine,
        );
      } else if (side === 'SUPPORT' && event.side === 'USER') {
        queryClient.setQueryData<SupportReceipts>(receiptsKey(event.conversationId), (held) => ({
          userDeliveredSeq: Math.max(held?.userDeliveredSeq ?? 0, event.deliveredSeq),
          userReadSeq: Math.max(held?.userReadSeq ?? 0, event.readSeq),
        }));
      } else if (side === 'SUPPORT') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      }
      return;
    }
    case 'conversation':
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(event.conversationId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      return;
    case 'reset': {
      const thread = threadOf(event.conversationId);
      if (thread) void queryClient.invalidateQueries({ queryKey: chatKeys.messages(thread) });
      else void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      return;
    }
  }
}

/** A thread's calls whose sends go on the socket while it is open, else (or when lost) the call. */
export function sendingOnSocket(
  api: ChatThreadApi,
  onSocket: (body: ChatSendBody) => Promise<TChatMessageWire> | null,
): ChatThreadApi {
  return {
    ...api,
    send: async (body) => {
      const answer = onSocket(body);
      if (answer) {
        try {
          return await answer;
        } catch (error) {
          // No answer: the call sends it again, stored once by its clientId.
          if (!(error instanceof SocketSendLost)) throw error;
        }
      }
      return api.send(body);
    },
  };
}

/**
 * The live chat for a page: one socket that reconnects by itself and resumes from the last seq
 * held, its events merged into the caches (each seq once, in seq order). The user's socket
 * resumes with `?after=`; support's resumes the conversation `shown` (also when it changes).
 * Answers whether the socket is connected, and a send on it (null while it is not open).
 */
export function useChatSocket({
  side,
  enabled,
  getTicket,
  shown = null,
}: {
  side: 'USER' | 'SUPPORT';
  enabled: boolean;
  getTicket: () => Promise<{ ticket: string }>;
  /** Support: the conversation on screen. */
  shown?: number | null;
}): {
  connected: boolean;
  sendMessage: (body: ChatSendBody) => Promise<TChatMessageWire> | null;
} {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const client = useRef<ChatSocketClient | null>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const ticketRef = useRef(getTicket);
  ticketRef.current = getTicket;

  const held = (thread: ChatThreadRef) =>
    queryClient.getQueryData<ChatMessagesCache>(chatKeys.messages(thread));
  const heldSeq = (thread: ChatThreadRef) => lastSeqOf(held(thread));

  useEffect(() => {
    if (!enabled) return;
    const socket = new ChatSocketClient({
      getTicket: () => ticketRef.current(),
      afterSeq: side === 'USER' ? () => heldSeq({ side: 'USER' }) : undefined,
      resume:
        side === 'SUPPORT'
          ? () => {
              const conversationId = shownRef.current;
              if (conversationId === null) return null;
              const thread = { side: 'SUPPORT', conversationId } as const;
              if (!held(thread)) return null;
              return { conversationId, afterSeq: heldSeq(thread) };
            }
          : undefined,
      onEvent: (event) => applyChatEvent(queryClient, side, event),
      onStatus: setConnected,
    });
    client.current = socket;
    socket.start();
    const wake = () => socket.wake();
    window.addEventListener('online', wake);
    return () => {
      window.removeEventListener('online', wake);
      socket.stop();
      client.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one socket per side while enabled
  }, [enabled, side, queryClient]);

  // Support: a conversation opened while connected is resumed from what it holds.
  useEffect(() => {
    if (side !== 'SUPPORT' || shown === null || !connected) return;
    if (!held({ side: 'SUPPORT', conversationId: shown })) return;
    client.current?.resume(shown, heldSeq({ side: 'SUPPORT', conversationId: shown }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resume when the shown one changes
  }, [side, shown, connected]);

  const sendMessage = useCallback(
    (body: ChatSendBody) => client.current?.sendMessage(body) ?? null,
    [],
  );
  return { connected, sendMessage };
}
