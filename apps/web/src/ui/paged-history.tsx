import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TPaging } from '@haoyue/contracts';
import type { Key, ReactNode } from 'react';
import { PagePagination } from './page-pagination';
import { QueryStates, type QueryStatesQuery } from './query-states';

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

/** The state of the query the movements come from (TanStack's result has it). */
export type PagedHistoryQuery = QueryStatesQuery;

/** Props of {@link LoadMore}. */
export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  total: number;
  onMore: () => void;
  testId: string;
}

/** 「載入更多」 while a list read page by page (an infinite query) has more, else its total. */
export function LoadMore({ hasMore, loading, total, onMore, testId }: LoadMoreProps) {
  return hasMore ? (
    <Button variant="default" onClick={onMore} loading={loading} data-testid={testId}>
      載入更多
    </Button>
  ) : (
    <Text size="xs" c="dimmed" ta="center">
      共 {total} 筆
    </Text>
  );
}

/** An infinite query's result, as TanStack Query gives it for a list read page by page. */
export interface InfiniteHistoryQuery<T> {
  data?: { pages: readonly { data: readonly T[]; meta: TPaging }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The rows loaded so far and the 「載入更多」 of an infinite query, for {@link PagedHistory}. */
export function infiniteHistory<T>(
  query: InfiniteHistoryQuery<T>,
  testId: string,
): { items: T[] | undefined; more: LoadMoreProps } {
  const items = query.data?.pages.flatMap((p) => p.data);
  return {
    items,
    more: {
      hasMore: query.hasNextPage,
      loading: query.isFetchingNextPage,
      total: query.data?.pages[0]?.meta.total ?? items?.length ?? 0,
      onMore: () => void query.fetchNextPage(),
      testId,
    },
  };
}

/** Props of {@link PagedHistory}. */
export interface PagedHistoryProps<T> {
  /** The list's accessible name, e.g. 儲值金紀錄. */
  label: string;
  query: PagedHistoryQuery;
  /** The movements shown (one page, or every page loaded so far). */
  items: readonly T[] | undefined;
  /** Numbered pages under the list (the seller's record). */
  paging?: { meta: TPaging; page: number; onChange: (page: number) => void };
  /** Or 「載入更多」 (the member card, an infinite query). */
  more?: LoadMoreProps;
  itemKey: (item: T) => Key;
  line: (item: T) => HistoryLine;
  /** Attributes a movement carries, e.g. `data-kind`. */
  itemProps?: (item: T) => Record<`data-${string}`, string | number | undefined>;
  /** Said when there is no movement yet. */
  emptyText: string;
  testId?: string;
  emptyTestId?: string;
  itemTestId?: string;
  amountTestId?: string;
}

/**
 * A ledger's movements, newest first, a page at a time: the one history of stored value,
 * vouchers and product sales, on the seller's record and on the member card. It owns loading
 * (`aria-busy`), error, empty, and paging: numbered pages or 「載入更多」.
 */
export function PagedHistory<T>({
  label,
  query,
  items,
  paging,
  more,
  itemKey,
  line,
  itemProps,
  emptyText,
  testId,
  emptyTestId,
  itemTestId,
  amountTestId,
}: PagedHistoryProps<T>) {
  return (
    <QueryStates
      query={query}
      items={items}
      loading={
        <div role="status" aria-label="載入中" aria-busy="true">
          <Skeleton h={100} />
        </div>
      }
      empty={
        <Text size="sm" c="dimmed" data-testid={emptyTestId}>
          {emptyText}
        </Text>
      }
    >
      {(rows) => (
        <Stack gap="xs" data-testid={testId}>
          <Stack gap="xs" component="ul" aria-label={label} p={0} m={0}>
            {rows.map((item) => {
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
                  {...itemProps?.(item)}
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
                        <Text size="sm" fw={600} c={l.amountColor} data-testid={amountTestId}>
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
          {paging && (
            <PagePagination meta={paging.meta} page={paging.page} onChange={paging.onChange} />
          )}
          {more && <LoadMore {...more} />}
        </Stack>
      )}
    </QueryStates>
  );
}
