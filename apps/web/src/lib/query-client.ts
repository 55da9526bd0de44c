import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** A query client with the app's defaults (the browser's one below; one per server render). */
export function createQueryClient(): QueryClient {
  return new QueryClient(clientConfig);
}

const clientConfig: QueryClientConfig = {
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
};

/** Shared query client: catalogue data changes rarely, so cache it for a minute. */
export const queryClient = createQueryClient();
