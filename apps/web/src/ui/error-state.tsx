import { Button, Stack, Text } from '@mantine/core';
import { StatusIcon } from './status-icon';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Called by the retry button, usually a query's `refetch`. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** The message shown when loading data from the API fails. */
export function ErrorState({ onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Stack align="center" gap="sm" py={40} px="md" ta="center" role="alert">
      <StatusIcon size={48} tone="neutral">
        !
      </StatusIcon>
      <Text fw={600}>載入失敗，請稍後再試</Text>
      <Text size="sm" c="dimmed">
        可能是網路不穩定或伺服器忙碌中。
      </Text>
      {onRetry && (
        <Button variant="light" onClick={onRetry} loading={retrying}>
          重新載入
        </Button>
      )}
    </Stack>
  );
}

/** A query that can be fetched again, as TanStack Query's results are. */
export interface RetryableQuery {
  refetch: () => unknown;
  isFetching: boolean;
}

/** {@link ErrorState} for a failed query: its button fetches the query again. */
export function QueryErrorState({ query }: { query: RetryableQuery }) {
  return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
