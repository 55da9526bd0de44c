import { Stack } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { AdminPageHeader } from './admin-page-header';
import { AdminPagedList, type PagedListQuery } from './paged-list';
import { StatusSearchFilters, useStatusSearch } from './status-search-filters';

/** What an {@link AdminReviewPage}'s list read is asked for, out of its URL. */
export interface ReviewRequest<S extends string> {
  status: S | undefined;
  q: string | undefined;
  page: number;
}

/**
 * An admin review page (LINE Pay applications, Google enrolments): its title, the status and
 * search filters held in the URL, then the matching cards a page at a time. `useList` is the
 * list's read (a query hook, the same on every render).
 */
export function AdminReviewPage<S extends string, T>({
  title,
  statuses,
  labels,
  useList,
  placeholder,
  testIdPrefix,
  cardHeight,
  empty,
  testId,
  rowKey,
  card,
  children,
}: {
  title: string;
  statuses: readonly S[];
  labels: Readonly<Record<S, string>>;
  useList: (request: ReviewRequest<S>) => PagedListQuery<T>;
  /** The search box's placeholder. */
  placeholder: string;
  /** `{prefix}-status-filter` and `{prefix}-search`. */
  testIdPrefix: string;
  /** Height of a loading placeholder card, about that of the cards to come. */
  cardHeight: number;
  /** The empty state's title; its line says to change the filters. */
  empty: string;
  testId: string;
  rowKey: (row: T) => Key;
  card: (row: T) => ReactNode;
  /** Drawn under the list (a dialog the cards open). */
  children?: ReactNode;
}) {
  usePageTitle(title);
  const search = useStatusSearch(statuses);
  const list = useList(search.request);
  return (
    <Stack gap="md">
      <AdminPageHeader title={title} />
      <StatusSearchFilters
        statuses={statuses}
        labels={labels}
        {...search.filters}
        placeholder={placeholder}
        testIdPrefix={testIdPrefix}
      />
      <AdminPagedList
        query={list}
        page={search.page}
        onPage={search.onPage}
        loading={
          <div role="status" aria-busy="true" aria-label="載入申請">
            <ListSkeleton count={4} height={cardHeight} />
          </div>
        }
        empty={{ title: empty, description: '換個狀態或搜尋字詞試試。' }}
        testId={testId}
        rowKey={rowKey}
        card={card}
      />
      {children}
    </Stack>
  );
}
