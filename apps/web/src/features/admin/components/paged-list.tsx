import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TPaging } from '@haoyue/contracts';
import { Fragment, type Key, type ReactNode } from 'react';
import { PagePagination } from '../../../ui/page-pagination';
import { type EmptySpec, QueryStates, type QueryStatesQuery } from '../../../ui/query-states';

/** A read of one page of an admin list, as the API answers it. */
export interface PagedListQuery<T> extends QueryStatesQuery {
  data?: { data: T[]; meta: TPaging };
  isFetching: boolean;
}

/** A list's total as its count line says it: `10,000+` when it stopped counting there. */
export function countText(meta: { total: number; totalExact?: boolean }): number | string {
  return meta.totalExact === false ? `${meta.total.toLocaleString('en-US')}+` : meta.total;
}

/**
 * An admin list's results: loading, error and empty states first; then how many match in all
 * (when `total` says how), a card a row (two a line from md up with `grid`), and the page
 * numbers, marked busy while another page loads.
 */
export function AdminPagedList<T>({
  query,
  page,
  onPage,
  total,
  empty,
  testId,
  card,
  rowKey,
  grid = false,
  loading,
}: {
  query: PagedListQuery<T>;
  page: number;
  onPage: (page: number) => void;
  /**
   * The count line, e.g. 共 12 位使用者; none without it. A list that stops counting gives
   * `10,000+` when more match.
   */
  total?: (total: number | string) => ReactNode;
  empty: EmptySpec;
  testId: string;
  card: (row: T) => ReactNode;
  rowKey: (row: T) => Key;
  grid?: boolean;
  /** The loading placeholder, in the shape of the cards to come (default one tall block). */
  loading?: ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      items={query.data?.data}
      skeletonHeight={240}
      loading={loading}
      empty={empty}
    >
      {(rows) => {
        const cards = rows.map((row) => <Fragment key={rowKey(row)}>{card(row)}</Fragment>);
        return (
          <Stack gap="sm" data-testid={testId} aria-busy={query.isFetching}>
            {total && (
              <Text size="sm" c="dimmed">
                {total(countText(query.data!.meta))}
              </Text>
            )}
            {grid ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {cards}
              </SimpleGrid>
            ) : (
              cards
            )}
            <PagePagination meta={query.data!.meta} page={page} onChange={onPage} />
          </Stack>
        );
      }}
    </QueryStates>
  );
}
