import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SYSTEM_ORDER_STATUS_LABELS, SYSTEM_ORDER_STATUSES } from '@haoyue/contracts';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { ChoiceFilter } from '../../features/admin/components/choice-filter';
import { DayRangeFilter } from '../../features/admin/components/day-range-filter';
import { AdminSystemOrderList } from '../../features/admin/components/system-order-list';
import { oneOf, positiveId, useUrlFilters } from '../../features/admin/lib/url-filters';
import { usePageTitle } from '../../lib/use-page-title';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/system-order: what the platform charged sellers, by status, seller and days. */
export default function AdminSystemOrdersPage() {
  usePageTitle('系統訂單');
  const { values, page, set } = useUrlFilters(['status', 'sellerId', 'from', 'to'] as const);
  const filter = {
    status: oneOf(SYSTEM_ORDER_STATUSES, values.status),
    sellerId: positiveId(values.sellerId),
    from: DAY.test(values.from) ? values.from : undefined,
    to: DAY.test(values.to) ? values.to : undefined,
  };
  return (
    <Stack gap="md">
      <AdminPageHeader title="系統訂單" subtitle="平台向商家收取的授權費用，新的在前" />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <ChoiceFilter
          label="狀態"
          values={SYSTEM_ORDER_STATUSES}
          labels={SYSTEM_ORDER_STATUS_LABELS}
          all="全部狀態"
          value={filter.status}
          onChoose={(status) => set({ status })}
          comboboxProps={{ withinPortal: true }}
          data-testid="system-orders-status"
        />
        <TextInput
          label="商家 ID"
          inputMode="numeric"
          placeholder="全部"
          value={values.sellerId}
          onChange={(e) => set({ sellerId: e.currentTarget.value.replace(/\D/g, '') })}
          data-testid="system-orders-sellerId"
        />
        <DayRangeFilter from={filter.from} to={filter.to} set={set} testIdPrefix="system-orders" />
      </SimpleGrid>
      <AdminSystemOrderList
        filter={filter}
        page={page}
        onPage={(p) => set({ page: p })}
        filtered={Object.values(values).some(Boolean)}
      />
    </Stack>
  );
}
