import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminFailedWorkItem, TAdminScheduledJob, TAdminWorkQueue } from '@haoyue/contracts';
import { useState } from 'react';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { ManagedList, type ManagedListQuery } from '../../../ui/managed-list';
import { showNotification } from '../../../ui/notifications';
import { QueryStates, type QueryStatesQuery } from '../../../ui/query-states';
import { useFailedWorkItems, useRetryWorkItem } from '../api/jobs';
import { useAdminMay } from '../lib/admin-context';

/** The platform's zone: the team works on Taiwan time. */
const TIME_ZONE = 'Asia/Taipei';

const when = (at: string | null) => (at ? formatDateTimeLabel(at, TIME_ZONE) : '—');

/** A length of time in the largest whole unit: `45 秒`, `3 分鐘`, `2 小時`, `30 天`. */
export function formatSpan(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} 秒`;
  if (s < 3_600) return `${Math.floor(s / 60)} 分鐘`;
  if (s < 86_400) return `${Math.floor(s / 3_600)} 小時`;
  return `${Math.floor(s / 86_400)} 天`;
}

/** A job's interval: `每 5 分鐘`, `每 30 秒`, `每 1 天`. */
export function formatEvery(seconds: number): string {
  return `每 ${formatSpan(seconds)}`;
}

/** 上次結果: 尚未執行, 成功, or 失敗 with the error. */
function LastResult({ job }: { job: TAdminScheduledJob }) {
  if (!job.lastFinishedAt && !job.lastError) return <Text size="sm">尚未執行</Text>;
  const failed = job.lastError !== null;
  return (
    <Stack gap={2} miw={0}>
      <Group gap={6} wrap="wrap">
        <Badge color={failed ? 'red' : 'teal'} variant="light">
          {failed ? '失敗' : '成功'}
        </Badge>
        <Text size="xs" c="dimmed">
          {when(job.lastFinishedAt)}
          {job.lastDurationMs !== null ? `・${job.lastDurationMs} 毫秒` : ''}
        </Text>
      </Group>
      {failed && (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {job.lastError}
        </Text>
      )}
    </Stack>
  );
}

/** 排程工作: each periodic pass, its interval, next run and last result. */
export function ScheduledJobList({ query }: { query: ManagedListQuery<TAdminScheduledJob> }) {
  return (
    <ManagedList
      label="排程工作"
      query={query}
      rowKey={(job) => job.name}
      rowProps={(job) => ({ 'data-testid': 'scheduled-job', 'data-name': job.name })}
      columns={[
        {
          key: 'name',
          header: '工作',
          labelInCard: false,
          cell: (job) => (
            <Group gap={6} wrap="wrap">
              <Stack gap={0} miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {job.label}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {job.name}
                </Text>
              </Stack>
              {job.running && (
                <Badge color="blue" variant="light">
                  執行中
                </Badge>
              )}
            </Group>
          ),
        },
        {
          key: 'every',
          header: '間隔',
          cell: (job) => <Text size="sm">{formatEvery(job.intervalSeconds)}</Text>,
        },
        {
          key: 'next',
          header: '下次執行',
          cell: (job) => <Text size="sm">{when(job.nextRunAt)}</Text>,
        },
        { key: 'last', header: '上次結果', cell: (job) => <LastResult job={job} /> },
        {
          key: 'failures',
          header: '連續失敗',
          cell: (job) => (
            <Text size="sm" c={job.consecutiveFailures > 0 ? 'red.8' : undefined}>
              {job.consecutiveFailures} 次
            </Text>
          ),
        },
      ]}
      empty={{
        title: '目前沒有排程工作',
        description: '伺服器啟用背景工作（JOBS_INTERVAL_SECONDS）後，各項排程會出現在這裡。',
      }}
      testId="scheduled-jobs"
    />
  );
}

/** A failed item's 重試: queues it again, says so, and the lists refresh. */
function RetryButton({ queue, item }: { queue: TAdminWorkQueue; item: TAdminFailedWorkItem }) {
  const retry = useRetryWorkItem();
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={retry.isPending}
      aria-label={`重試 ${item.id}`}
      data-testid="work-item-retry"
      onClick={() =>
        retry.mutate(
          { name: queue.name, id: item.id },
          {
            onSuccess: () =>
              showNotification({
                color: 'teal',
                message: `已將「${queue.label}」項目重新排入佇列`,
              }),
            onError: (error) =>
              showNotification({ color: 'red', message: `重試失敗：${error.message}` }),
          },
        )
      }
    >
      重試
    </Button>
  );
}

/** A queue's failed items, newest first, with 重試 for those who may. */
function FailedItems({ queue }: { queue: TAdminWorkQueue }) {
  const items = useFailedWorkItems(queue.name);
  const mayRetry = useAdminMay('jobs.retry');
  return (
    <ManagedList
      label={`${queue.label}：失敗項目`}
      query={items}
      rowKey={(item) => item.id}
      rowProps={(item) => ({ 'data-testid': 'failed-work-item', 'data-id': item.id })}
      columns={[
        {
          key: 'error',
          header: '錯誤',
          cell: (item) => (
            <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {item.error || '（無訊息）'}
            </Text>
          ),
        },
        {
          key: 'tries',
          header: '嘗試次數',
          cell: (item) => <Text size="sm">{item.tries} 次</Text>,
        },
        {
          key: 'created',
          header: '建立時間',
          cell: (item) => <Text size="xs">{when(item.createdAt)}</Text>,
        },
        {
          key: 'failed',
          header: '失敗時間',
          cell: (item) => <Text size="xs">{when(item.failedAt)}</Text>,
        },
        {
          key: 'data',
          header: '資料',
          cell: (item) => (
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {item.summary ?? '—'}
            </Text>
          ),
        },
      ]}
      actions={mayRetry ? (item) => <RetryButton queue={queue} item={item} /> : undefined}
      empty={{ title: '沒有失敗的項目' }}
      skeletonHeight={48}
      testId="failed-work-items"
    />
  );
}

function Count({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={alert ? 'red.8' : undefined}>
        {value}
      </Text>
    </Stack>
  );
}

/** One queue's card: its counts, and 查看失敗項目 opening the failed list. */
function QueueCard({ queue }: { queue: TAdminWorkQueue }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder padding="md" data-testid="work-queue" data-name={queue.name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Title order={3} size="h5">
              {queue.label}
            </Title>
            <Text size="xs" c="dimmed">
              {queue.name}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            data-testid="work-queue-failed-toggle"
          >
            {open ? '收合失敗項目' : '查看失敗項目'}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Count label="等待中" value={String(queue.queued)} />
          <Count label="執行中" value={String(queue.running)} />
          <Count label="失敗" value={String(queue.failed)} alert={queue.failed > 0} />
          <Count
            label="最久等待"
            value={queue.oldestQueuedSeconds === null ? '—' : formatSpan(queue.oldestQueuedSeconds)}
          />
        </SimpleGrid>
        {open && <FailedItems queue={queue} />}
      </Stack>
    </Card>
  );
}

/** 工作佇列: each kind of per-item work, its counts and failed items. */
export function WorkQueueList({
  query,
  queues,
}: {
  query: QueryStatesQuery;
  queues: readonly TAdminWorkQueue[] | undefined;
}) {
  return (
    <QueryStates query={query} items={queues} empty={{ title: '目前沒有工作佇列' }}>
      {(all) => (
        <Stack gap="sm" data-testid="work-queues">
          {all.map((queue) => (
            <QueueCard key={queue.name} queue={queue} />
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}
