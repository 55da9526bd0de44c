import type { TChatMessageWire } from '@haoyue/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { chatKeys } from '../api/keys';
import { mergeMessages, type ChatMessagesCache } from './message-store';
import type { ChatSendBody, ChatThreadApi } from './thread-api';

/** A message on its way: shown at once as 傳送中, or kept with 重新傳送 when it failed. */
export interface PendingMessage {
  clientId: string;
  body: string | null;
  image: TChatMessageWire['image'];
  imageId: number | null;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why it failed (the server's message for a 429, else the network's). */
  error: string | null;
}

/**
 * One thread's messages (the latest page, then earlier pages as the list scrolls up), merged with
 * what the socket delivers, and the messages being sent.
 */
export function useThread(api: ChatThreadApi, enabled = true) {
  const queryClient = useQueryClient();
  const key = chatKeys.messages(api.thread);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ChatMessagesCache> => {
      const page = await api.listMessages({}, signal);
      // What the socket delivered while the page loaded stays.
      const held = queryClient.getQueryData<ChatMessagesCache>(key);
      return {
        messages: mergeMessages(held?.messages ?? [], page.data),
        hasEarlier: page.meta.hasEarlier,
      };
    },
    enabled,
    // The socket keeps it current; a refetch would drop the earlier pages scrolled to.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const loadEarlier = useCallback(async () => {
    const held = queryClient.getQueryData<ChatMessagesCache>(key);
    const first = held?.messages[0];
    if (!held?.hasEarlier || !first || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await api.listMessages({ beforeSeq: first.seq });
      queryClient.setQueryData<ChatMessagesCache>(key, (now) => ({
        messages: mergeMessages(now?.messages ?? [], page.data),
        hasEarlier: page.meta.hasEarlier,
      }));
    } finally {
      setLoadingEarlier(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key follows api.thread
  }, [api, queryClient, loadingEarlier]);

  const deliver = useCallback(
    async (message: PendingMessage) => {
      const body: ChatSendBody = {
        clientId: message.clientId,
        body: message.body,
        imageId: message.imageId,
      };
      try {
        const stored = await api.send(body);
        queryClient.setQueryData<ChatMessagesCache>(key, (held) =>
          held ? { ...held, messages: mergeMessages(held.messages, [stored]) } : held,
        );
        setPending((list) => list.filter((p) => p.clientId !== message.clientId));
        if (api.thread.side === 'USER') {
          void queryClient.invalidateQueries({ queryKey: chatKeys.mine() });
        } else {
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
        }
      } catch (error) {
        const text = error instanceof ApiError ? error.message : '傳送失敗，請再試一次';
        setPending((list) =>
          list.map((p) =>
            p.clientId === message.clientId ? { ...p, status: 'failed', error: text } : p,
          ),
        );
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key follows api.thread
    [api, queryClient],
  );

  /** Sends text and/or an uploaded image; shown at once with a fresh clientId. */
  const send = useCallback(
    (text: string | null, image: { imageId: number; image: TChatMessageWire['image'] } | null) => {
      const message: PendingMessage = {
        clientId: newIdempotencyKey(),
        body: text,
        image: image?.image ?? null,
        imageId: image?.imageId ?? null,
        createdAt: new Date().toISOString(),
        status: 'sending',
        error: null,
      };
      setPending((list) => [...list, message]);
      void deliver(message);
    },
    [deliver],
  );

  /** 重新傳送: the same clientId, so the server stores it once whatever happened before. */
  const retry = useCallback(
    (clientId: string) => {
      const message = pending.find((p) => p.clientId === clientId);
      if (!message) return;
      const again = { ...message, status: 'sending' as const, error: null };
      setPending((list) => list.map((p) => (p.clientId === clientId ? again : p)));
      void deliver(again);
    },
    [pending, deliver],
  );

  const messages = query.data?.messages ?? [];
  // A pending message the socket already delivered is shown once, as delivered.
  const delivered = new Set(messages.map((m) => m.clientId).filter(Boolean));
  return {
    query,
    messages,
    hasEarlier: query.data?.hasEarlier ?? false,
    loadingEarlier,
    loadEarlier,
    pending: pending.filter((p) => !delivered.has(p.clientId)),
    send,
    retry,
  };
}
