import {
  type InvalidateQueryFilters,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * A write whose success makes every read under `queryKey` stale, so the lists and records that
 * show what it changed fetch again (a feature names the widest key its write touches).
 */
export function useRefreshingMutation<V, R>(
  queryKey: QueryKey,
  mutationFn: (variables: V) => Promise<R>,
) {
  return useInvalidatingMutation(mutationFn, [{ queryKey }]);
}

/**
 * A write whose success makes stale what each of `filters` matches, for a write that changes
 * reads under more than one key, or only the exact one.
 */
export function useInvalidatingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  filters: InvalidateQueryFilters[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter))),
  });
}

/**
 * A write that answers with what a read caches under `queryKey`: the cache takes the answer at
 * once (no refetch), and what each of `stale` matches refreshes in the background, without the
 * write waiting for it.
 */
export function useCachingMutation<V, R>(
  queryKey: QueryKey,
  mutationFn: (variables: V) => Promise<R>,
  stale: InvalidateQueryFilters[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      for (const filter of stale) void queryClient.invalidateQueries(filter);
    },
  });
}
