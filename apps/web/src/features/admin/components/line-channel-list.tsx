import { Badge, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  LINE_CHANNEL_STATUS_LABELS,
  LINE_CHANNEL_STATUSES,
  type TAdminLineChannel,
  type TAdminReasonRequest,
  ZAdminReasonRequest,
} from '@haoyue/contracts';
import { type FormEvent, useState } from 'react';
import { formatWhen } from '../../../lib/consent-answer-labels';
import { useContractForm } from '../../../lib/use-contract-form';
import { EditDialog } from '../../../ui/edit-dialog';
import { ManagedList } from '../../../ui/managed-list';
import { savedThen } from '../../../ui/saved-then';
import { useLineChannels, useSetLineChannel } from '../api/line-channels';
import { oneOf, useUrlFilters } from '../lib/url-filters';
import { ChoiceFilter } from './choice-filter';

/** 停用 / 啟用 with the reason the audit log keeps (and, disabling, the seller sees). */
function StatusDialog({ channel, onClose }: { channel: TAdminLineChannel; onClose: () => void }) {
  const disabling = channel.disabledAt === null;
  const save = useSetLineChannel();
  const form = useContractForm({
    initialValues: { reason: '' },
    schema: ZAdminReasonRequest,
    toBody: (v: { reason: string }): TAdminReasonRequest => ({ reason: v.reason.trim() }),
  });
  const submit = () =>
    save.mutate(
      { sellerId: channel.sellerId, disabled: disabling, ...form.body() },
      savedThen(disabling ? '已停用 LINE 串接' : '已啟用 LINE 串接', onClose),
    );
  return (
    <EditDialog
      opened
      title={`${disabling ? '停用' : '啟用'}「${channel.sellerName}」的 LINE 串接`}
      onClose={onClose}
      onSubmit={form.onSubmit(submit)}
      submitLabel={disabling ? '停用' : '啟用'}
      submitColor={disabling ? 'red' : undefined}
      save={save}
      testId="line-channel-status-form"
      submitTestId="line-channel-status-save"
    >
      <Text size="sm">
        {disabling
          ? '停用後，此商家的顧客無法以 LINE 登入，預約通知改以簡訊傳送；商家會在 LINE 設定頁看到停用原因。'
          : '啟用後，此商家的 LINE 登入與 LINE 通知立即恢復。'}
      </Text>
      <Textarea
        label="原因"
        autosize
        minRows={2}
        {...form.field('reason', 'line-channel-reason')}
      />
    </EditDialog>
  );
}

/** A row's 停用 / 啟用, opening the reason dialog. */
function StatusButton({ channel }: { channel: TAdminLineChannel }) {
  const [open, setOpen] = useState(false);
  const disabling = channel.disabledAt === null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color={disabling ? 'red' : 'teal'}
        onClick={() => setOpen(true)}
        aria-label={`${disabling ? '停用' : '啟用'}「${channel.sellerName}」的 LINE 串接`}
        data-testid="line-channel-toggle"
      >
        {disabling ? '停用' : '啟用'}
      </Button>
      {open && <StatusDialog channel={channel} onClose={() => setOpen(false)} />}
    </>
  );
}

const when = (at: string | null) => (at ? formatWhen(at) : '—');

/** Sellers' connected LINE channels: search, filter, last success and failures, disable/enable. */
export function LineChannelList() {
  const filters = useUrlFilters(['keyword', 'status'] as const, { history: 'push' });
  const status = oneOf(LINE_CHANNEL_STATUSES, filters.values.status);
  const channels = useLineChannels({
    keyword: filters.values.keyword || undefined,
    status,
    page: filters.page,
  });
  const [keyword, setKeyword] = useState(filters.values.keyword);
  const search = (event: FormEvent) => {
    event.preventDefault();
    filters.set({ keyword: keyword.trim() });
  };
  return (
    <Stack gap="md" data-testid="line-channel-list">
      <Group component="form" role="search" onSubmit={search} gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label="搜尋"
          placeholder="商家名稱、Channel ID 或 LIFF ID"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
          data-testid="line-channel-keyword"
        />
        <ChoiceFilter
          label="狀態"
          values={LINE_CHANNEL_STATUSES}
          labels={LINE_CHANNEL_STATUS_LABELS}
          all="全部狀態"
          value={status}
          onChoose={(value) => filters.set({ status: value })}
          style={{ flex: '0 1 10rem' }}
          comboboxProps={{ withinPortal: true }}
          data-testid="line-channel-status"
        />
        <Button type="submit" variant="default">
          搜尋
        </Button>
      </Group>
      <ManagedList
        label="LINE 串接"
        query={{ ...channels, data: channels.data?.data }}
        rowKey={(c) => c.sellerId}
        rowProps={(c) => ({ 'data-testid': 'line-channel-row', 'data-seller-id': c.sellerId })}
        columns={[
          {
            key: 'seller',
            header: '商家',
            cell: (c) => (
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600}>{c.sellerName}</Text>
                  {c.disabledAt ? (
                    <Badge color="red" variant="light">
                      已停用
                    </Badge>
                  ) : c.failureCount > 0 ? (
                    <Badge color="orange" variant="light">
                      最近失敗
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light">
                      使用中
                    </Badge>
                  )}
                </Group>
                {c.disabledReason && (
                  <Text size="xs" c="dimmed">
                    停用原因：{c.disabledReason}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            key: 'channels',
            header: '頻道',
            cell: (c) => (
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                LIFF：{c.liffId ?? '—'}・Login：{c.loginChannelId ?? '—'}・Messaging：
                {c.messagingChannelId ?? '—'}
                {c.hasChannelAccessToken ? '' : '（無 Access Token）'}
              </Text>
            ),
          },
          {
            key: 'connected',
            header: '串接時間',
            cell: (c) => <Text size="xs">{when(c.connectedAt)}</Text>,
          },
          {
            key: 'success',
            header: '最後成功',
            cell: (c) => <Text size="xs">{when(c.lastSuccessAt)}</Text>,
          },
          {
            key: 'failure',
            header: '最近失敗',
            cell: (c) =>
              c.lastFailureAt ? (
                <Text size="xs" c={c.failureCount > 0 ? 'red.8' : undefined}>
                  {when(c.lastFailureAt)}：{c.lastFailureMessage}
                  {c.failureCount > 0 ? `（連續 ${c.failureCount} 次）` : ''}
                </Text>
              ) : (
                <Text size="xs">—</Text>
              ),
          },
        ]}
        actions={(c) => <StatusButton channel={c} />}
        empty={{
          title: '沒有符合的 LINE 串接',
          description: '商家在 LINE 設定頁儲存頻道後會出現在這裡。',
        }}
        paging={
          channels.data
            ? {
                meta: channels.data.meta,
                page: filters.page,
                onChange: (page) => filters.set({ page }),
              }
            : undefined
        }
        testId="line-channels"
      />
    </Stack>
  );
}
