import type { WebCall, WebCallRequest, WebCallResult } from '@haoyue/contracts';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import type { ShopParams } from './keys';

// Most dashboard reads are "one list of one shop": the same fetcher, query options and hook with
// only the key and the call changing. Each request keeps its own file as the exported surface.

/** The `data` of a call's success body. */
type CallData<W> = WebCallResult<W> extends { data: infer D } ? D : never;

/**
 * A read of one shop of a seller: `fetch` calls `call` with the shop's path params (plus any
 * fixed `request` such as a query), `options` caches it under `key`, `useShopQuery` is idle
 * without a shop.
 */
export function shopQuery<W extends WebCall>(
  key: (sellerId: number, shopId: number) => QueryKey,
  call: W,
  request?: Omit<WebCallRequest<W>, 'params'>,
) {
  async function fetch(params: ShopParams, signal?: AbortSignal): Promise<CallData<W>> {
    // The call's path params are the shop's; the generic hides that from TypeScript.
    const full = { ...request, params } as unknown as WebCallRequest<W>;
    const body = await apiCall(call, full, { signal });
    return (body as { data: CallData<W> }).data;
  }
  const options = (sellerId: number, shopId: number) =>
    queryOptions({
      queryKey: key(sellerId, shopId),
      queryFn: ({ signal }) => fetch({ sellerId, shopId }, signal),
    });
  function useShopQuery(sellerId: number, shopId: number | null) {
    return useQuery({ ...options(sellerId, shopId ?? 0), enabled: shopId !== null });
  }
  return { fetch, options, useShopQuery };
}
