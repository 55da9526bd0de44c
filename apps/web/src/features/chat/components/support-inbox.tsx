import { CHAT_INBOX_FILTERS, type TChatInboxFilter } from '@haoyue/contracts';
import { Box, Text } from '@mantine/core';
import { supportTicket, type InboxQuery } from '../api/admin-chat';
import { useChatSocket } from '../lib/use-chat-socket';
import classes from './chat.module.css';
import { ConversationPane, ConversationSide } from './conversation-pane';
import { Inbox } from './inbox';

/** The inbox's filter out of the page's URL (`?filter=&status=&tag=&q=&page=&c=`). */
export function inboxQueryOf(params: URLSearchParams): InboxQuery {
  const filter = params.get('filter') as TChatInboxFilter | null;
  const tag = Number(params.get('tag'));
  return {
    filter: filter && CHAT_INBOX_FILTERS.includes(filter) ? filter : 'ALL',
    status: params.get('status') === 'CLOSED' ? 'CLOSED' : 'OPEN',
    tagId: Number.isInteger(tag) && tag > 0 ? tag : undefined,
    q: params.get('q') || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The URL of an inbox filter and the conversation open. */
export function inboxParams(query: InboxQuery, open: number | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.filter !== 'ALL') out.filter = query.filter;
  if (query.status === 'CLOSED') out.status = 'CLOSED';
  if (query.tagId) out.tag = String(query.tagId);
  if (query.q) out.q = query.q;
  if (query.page > 1) out.page = String(query.page);
  if (open) out.c = String(open);
  return out;
}

/**
 * 客服訊息: the inbox beside the open conversation and the user's details (on a phone the list
 * and the conversation are separate views), live over support's socket.
 */
export function SupportInbox({
  query,
  open,
  onChange,
}: {
  query: InboxQuery;
  open: number | null;
  onChange: (query: InboxQuery, open: number | null) => void;
}) {
  const { connected } = useChatSocket({
    side: 'SUPPORT',
    enabled: true,
    getTicket: supportTicket,
    shown: open,
  });
  return (
    <>
      {!connected && (
        <Text size="xs" c="dimmed" role="status" data-testid="chat-connecting">
          連線中…
        </Text>
      )}
      <div className={classes.adminGrid} data-testid="chat-admin">
        <Box visibleFrom={open ? 'md' : undefined} miw={0}>
          <Inbox
            query={query}
            onQuery={(next) => onChange(next, open)}
            selected={open}
            onOpen={(id) => onChange(query, id)}
          />
        </Box>
        {open ? (
          <>
            <div className={classes.conversationBox}>
              <ConversationPane conversationId={open} onBack={() => onChange(query, null)} />
            </div>
            <Box visibleFrom="lg" miw={0}>
              <ConversationSide conversationId={open} />
            </Box>
          </>
        ) : (
          <Box visibleFrom="md">
            <Text c="dimmed" mt="xl" ta="center">
              選擇一則對話開始回覆
            </Text>
          </Box>
        )}
      </div>
    </>
  );
}
