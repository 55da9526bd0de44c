import { CHAT_STATUS_LABELS, type TAdminConversation } from '@haoyue/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Key, type ReactNode, useCallback, useMemo, useState } from 'react';
import { QueryErrorState } from '../../../ui/error-state';
import { ModalDialog } from '../../../ui/modal-dialog';
import {
  supportThreadApi,
  useAssignees,
  useChatTags,
  useConversation,
  useSetAssignee,
  useSetStatus,
  useSetTags,
} from '../api/admin-chat';
import { chatKeys } from '../api/keys';
import { chatDateOf, dayLabel } from '../lib/day-label';
import { receiptsKey, type SupportReceipts } from '../lib/use-chat-socket';
import { CannedReplyPicker } from './canned-reply-picker';
import { ChatThread } from './chat-thread';
import classes from './chat.module.css';

/** Assignee, tags and 結束對話 / 重新開啟 of a conversation. */
function ConversationControls({ conversation: c }: { conversation: TAdminConversation }) {
  const assignees = useAssignees();
  const tags = useChatTags();
  const setAssignee = useSetAssignee(c.id);
  const setTags = useSetTags(c.id);
  const setStatus = useSetStatus(c.id);
  // A tag archived since it was added stays listed (named) so it can be taken off.
  const tagOptions = useMemo(() => {
    const live = (tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
    const kept = c.tags
      .filter((t) => !live.some((o) => o.value === String(t.id)))
      .map((t) => ({ value: String(t.id), label: t.name }));
    return [...live, ...kept];
  }, [tags.data, c.tags]);
  const closed = c.status === 'CLOSED';
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="指派給"
        placeholder="未指派"
        clearable
        size="xs"
        w={140}
        value={c.assignee ? String(c.assignee.userId) : null}
        data={(assignees.data ?? []).map((a) => ({ value: String(a.userId), label: a.name }))}
        onChange={(v) => setAssignee.mutate(v ? Number(v) : null)}
        disabled={setAssignee.isPending}
        data-testid="chat-assignee"
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="標籤"
        placeholder={c.tags.length ? undefined : '加入標籤'}
        size="xs"
        miw={160}
        style={{ flex: 1 }}
        value={c.tags.map((t) => String(t.id))}
        data={tagOptions}
        onChange={(ids) => setTags.mutate(ids.map(Number))}
        searchable
        nothingFoundMessage="沒有符合的標籤"
        disabled={setTags.isPending}
        data-testid="chat-tags"
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        size="xs"
        variant={closed ? 'light' : 'default'}
        loading={setStatus.isPending}
        onClick={() => setStatus.mutate(!closed)}
        data-testid="chat-status-toggle"
      >
        {closed ? '重新開啟' : '結束對話'}
      </Button>
    </Group>
  );
}

/** One box of the side panel under its heading. */
function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A side box's list: a line an item, or what it says when there is none. */
function SideLines<T>({
  items,
  empty,
  rowKey,
  line,
}: {
  items: readonly T[];
  empty: string;
  rowKey: (item: T) => Key;
  line: (item: T) => string;
}) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return items.map((item) => (
    <Text key={rowKey(item)} size="sm">
      {line(item)}
    </Text>
  ));
}

/** Beside the conversation: who the user is, their latest orders and their sellers. */
export function ConversationSide({ conversationId }: { conversationId: number }) {
  const detail = useConversation(conversationId);
  if (!detail.data) return null;
  const { conversation: c, profile, orders, sellers } = detail.data;
  return (
    <Stack gap="sm" data-testid="chat-side">
      <SideCard title="使用者資料">
        <Text size="sm">{c.user.name}</Text>
        {c.user.phone && <Text size="sm">{c.user.phone}</Text>}
        {profile.email && <Text size="sm">{profile.email}</Text>}
        <Text size="xs" c="dimmed">
          {profile.lineLinked ? '已綁定 LINE' : '未綁定 LINE'}
          {profile.disabled ? '・已停用' : ''}・{dayLabel(chatDateOf(profile.createdAt))} 加入
        </Text>
      </SideCard>
      <SideCard title="最近訂單">
        <SideLines
          items={orders}
          empty="沒有訂單"
          rowKey={(o) => o.id}
          line={(o) =>
            `${o.number}・${o.shopName}・${o.currency} ${o.total.toLocaleString('zh-TW')}`
          }
        />
      </SideCard>
      <SideCard title="往來商家">
        <SideLines
          items={sellers}
          empty="沒有往來商家"
          rowKey={(s) => `${s.id}-${s.relation}`}
          line={(s) => `${s.name}（${s.relation === 'CUSTOMER' ? '顧客' : '成員'}）`}
        />
      </SideCard>
    </Stack>
  );
}

/** One conversation as support sees it: the user, the controls, the thread and the composer. */
export function ConversationPane({
  conversationId,
  onBack,
}: {
  conversationId: number;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const detail = useConversation(conversationId);
  const [showSide, setShowSide] = useState(false);
  const api = useMemo(() => supportThreadApi(conversationId), [conversationId]);
  const live = useQuery<SupportReceipts | null>({
    queryKey: receiptsKey(conversationId),
    queryFn: () => null,
    enabled: false,
  });
  const onRead = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
  }, [queryClient]);

  if (detail.isError) return <QueryErrorState query={detail} />;
  const c = detail.data?.conversation;
  return (
    <div className={classes.thread} data-testid="chat-conversation">
      <Stack gap="xs" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Anchor component="button" type="button" size="sm" onClick={onBack} hiddenFrom="md">
              ← 對話列表
            </Anchor>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {c?.user.name ?? '對話'}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {c && (
              <Badge variant="light" color={c.status === 'OPEN' ? 'teal' : 'gray'}>
                {CHAT_STATUS_LABELS[c.status]}
              </Badge>
            )}
            <Button
              size="compact-xs"
              variant="default"
              hiddenFrom="lg"
              onClick={() => setShowSide(true)}
              data-testid="chat-side-open"
            >
              使用者資料
            </Button>
          </Group>
        </Group>
        {c && <ConversationControls conversation={c} />}
      </Stack>
      <ChatThread
        key={conversationId}
        api={api}
        own="SUPPORT"
        receipts={{
          deliveredSeq: Math.max(c?.userDeliveredSeq ?? 0, live.data?.userDeliveredSeq ?? 0),
          readSeq: Math.max(c?.userReadSeq ?? 0, live.data?.userReadSeq ?? 0),
        }}
        readSeq={c?.supportReadSeq ?? 0}
        onRead={onRead}
        tools={(insert) => <CannedReplyPicker onPick={insert} />}
      />
      {/* Below lg the details have no column of their own: a dialog shows them. */}
      <ModalDialog opened={showSide} onClose={() => setShowSide(false)} title="使用者資料">
        <ConversationSide conversationId={conversationId} />
      </ModalDialog>
    </div>
  );
}
