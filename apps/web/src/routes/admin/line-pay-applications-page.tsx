import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  LINE_PAY_APPLICATION_STATUS_LABELS,
  LINE_PAY_APPLICATION_STATUSES,
} from '@haoyue/contracts';
import { useState } from 'react';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { StatusSearchFilters } from '../../features/admin/components/status-search-filters';
import { useLinePayApplications } from '../../features/admin/api/line-pay-applications';
import {
  LinePayApplicationDialog,
  STATUS_COLORS,
} from '../../features/admin/components/line-pay-application-dialog';
import { oneOf, useUrlFilters } from '../../features/admin/lib/url-filters';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { QueryErrorState } from '../../ui/error-state';
import { ListSkeleton } from '../../ui/list-skeleton';
import { PagePagination } from '../../ui/page-pagination';

const STATUS_OPTIONS = LINE_PAY_APPLICATION_STATUSES.map((s) => ({
  value: s,
  label: LINE_PAY_APPLICATION_STATUS_LABELS[s],
}));

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('zh-TW');

/** `/admin/line-pay-application`: sellers' LINE Pay applications, reviewed one by one. */
export default function LinePayApplicationsPage() {
  usePageTitle('LINE Pay 申請');
  const { values, page, set } = useUrlFilters(['status', 'q'] as const, { history: 'push' });
  const status = oneOf(LINE_PAY_APPLICATION_STATUSES, values.status);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useLinePayApplications({ status, q: values.q || undefined, page });

  return (
    <Stack gap="md">
      <AdminPageHeader title="LINE Pay 申請" />
      <StatusSearchFilters
        statuses={STATUS_OPTIONS}
        status={status}
        onStatus={(v) => set({ status: v })}
        query={values.q}
        onSearch={(q) => set({ q })}
        placeholder="公司名稱、統一編號或商家"
        testIdPrefix="line-pay"
      />
      {list.isPending ? (
        <div aria-busy="true" aria-label="載入申請">
          <ListSkeleton count={4} height={72} />
        </div>
      ) : list.isError ? (
        <QueryErrorState query={list} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title="沒有符合的申請" description="換個狀態或搜尋字詞試試。" />
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching} data-testid="line-pay-applications">
          {list.data.data.map((row) => (
            <Card key={row.id} withBorder radius="md" p={0}>
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
                  <Badge
                    color={STATUS_COLORS[row.status]}
                    variant="light"
                    style={{ flexShrink: 0 }}
                  >
                    {LINE_PAY_APPLICATION_STATUS_LABELS[row.status]}
                  </Badge>
                </Group>
              </UnstyledButton>
            </Card>
          ))}
          <PagePagination meta={list.data.meta} page={page} onChange={(p) => set({ page: p })} />
        </Stack>
      )}
      {openId !== null && <LinePayApplicationDialog id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
