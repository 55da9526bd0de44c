import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { TAdminGoogleReserveMerchant } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { DetailRow, formatTime, GoogleReserveStatusBadge } from './enrolment-status';

/**
 * One enrolled shop in the admin review list: the details Google matches it by beside its maps
 * link (to compare), what it offers, its status, and the decisions (`actions`) under it.
 */
export function AdminMerchantCard({
  merchant: m,
  actions,
}: {
  merchant: TAdminGoogleReserveMerchant;
  actions?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="google-reserve-merchant">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {m.shopName}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {m.sellerName}・{formatTime(m.updatedAt)} 送出
            </Text>
          </Stack>
          <GoogleReserveStatusBadge status={m.status} />
        </Group>
        <DetailRow label="地址">{m.address}</DetailRow>
        <DetailRow label="電話">{m.phoneNumber ?? '未填寫'}</DetailRow>
        <DetailRow label="地圖連結">
          {m.mapsPlaceUrl ? (
            <Anchor href={m.mapsPlaceUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {m.mapsPlaceUrl}
            </Anchor>
          ) : (
            '未填寫'
          )}
        </DetailRow>
        <DetailRow label="開放服務">
          {m.offeredServiceCount === null ? '所有線上預約服務' : `${m.offeredServiceCount} 項服務`}
          {m.payAtShop ? '・訂金改到店付款' : ''}
        </DetailRow>
        {m.shopReviewStatus !== 'APPROVED' && (
          <Text size="sm" c="orange.9">
            店家本身尚未上架（平台審核）
          </Text>
        )}
        {m.rejectReason && <DetailRow label="退回原因">{m.rejectReason}</DetailRow>}
        {m.decidedAt && <DetailRow label="審核時間">{formatTime(m.decidedAt)}</DetailRow>}
        {actions && (
          <Group justify="flex-end" gap="sm">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
