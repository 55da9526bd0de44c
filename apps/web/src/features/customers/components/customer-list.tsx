import { Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CUSTOMER_SORT_LABELS,
  CUSTOMER_SORTS,
  type TCustomerRecord,
  type TCustomerSort,
} from '@haoyue/contracts';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { ChoiceChip } from '../../../ui/choice-chip';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { IconSearch, IconUsers } from '../../../ui/icons';
import { LinkCard } from '../../../ui/link-card';
import { PagePagination } from '../../../ui/page-pagination';
import { useCustomerRecords } from '../api/customer-records';
import { useCustomerTags } from '../api/customer-tags';
import { customerName, lastVisitLabel, totalSpentLabel } from '../lib/customer-labels';
import { TagBadge } from './tag-badge';

const SORT_OPTIONS = CUSTOMER_SORTS.map((s) => ({ value: s, label: CUSTOMER_SORT_LABELS[s] }));

function CustomerCard({ customer, timeZone }: { customer: TCustomerRecord; timeZone: string }) {
  return (
    <LinkCard
      to={paths.dashboardCustomer.getHref(customer.id)}
      title={customerName(customer.displayName)}
      aside={
        <Text size="sm" c="dimmed" data-testid="customer-phone" style={{ flexShrink: 0 }}>
          {customer.phoneNumber ?? '未留電話'}
        </Text>
      }
      gap={6}
      testId="customer-card"
    >
      {customer.tags.length > 0 && (
        <Group gap={4}>
          {customer.tags.map((tag) => (
            <TagBadge key={tag.id} tag={tag} />
          ))}
        </Group>
      )}
      <Group gap="md" wrap="wrap">
        <Text size="xs" c="dimmed">
          最近到店：{lastVisitLabel(customer.stats, timeZone)}
        </Text>
        <Text size="xs" c="dimmed">
          到店 {customer.stats.visitCount} 次
        </Text>
        <Text size="xs" c="dimmed">
          消費 {totalSpentLabel(customer.stats)}
        </Text>
      </Group>
    </LinkCard>
  );
}

/** The seller's customers: search by name or phone, tag chips, sort, cards, pages. */
export function CustomerList({ sellerId, timeZone }: { sellerId: number; timeZone: string }) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const [tagId, setTagId] = useState<number | null>(null);
  const [sort, setSort] = useState<TCustomerSort>('lastVisit');
  const [page, setPage] = useState(1);
  const tags = useCustomerTags(sellerId);
  const list = useCustomerRecords(sellerId, { keyword: debounced.trim(), tagId, sort, page });
  const filtered = Boolean(debounced.trim() || tagId);
  return (
    <Stack gap="md">
      <TextInput
        label="搜尋顧客"
        placeholder="姓名或手機號碼，例如 0912"
        leftSection={<IconSearch size={16} />}
        rightSection={list.isFetching && !list.isPending ? <Loader size="xs" /> : null}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPage(1);
        }}
        type="search"
        data-testid="customer-search"
      />
      <Group justify="space-between" align="flex-end" gap="xs">
        {tags.data && tags.data.length > 0 ? (
          <Group
            gap={6}
            role="group"
            aria-label="依標籤篩選"
            style={{ flex: 1, minWidth: 200 }}
            data-testid="customer-tag-filter"
          >
            <ChoiceChip
              selected={tagId === null}
              onClick={() => {
                setTagId(null);
                setPage(1);
              }}
            >
              全部
            </ChoiceChip>
            {tags.data.map((tag) => (
              <ChoiceChip
                key={tag.id}
                selected={tagId === tag.id}
                onClick={() => {
                  setTagId(tagId === tag.id ? null : tag.id);
                  setPage(1);
                }}
              >
                {tag.name}
              </ChoiceChip>
            ))}
          </Group>
        ) : (
          <span />
        )}
        <Select
          label="排序"
          allowDeselect={false}
          data={SORT_OPTIONS}
          value={sort}
          onChange={(v) => {
            if (!v) return;
            setSort(v as TCustomerSort);
            setPage(1);
          }}
          w={140}
          comboboxProps={{ withinPortal: true }}
          data-testid="customer-sort"
        />
      </Group>
      {list.isPending ? (
        <ListSkeleton count={3} height={88} radius="md" />
      ) : list.isError ? (
        <QueryErrorState query={list} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={filtered ? '找不到符合的顧客' : '還沒有顧客'}
          description={
            filtered ? '換個關鍵字或標籤試試看。' : '顧客預約或由店家建立預約後，會出現在這裡。'
          }
          icon={filtered ? undefined : <IconUsers size={28} />}
        />
      ) : (
        <Stack gap="sm" data-testid="customer-list" aria-busy={list.isFetching}>
          <Text size="sm" c="dimmed">
            共 {list.data.meta.total} 位顧客
          </Text>
          {list.data.data.map((customer) => (
            <CustomerCard key={customer.id} customer={customer} timeZone={timeZone} />
          ))}
          <PagePagination meta={list.data.meta} page={page} onChange={setPage} />
        </Stack>
      )}
    </Stack>
  );
}
