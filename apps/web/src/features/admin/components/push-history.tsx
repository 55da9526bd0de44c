import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import {
  PUSH_AUDIENCE_LABELS,
  PUSH_STATUS_LABELS,
  type TPushMessage,
  type TPushStatus,
} from '@haoyue/contracts';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { ConfirmButton } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { PagePagination } from '../../../ui/page-pagination';
import { useCancelPushMessage, usePushMessages } from '../api/push-messages';
import { isTooLateToCancel, PUSH_TIME_ZONE } from '../lib/push-form';
import { useUrlFilters } from '../lib/url-filters';
import { StateBadge } from '../../../ui/state-badge';

const STATUS_COLORS: Record<TPushStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'blue',
  SENDING: 'orange',
  DONE: 'teal',
  CANCELLED: 'gray',
  FAILED: 'red',
};

/** Props of {@link PushHistory}. */
export interface PushHistoryProps {
  /** Opens a draft in the compose form. */
  onEdit?: (draft: TPushMessage) => void;
  /** A draft was deleted (the form may be editing it). */
  onDeleted?: (id: number) => void;
}

/** The push messages sent, scheduled and drafted, newest first, with what each channel did. */
export function PushHistory({ onEdit, onDeleted }: PushHistoryProps = {}) {
  const { page, set } = useUrlFilters([], { history: 'push' });
  const query = usePushMessages(page);
  if (query.isPending) return <ListSkeleton count={3} height={120} />;
  if (query.isError) return <QueryErrorState query={query} />;
  const { data: messages, meta } = query.data;
  if (messages.length === 0) {
    return <EmptyState title="尚未傳送推播訊息" description="撰寫的訊息會列在這裡。" />;
  }
  return (
    <Stack gap="sm" data-testid="push-history">
      {messages.map((m) => (
        <PushMessageCard key={m.id} message={m} onEdit={onEdit} onDeleted={onDeleted} />
      ))}
      <PagePagination meta={meta} page={page} onChange={(p) => set({ page: p })} />
    </Stack>
  );
}

function audienceText(m: TPushMessage): string {
  const label = PUSH_AUDIENCE_LABELS[m.audience.kind];
  return m.audience.name ? `${label}：${m.audience.name}` : label;
}

const CHANNELS = [
  { key: 'LINE', label: 'LINE' },
  { key: 'SMS', label: '簡訊' },
] as const;

/**
 * What each channel did, as a small table (成功 / 失敗 / 略過 per channel; narrow enough for a
 * 390 px phone). LINE is tried first: whom it skips (no LINE friend it can reach) get the SMS;
 * SMS skips those not opted in or without a phone number, who are reached by no channel.
 */
function PushCounts({ counts }: { counts: TPushMessage['counts'] }) {
  return (
    <Stack gap={2} data-testid="push-counts">
      <Table
        fz="sm"
        verticalSpacing={2}
        horizontalSpacing="xs"
        withRowBorders={false}
        layout="fixed"
        aria-label="各管道傳送結果"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>管道</Table.Th>
            <Table.Th ta="right">成功</Table.Th>
            <Table.Th ta="right">失敗</Table.Th>
            <Table.Th ta="right">略過</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CHANNELS.map(({ key, label }) => (
            <Table.Tr key={key} data-testid={`push-counts-${key}`}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{counts[key].sent}</Table.Td>
              <Table.Td ta="right">{counts[key].failed}</Table.Td>
              <Table.Td ta="right">{counts[key].skipped}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {counts.pending > 0 && (
        <Text size="sm" data-testid="push-pending">
          待傳送 {counts.pending}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        LINE 略過：未綁定 LINE
        或未加商家好友，改傳簡訊；簡訊略過：未同意接收或沒有手機號碼，無法送達。
      </Text>
    </Stack>
  );
}

function PushMessageCard({
  message: m,
  onEdit,
  onDeleted,
}: { message: TPushMessage } & PushHistoryProps) {
  // A failed delivery shows what went out and what did not (待傳送).
  const started = m.status === 'SENDING' || m.status === 'DONE' || m.status === 'FAILED';
  return (
    <Card withBorder radius="lg" padding="md" data-testid={`push-message-${m.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
            {m.text}
          </Text>
          <StateBadge
            state={m.status}
            colors={STATUS_COLORS}
            labels={PUSH_STATUS_LABELS}
            testId="push-status"
          />
        </Group>
        <Text size="sm" c="dimmed">
          {audienceText(m)}・{formatDateTimeLabel(m.sendAt, PUSH_TIME_ZONE)}
          {m.createdBy.displayName ? `・${m.createdBy.displayName}` : ''}
        </Text>
        {started && <PushCounts counts={m.counts} />}
        {m.status === 'DRAFT' && (
          <Group gap="xs">
            {onEdit && (
              <Button variant="light" onClick={() => onEdit(m)} data-testid={`push-edit-${m.id}`}>
                編輯
              </Button>
            )}
            <CancelMessage message={m} kind="DRAFT" onDone={onDeleted} />
          </Group>
        )}
        {m.status === 'SCHEDULED' && (
          <Group>
            <CancelMessage message={m} kind="SCHEDULED" />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** What a draft's 刪除 and a scheduled message's 取消排程 say: both are the one cancel call. */
const CANCEL_WORDS = {
  DRAFT: {
    label: '刪除',
    testId: 'push-delete',
    title: '刪除這則草稿？',
    confirmLabel: '刪除草稿',
    note: '刪除後無法復原，這則訊息不會傳送。',
    tooLate: undefined,
  },
  SCHEDULED: {
    label: '取消排程',
    testId: 'push-cancel',
    title: '取消這則排程訊息？',
    confirmLabel: '取消排程',
    note: '取消後這則訊息不會傳送。',
    tooLate: '訊息已開始傳送，無法取消',
  },
} as const;

/** A draft's 刪除 or a scheduled message's 取消排程, asked first; `onDone` once it went. */
function CancelMessage({
  message: m,
  kind,
  onDone,
}: {
  message: TPushMessage;
  kind: keyof typeof CANCEL_WORDS;
  onDone?: (id: number) => void;
}) {
  const cancel = useCancelPushMessage();
  const words = CANCEL_WORDS[kind];
  const error =
    cancel.error &&
    (words.tooLate && isTooLateToCancel(cancel.error) ? words.tooLate : cancel.error.message);
  return (
    <ConfirmButton
      label={words.label}
      openTestId={`${words.testId}-${m.id}`}
      title={words.title}
      confirmLabel={words.confirmLabel}
      isPending={cancel.isPending}
      error={error}
      testId={`${words.testId}-confirm-${m.id}`}
      onConfirm={(close) =>
        cancel.mutate(m.id, {
          onSuccess: () => {
            close();
            onDone?.(m.id);
          },
        })
      }
    >
      <Text size="sm">{words.note}</Text>
    </ConfirmButton>
  );
}
