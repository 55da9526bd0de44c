import {
  CHAT_INBOX_FILTER_LABELS,
  CHAT_INBOX_FILTERS,
  CHAT_SENDER_LABELS,
  type TAdminConversation,
  type TChatInboxFilter,
} from '@haoyue/contracts';
import {
  Badge,
  Group,
  Select,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { PagePagination } from '../../../ui/page-pagination';
import { QueryStates } from '../../../ui/query-states';
import { useChatTags, useConversations, type InboxQuery } from '../api/admin-chat';
import { chatDateOf, dayLabel, messageTime } from '../lib/day-label';

/** When a conversation's last message was: its time today, else its day. */
function lastAt(instant: string | null): string {
  if (!instant) return '';
  const label = dayLabel(chatDateOf(instant));
  return label === '今天' ? messageTime(instant) : label;
}

function ConversationRow({
  conversation: c,
  selected,
  onOpen,
}: {
  conversation: TAdminConversation;
  selected: boolean;
  onOpen: () => void;
}) {
  const preview = c.lastMessagePreview ?? '';
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      data-testid={`chat-conversation-${c.id}`}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: selected ? 'var(--mantine-color-coral-0)' : undefined,
        border: '1px solid var(--mantine-color-gray-3)',
        display: 'block',
        width: '100%',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate>
          {c.user.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {lastAt(c.lastMessageAt)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <Text size="sm" c="dimmed" truncate>
          {c.lastMessageSender && c.lastMessageSender !== 'USER'
            ? `${CHAT_SENDER_LABELS[c.lastMessageSender]}：`
            : ''}
          {preview}
        </Text>
        {c.unreadCount > 0 && (
          <Badge size="sm" color="red.8" data-testid="chat-conversation-unread">
            {c.unreadCount}
            <VisuallyHidden> 則未讀</VisuallyHidden>
          </Badge>
        )}
      </Group>
      {(c.tags.length > 0 || c.assignee) && (
        <Group gap={4} mt={4}>
          {c.assignee && (
            <Text size="xs" c="dimmed">
              {c.assignee.name}
            </Text>
          )}
          {c.tags.map((tag) => (
            <Badge key={tag.id} size="xs" variant="light" color={tag.color}>
              {tag.name}
            </Badge>
          ))}
        </Group>
      )}
    </UnstyledButton>
  );
}

/**
 * The inbox: conversations by last message, filtered (全部/未讀/指派給我/未指派), the closed ones
 * with 已結束, by tag, or searched by the user's name or phone number.
 */
export function Inbox({
  query,
  onQuery,
  selected,
  onOpen,
}: {
  query: InboxQuery;
  onQuery: (next: InboxQuery) => void;
  selected: number | null;
  onOpen: (conversationId: number) => void;
}) {
  const list = useConversations(query);
  const tags = useChatTags();
  const [text, setText] = useState(query.q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced !== (query.q ?? '')) onQuery({ ...query, q: debounced || undefined, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing searches
  }, [debounced]);

  return (
    <Stack gap="sm" data-testid="chat-inbox">
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label="篩選對話"
        value={query.filter}
        onChange={(filter) => onQuery({ ...query, filter: filter as TChatInboxFilter, page: 1 })}
        data={CHAT_INBOX_FILTERS.map((f) => ({ value: f, label: CHAT_INBOX_FILTER_LABELS[f] }))}
        data-testid="chat-inbox-filter"
      />
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          label="搜尋"
          placeholder="姓名或電話"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1 }}
          data-testid="chat-inbox-search"
        />
        <Select
          label="標籤"
          placeholder="全部標籤"
          clearable
          w={130}
          value={query.tagId ? String(query.tagId) : null}
          onChange={(v) => onQuery({ ...query, tagId: v ? Number(v) : undefined, page: 1 })}
          data={(tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          data-testid="chat-inbox-tag"
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Switch
        label="已結束"
        checked={query.status === 'CLOSED'}
        onChange={(e) =>
          onQuery({ ...query, status: e.currentTarget.checked ? 'CLOSED' : 'OPEN', page: 1 })
        }
        data-testid="chat-inbox-closed"
      />
      <QueryStates
        query={list}
        items={list.data?.data}
        skeletonHeight={200}
        empty={{ title: '沒有符合的對話' }}
      >
        {(rows) => (
          <Stack gap="xs" aria-busy={list.isFetching} data-testid="chat-inbox-list">
            {rows.map((c) => (
              <ConversationRow
                key={c.id}
                conversation={c}
                selected={c.id === selected}
                onOpen={() => onOpen(c.id)}
              />
            ))}
            {list.data && (
              <PagePagination
                meta={list.data.meta}
                page={query.page}
                onChange={(page) => onQuery({ ...query, page })}
                size="sm"
              />
            )}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
