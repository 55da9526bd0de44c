import type { TMySupportChat } from '@haoyue/contracts';
import { Alert, Text } from '@mantine/core';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { chatKeys } from '../api/keys';
import { useMySupportChat, userThreadApi } from '../api/my-chat';
import { sendingOnSocket, useChatSocket } from '../lib/use-chat-socket';
import { ChatThread } from './chat-thread';

/**
 * The signed-in user's conversation with the support team (`/support-chat`, and the buyer app's
 * webview): live over the socket, with the away message while support is closed.
 */
export function SupportChat() {
  const queryClient = useQueryClient();
  const mine = useMySupportChat();
  // The thread below loads the latest page; the socket opens once it is held, resuming after its
  // last seq (opened sooner it would ask from seq 0 and replay the whole history).
  const history = useQuery({
    queryKey: chatKeys.messages(userThreadApi.thread),
    queryFn: skipToken,
  });
  const { connected, sendMessage } = useChatSocket({
    side: 'USER',
    enabled: history.data !== undefined,
    getTicket: userThreadApi.ticket,
  });
  // Sends go on the open socket (one frame each), else through the call.
  const api = useMemo(() => sendingOnSocket(userThreadApi, sendMessage), [sendMessage]);
  const chat = mine.data;
  const onRead = useCallback(
    (seq: number) =>
      queryClient.setQueryData<TMySupportChat>(chatKeys.mine(), (now) =>
        now ? { ...now, userReadSeq: Math.max(now.userReadSeq, seq), unreadCount: 0 } : now,
      ),
    [queryClient],
  );

  return (
    <>
      {chat && !chat.supportOpenNow && chat.awayMessage && (
        <Alert
          color="yellow"
          variant="light"
          title="目前為非營業時間"
          // The yellow title is 4:1 on its background: dark text keeps WCAG AA.
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
          mb="xs"
          data-testid="chat-away"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {chat.awayMessage}
          </Text>
        </Alert>
      )}
      {mine.isSuccess && !connected && (
        <Text size="xs" c="dimmed" mb={4} role="status" data-testid="chat-connecting">
          連線中…
        </Text>
      )}
      <ChatThread
        api={api}
        own="USER"
        receipts={{
          deliveredSeq: chat?.supportDeliveredSeq ?? 0,
          readSeq: chat?.supportReadSeq ?? 0,
        }}
        readSeq={chat?.userReadSeq ?? 0}
        onRead={onRead}
        empty={
          <Text size="sm" c="dimmed" ta="center" mt="xl">
            有任何問題都可以在這裡詢問客服，我們會盡快回覆您。
          </Text>
        }
      />
    </>
  );
}
