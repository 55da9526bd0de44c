import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import {
  GOOGLE_FEED_RUN_STATUS_LABELS,
  GOOGLE_RESERVE_STATUS_LABELS,
  GOOGLE_UPDATE_KIND_LABELS,
  GOOGLE_UPDATE_STATUS_LABELS,
  type TGoogleReserveShop,
  type TGoogleReserveStatus,
} from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { SettingsCard } from '../../../ui/settings-card';

export const GOOGLE_RESERVE_STATUS_COLORS: Record<TGoogleReserveStatus, string> = {
  PENDING: 'orange',
  APPROVED: 'teal',
  REJECTED: 'red',
};

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { dateStyle: 'medium', timeStyle: 'short' });

/** An enrolment's status as a chip: 審核中 / 已上線 / 已退回, or 未申請 without one. */
export function GoogleReserveStatusBadge({
  status,
  size = 'md',
}: {
  status: TGoogleReserveStatus | null;
  size?: 'sm' | 'md';
}) {
  return (
    <Badge
      color={status ? GOOGLE_RESERVE_STATUS_COLORS[status] : 'gray'}
      variant="light"
      size={size}
      style={{ flexShrink: 0 }}
      data-testid="google-reserve-status-badge"
    >
      {status ? GOOGLE_RESERVE_STATUS_LABELS[status] : '未申請'}
    </Badge>
  );
}

/** A label and its value, the label in a fixed column (wrapping under it on a phone). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={96} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

/** Where the shop stands on Google: the review, the last feed that carried it, the last update. */
export function EnrolmentStatusCard({ shop }: { shop: TGoogleReserveShop }) {
  const enrolment = shop.enrolment;
  const feed = enrolment?.lastFeed ?? null;
  const note = enrolment?.lastNotification ?? null;
  return (
    <SettingsCard
      title="上架狀態"
      testId="google-reserve-status"
      action={<GoogleReserveStatusBadge status={enrolment?.status ?? null} />}
    >
      {!enrolment && (
        <Text size="sm">
          尚未申請。填寫下方資料送出後，平台審核通過，顧客就能在 Google 地圖與搜尋結果直接預約本店。
        </Text>
      )}
      {enrolment?.status === 'PENDING' && (
        <Text size="sm">平台審核中，審核通過後即會上線。審核期間仍可修改資料。</Text>
      )}
      {enrolment?.status === 'APPROVED' && (
        <Text size="sm">已上線：顧客可在 Google 上預約本店開放的服務。</Text>
      )}
      {enrolment?.status === 'REJECTED' && (
        <Alert color="red" title="未通過審核" data-testid="google-reserve-reject-reason">
          {enrolment.rejectReason ?? '未說明原因'}。請修改後重新送出申請。
        </Alert>
      )}
      {enrolment && shop.shopReviewStatus !== 'APPROVED' && (
        <Alert color="orange">
          店家本身尚未通過平台審核，要等店家上架後，Google 預約才會開放。
        </Alert>
      )}
      {enrolment && (
        <Stack gap={6}>
          {enrolment.decidedAt && (
            <DetailRow label="審核時間">{formatTime(enrolment.decidedAt)}</DetailRow>
          )}
          <DetailRow label="最近資料同步">
            <span data-testid="google-reserve-last-feed">
              {feed
                ? `${GOOGLE_FEED_RUN_STATUS_LABELS[feed.status]}・${formatTime(feed.startedAt)}・${feed.records} 筆`
                : '尚未產生'}
            </span>
            {feed?.error && (
              <ProblemNote detail={feed.error}>
                資料同步失敗，系統會在下次排程自動重試；若持續失敗，請聯絡好約客服。
              </ProblemNote>
            )}
          </DetailRow>
          <DetailRow label="最近即時通知">
            <span data-testid="google-reserve-last-notification">
              {note
                ? `${GOOGLE_UPDATE_KIND_LABELS[note.kind]}・${GOOGLE_UPDATE_STATUS_LABELS[note.status]}・${formatTime(note.sentAt ?? note.createdAt)}`
                : '尚未傳送'}
            </span>
            {note?.error && (
              <ProblemNote detail={note.error}>
                {note.status === 'FAILED'
                  ? '多次重試仍未送達 Google，已停止重試；明天的資料同步會把最新的時段與預約帶給 Google。'
                  : 'Google 暫時沒有收到這則通知，系統會自動重試。'}
              </ProblemNote>
            )}
          </DetailRow>
        </Stack>
      )}
    </SettingsCard>
  );
}

/**
 * What went wrong, for the seller in zh-TW, with the platform's own error text (written for
 * operators, often in English) beneath it for anyone who contacts support.
 */
function ProblemNote({ detail, children }: { detail: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="red.8">
        {children}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        技術訊息：{detail}
      </Text>
    </Stack>
  );
}
