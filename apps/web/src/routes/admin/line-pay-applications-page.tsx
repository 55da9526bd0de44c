import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  LINE_PAY_APPLICATION_STATUS_LABELS,
  LINE_PAY_APPLICATION_STATUSES,
} from '@haoyue/contracts';
import { useState } from 'react';
import { AdminReviewPage } from '../../features/admin/components/review-page';
import { useLinePayApplications } from '../../features/admin/api/line-pay-applications';
import {
  LinePayApplicationDialog,
  STATUS_COLORS,
} from '../../features/admin/components/line-pay-application-dialog';
import { StateBadge } from '../../ui/state-badge';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('zh-TW');

/** `/admin/line-pay-application`: sellers' LINE Pay applications, reviewed one by one. */
export default function LinePayApplicationsPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <AdminReviewPage
      title="LINE Pay 申請"
      statuses={LINE_PAY_APPLICATION_STATUSES}
      labels={LINE_PAY_APPLICATION_STATUS_LABELS}
      useList={useLinePayApplications}
      placeholder="公司名稱、統一編號或商家"
      testIdPrefix="line-pay"
      cardHeight={72}
      empty="沒有符合的申請"
      testId="line-pay-applications"
      rowKey={(row) => row.id}
      card={(row) => (
        <Card withBorder radius="md" p={0}>
          <UnstyledButton
            p="md"
            onClick={() => setOpenId(row.id)}
            data-testid="line-pay-application-row"
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.businessName}
                </Text>
                <Text size="sm" c="dimmed">
                  {row.sellerName}・統一編號 {row.taxId}・{formatDate(row.submittedAt)} 送出
                </Text>
              </Stack>
              <StateBadge
                state={row.status}
                colors={STATUS_COLORS}
                labels={LINE_PAY_APPLICATION_STATUS_LABELS}
              />
            </Group>
          </UnstyledButton>
        </Card>
      )}
    >
      {openId !== null && <LinePayApplicationDialog id={openId} onClose={() => setOpenId(null)} />}
    </AdminReviewPage>
  );
}
