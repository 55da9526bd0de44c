import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TPaging } from '@haoyue/contracts';
import type { Key, ReactNode } from 'react';
import { QueryErrorState, type RetryableQuery } from './error-state';
import { PagePagination } from './page-pagination';

/** What one movement of a {@link PagedHistory} shows. */
export interface HistoryLine {
  /** What happened: 儲值, 使用 … */
  title: ReactNode;
  /** Smaller lines under it: when, who, why. Empty ones are skipped. */
  details?: ReactNode[];
  /** The movement's amount, right-aligned: +NT$3,300, −1 次. */
  amount?: ReactNode;
  /** Colour of the amount (a Mantine colour), e.g. teal.9 for money in. */
  amountColor?: string;
  /** Under the amount: the balance after it. */
  after?: ReactNode;
}

/** A page of movements as a query gives it: `{ data, meta }`. */
export interface PagedHistoryQuery<T> extends RetryableQuery {
  isPending: boolean;
  isError: boolean;
  data?: { data: readonly T[]; meta: TPaging };
}

/** Props of {@link PagedHistory}. */
export interface PagedHistoryProps<T> {
  /** The list's accessible name, e.g. 儲值金紀錄. */
  label: string;
  query: PagedHistoryQuery<T>;
  page: number;
  onPageChange: (page: number) => void;
  itemKey: (item: T) => Key;
  line: (item: T) => HistoryLine;
  /** Said when there is no movement yet. */
  emptyText: string;
  testId?: string;
  emptyTestId?: string;
  itemTestId?: string;
}

/**
 * A ledger's movements, newest first, a page at a time: the one history of stored value,
 * vouchers and product sales. It owns loading (`aria-busy`), error, empty and paging.
 */
export function PagedHistory<T>({
  label,
  query,
  page,
  onPageChange,
  itemKey,
  line,
  emptyText,
  testId,
  emptyTestId,
  itemTestId,
}: PagedHistoryProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="載入中" aria-busy="true">
        <Skeleton h={100} />
      </div>
    );
  }
  if (query.isError || !query.data) return <QueryErrorState query={query} />;
  if (query.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={emptyTestId}>
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid={testId}>
      <Stack gap="xs" component="ul" aria-label={label} p={0} m={0}>
        {query.data.data.map((item) => {
          const l = line(item);
          return (
            <Group
              key={itemKey(item)}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
              style={{ listStyle: 'none' }}
              data-testid={itemTestId}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {l.title}
                </Text>
                {l.details?.filter(Boolean).map((detail, i) => (
                  <Text key={i} size="xs" c="dimmed">
                    {detail}
                  </Text>
                ))}
              </Stack>
              {(l.amount !== undefined || l.after !== undefined) && (
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  {l.amount !== undefined && (
                    <Text size="sm" fw={600} c={l.amountColor}>
                      {l.amount}
                    </Text>
                  )}
                  {l.after !== undefined && (
                    <Text size="xs" c="dimmed">
                      {l.after}
                    </Text>
                  )}
                </Stack>
              )}
            </Group>
          );
        })}
      </Stack>
      <PagePagination meta={query.data.meta} page={page} onChange={onPageChange} />
    </Stack>
  );
}
