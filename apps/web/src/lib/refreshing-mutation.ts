import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write whose success makes every read under `queryKey` stale, so the lists and records that
 * show what it changed fetch again (a feature names the widest key its write touches).
 */
export function useRefreshingMutation<V, R>(
  queryKey: QueryKey,
  mutationFn: (variables: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
