import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { QueryErrorState, type RetryableQuery } from './error-state';

/** The state of a read, as a TanStack query result has it. */
export interface QueryStatesQuery extends RetryableQuery {
  isPending: boolean;
  isError: boolean;
}

/** An {@link EmptyState}'s words and icon. */
export interface EmptySpec {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
}

const isEmptySpec = (e: unknown): e is EmptySpec =>
  typeof e === 'object' && e !== null && 'title' in e && typeof e.title === 'string';

/** Props of {@link QueryStates}. */
export interface QueryStatesProps<T> {
  query: QueryStatesQuery;
  /** The rows once loaded (out of the query's data); none is a failed read. */
  items: readonly T[] | undefined;
  /** Height of the loading placeholder (announced 載入中). */
  skeletonHeight?: number;
  /** Or the whole loading placeholder, in the shape of what comes. */
  loading?: ReactNode;
  /** Shown when there is no row: an {@link EmptyState}'s words, or any element. */
  empty: EmptySpec | ReactNode;
  /** The rows, drawn once there is one. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * The states every list read goes through before its rows: the placeholder while loading, the
 * error with its retry, the empty state; then `children` draws the rows.
 */
export function QueryStates<T>({
  query,
  items,
  skeletonHeight = 100,
  loading,
  empty,
  children,
}: QueryStatesProps<T>) {
  if (query.isPending) {
    return (
      loading ?? (
        <div role="status" aria-label="載入中">
          <Skeleton h={skeletonHeight} />
        </div>
      )
    );
  }
  if (query.isError || !items) return <QueryErrorState query={query} />;
  if (items.length === 0) {
    return isEmptySpec(empty) ? (
      <EmptyState title={empty.title} description={empty.description} icon={empty.icon} />
    ) : (
      <>{empty}</>
    );
  }
  return <>{children(items)}</>;
}
