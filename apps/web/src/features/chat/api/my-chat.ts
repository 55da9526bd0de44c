import { calls } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData, fileBody } from '../../../lib/api-query';
import { apiCall } from '../../../lib/http';
import { useAuthToken } from '../../../lib/auth-token';
import type { ChatThreadApi } from '../lib/thread-api';
import { chatKeys } from './keys';

/** The user's conversation: receipts, unread count, whether support is open now. */
export const myChatQueryOptions = () => ({
  queryKey: chatKeys.mine(),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiData(calls.chat.getMySupportChat, {}, signal),
});

/**
 * The user's conversation while signed in (idle, and no call, while signed out). `poll` refreshes
 * it every minute and on focus (the user menu's dot).
 */
export function useMySupportChat({ poll = false }: { poll?: boolean } = {}) {
  const token = useAuthToken();
  return useQuery({
    ...myChatQueryOptions(),
    enabled: token !== null,
    refetchOnWindowFocus: true,
    refetchInterval: poll ? 60_000 : false,
  });
}

/** The user's side of a thread: their own conversation's calls. */
export const userThreadApi: ChatThreadApi = {
  thread: { side: 'USER' },
  listMessages: (query, signal) => apiCall(calls.chat.listMySupportMessages, { query }, { signal }),
  send: (body) => apiData(calls.chat.sendMySupportMessage, { body }),
  upload: (file) => apiData(calls.chat.uploadMySupportImage, { body: fileBody(file) }),
  read: (seq) => apiData(calls.chat.readMySupportChat, { body: { seq } }).then(() => undefined),
  ticket: () => apiData(calls.chat.createMySocketTicket, {}),
};
