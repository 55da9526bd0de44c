import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error';
import { QueryErrorState } from '../../../ui/error-state';
import { NotFoundContent } from '../../../ui/not-found-content';

/** The states of one record's read on an admin page: loading, not found, failed, then it. */
export function RecordQuery<T>({
  query,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    data: T | undefined;
    refetch: () => unknown;
    isFetching: boolean;
  };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="載入中">
        <Skeleton h={48} w="60%" />
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
    return <NotFoundContent />;
  }
  if (query.isError || query.data === undefined) return <QueryErrorState query={query} />;
  return <>{children(query.data)}</>;
}
