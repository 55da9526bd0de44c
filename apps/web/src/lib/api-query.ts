import type { WebCall, WebCallRequest, WebCallResult } from '@haoyue/contracts';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useAuthToken } from './auth-token';
import { apiCall, type Paged } from './http';

// Every api/ file of a feature is the one place of its request; what they all repeat around it
// (unwrapping `data`, query options from a key and the fetcher, the hook) is written once here.

/** The `data` of a call's success body (undefined for a 204). */
export type CallData<W> = WebCallResult<W> extends { data: infer D } ? D : undefined;

/** Makes one call by its contract and answers the `data` of its body. */
export async function apiData<W extends WebCall>(
  call: W,
  request: WebCallRequest<W>,
  signal?: AbortSignal,
): Promise<CallData<W>> {
  // A 204 resolves as `{ data: undefined }`, though its contract types the body as none.
  const body = (await apiCall(call, request, { signal })) as unknown as { data: CallData<W> };
  return body.data;
}

/**
 * The fetcher of a write that its hook gives the whole request (params, query, body): it answers
 * the `data` of the call's answer.
 */
export function apiWrite<W extends WebCall>(call: W) {
  return (request: WebCallRequest<W>) => apiData(call, request);
}

/** The multipart body of an upload: the file as the field `file`. */
export function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

/** What a read adds to its key and fetcher: freshness, polling, when it is idle… */
export type QueryExtras<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * A read as an api/ file exports it, from its fetcher: `options(...args)` caches
 * `fetcher(...args, signal)` under `key(...args)` with the `extras` (fixed, or of the arguments),
 * and `use(...args)` is its hook.
 */
export function apiQuery<A extends unknown[], T>(
  key: (...args: A) => QueryKey,
  fetcher: (...args: [...A, AbortSignal]) => Promise<T>,
  extras: QueryExtras<T> | ((...args: A) => QueryExtras<T>) = {},
) {
  const options = (...args: A) =>
    queryOptions<T, Error, T, QueryKey>({
      queryKey: key(...args),
      queryFn: ({ signal }) => fetcher(...args, signal),
      ...(typeof extras === 'function' ? extras(...args) : extras),
    });
  function useApiQuery(...args: A) {
    return useQuery(options(...args));
  }
  return { options, use: useApiQuery };
}

/** The query string a call takes. */
export type CallQuery<W> = WebCallRequest<W> extends { query?: infer Q } ? Q : never;

/**
 * One page of a list filtered on the server (an admin table, a search): the call's query is the
 * filter, cached under `key(filter)`, and the page shown stays while the next one loads.
 */
export function apiPageQuery<W extends WebCall, F extends CallQuery<W>>(
  call: W,
  key: (filter: F) => QueryKey,
  extras: QueryExtras<WebCallResult<W>> = {},
) {
  return apiQuery(
    key,
    (filter: F, signal: AbortSignal) =>
      apiCall(call, { query: filter } as unknown as WebCallRequest<W>, { signal }),
    { placeholderData: keepPreviousData, ...extras },
  );
}

/** A query of the signed-in user's own data: idle while signed out. */
export function useSignedInQuery<T>(options: UseQueryOptions<T, Error, T, QueryKey>) {
  const token = useAuthToken();
  return useQuery({ ...options, enabled: token !== null });
}

/** The next page of a paged list, if its last page was not the end. */
export function nextPageOf({ meta }: Paged<unknown>): number | undefined {
  return meta.page * meta.perPage < meta.total ? meta.page + 1 : undefined;
}

/**
 * A list read page after page (「載入更多」): `fetchPage(page, signal)` answers one page, from 1.
 * Fresh on every visit (what it lists changes elsewhere: booked, cancelled, used at the counter).
 * `signedIn` lists stay idle while nobody is signed in; any list while `enabled` is false.
 */
export function usePagedQuery<T>(options: {
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<T>>;
  signedIn?: boolean;
  enabled?: boolean;
}) {
  const token = useAuthToken();
  const { queryKey, fetchPage, signedIn = true, enabled = true } = options;
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: enabled && (!signedIn || token !== null),
    staleTime: 0,
  });
}
