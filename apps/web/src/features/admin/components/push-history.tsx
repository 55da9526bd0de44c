import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
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

const STATUS_COLORS: Record<TPushStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'blue',
  SENDING: 'orange',
  DONE: 'teal',
  CANCELLED: 'gray',
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

function PushMessageCard({
  message: m,
  onEdit,
  onDeleted,
}: { message: TPushMessage } & PushHistoryProps) {
  const cancel = useCancelPushMessage();
  const { LINE, SMS, NONE } = m.counts;
  const started = m.status === 'SENDING' || m.status === 'DONE';
  return (
    <Card withBorder radius="lg" padding="md" data-testid={`push-message-${m.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
            {m.text}
          </Text>
          <Badge
            color={STATUS_COLORS[m.status]}
            variant="light"
            style={{ flexShrink: 0 }}
            data-testid="push-status"
          >
            {PUSH_STATUS_LABELS[m.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {audienceText(m)}・{formatDateTimeLabel(m.sendAt, PUSH_TIME_ZONE)}
          {m.createdBy.displayName ? `・${m.createdBy.displayName}` : ''}
        </Text>
        {started && (
          <Group gap="md" data-testid="push-counts">
            <Text size="sm">
              LINE 成功 {LINE.sent}・失敗 {LINE.failed}
            </Text>
            <Text size="sm">
              簡訊 成功 {SMS.sent}・失敗 {SMS.failed}
            </Text>
            <Text size="sm">略過 {NONE.skipped}</Text>
            {m.counts.pending > 0 && <Text size="sm">待傳送 {m.counts.pending}</Text>}
          </Group>
        )}
        {m.status === 'DRAFT' && (
          <Group gap="xs">
            {onEdit && (
              <Button variant="light" onClick={() => onEdit(m)} data-testid={`push-edit-${m.id}`}>
                編輯
              </Button>
            )}
            <ConfirmButton
              label="刪除"
              openTestId={`push-delete-${m.id}`}
              title="刪除這則草稿？"
              confirmLabel="刪除草稿"
              isPending={cancel.isPending}
              error={cancel.error?.message ?? null}
              testId={`push-delete-confirm-${m.id}`}
              onConfirm={(close) =>
                cancel.mutate(m.id, {
                  onSuccess: () => {
                    close();
                    onDeleted?.(m.id);
                  },
                })
              }
            >
              <Text size="sm">刪除後無法復原，這則訊息不會傳送。</Text>
            </ConfirmButton>
          </Group>
        )}
        {m.status === 'SCHEDULED' && (
          <Group>
            <ConfirmButton
              label="取消排程"
              openTestId={`push-cancel-${m.id}`}
              title="取消這則排程訊息？"
              confirmLabel="取消排程"
              isPending={cancel.isPending}
              error={
                cancel.error &&
                (isTooLateToCancel(cancel.error)
                  ? '訊息已開始傳送，無法取消'
                  : cancel.error.message)
              }
              testId={`push-cancel-confirm-${m.id}`}
              onConfirm={(close) => cancel.mutate(m.id, { onSuccess: close })}
            >
              <Text size="sm">取消後這則訊息不會傳送。</Text>
            </ConfirmButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
