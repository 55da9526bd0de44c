import type { WebCall, WebCallRequest } from '@haoyue/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../api-query';
import type { ShopParams } from './keys';

// Most dashboard reads are "one list of one shop": the same fetcher, query options and hook with
// only the key and the call changing. Each request keeps its own file as the exported surface.

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
  // The call's path params are the shop's; the generic hides that from TypeScript.
  const fetch = (params: ShopParams, signal?: AbortSignal) =>
    apiData(call, { ...request, params } as unknown as WebCallRequest<W>, signal);
  const { options } = apiQuery(key, (sellerId: number, shopId: number, signal) =>
    fetch({ sellerId, shopId }, signal),
  );
  function useShopQuery(sellerId: number, shopId: number | null) {
    return useQuery({ ...options(sellerId, shopId ?? 0), enabled: shopId !== null });
  }
  return { fetch, options, useShopQuery };
}
