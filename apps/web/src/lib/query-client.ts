import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Shared query client: catalogue data changes rarely, so cache it for a minute. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      // Client errors (bad query, not found) will not fix themselves; network blips might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
  },
});
