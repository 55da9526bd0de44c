import { Stack, Text } from '@mantine/core';
import type { TPaging } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { PagePagination } from '../../../ui/page-pagination';
import { type EmptySpec, QueryStates, type QueryStatesQuery } from '../../../ui/query-states';

/** A read of one page of an admin list, as the API answers it. */
export interface PagedListQuery<T> extends QueryStatesQuery {
  data?: { data: T[]; meta: TPaging };
  isFetching: boolean;
}

/**
 * An admin list's results: loading, error and empty states first; then how many match in all,
 * the rows, and the page numbers, marked busy while another page loads.
 */
export function AdminPagedList<T>({
  query,
  page,
  onPage,
  total,
  empty,
  testId,
  children,
}: {
  query: PagedListQuery<T>;
  page: number;
  onPage: (page: number) => void;
  /** The count line, e.g. 共 12 位使用者. */
  total: (total: number) => ReactNode;
  empty: EmptySpec;
  testId: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  return (
    <QueryStates query={query} items={query.data?.data} skeletonHeight={240} empty={empty}>
      {(rows) => (
        <Stack gap="sm" data-testid={testId} aria-busy={query.isFetching}>
          <Text size="sm" c="dimmed">
            {total(query.data!.meta.total)}
          </Text>
          {children(rows)}
          <PagePagination meta={query.data!.meta} page={page} onChange={onPage} />
        </Stack>
      )}
    </QueryStates>
  );
}
