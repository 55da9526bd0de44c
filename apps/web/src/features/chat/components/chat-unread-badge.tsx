import { Badge, VisuallyHidden } from '@mantine/core';
import { useChatUnread } from '../api/admin-chat';

/**
 * The admin nav's count beside 客服訊息: open conversations waiting for support (every 30 s, and
 * at once when the chat page's socket hears of a change).
 */
export function ChatUnreadBadge() {
  const { data } = useChatUnread();
  if (!data || data.conversations === 0) return null;
  return (
    <Badge size="sm" color="red.8" circle={data.conversations < 10} data-testid="admin-chat-unread">
      {data.conversations}
      <VisuallyHidden> 則未讀對話</VisuallyHidden>
    </Badge>
  );
}
