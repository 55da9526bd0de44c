import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { sellerKeys } from './keys';

/**
 * Checks a URL slug for the shop being edited (or a new shop when shopId is null): whether it is
 * free, and if not why (zh-TW).
 */
export async function checkSlug(
  sellerId: number,
  urlSlug: string,
  shopId: number | null,
  signal?: AbortSignal,
) {
  const body = await apiCall(
    calls.sellerShop.checkSlug,
    { params: { sellerId }, query: { urlSlug, shopId: shopId ?? undefined } },
    { signal },
  );
  return body.data;
}

/** Query options for {@link checkSlug}; an answer stays good for ten seconds. */
export const slugCheckQueryOptions = (sellerId: number, urlSlug: string, shopId: number | null) =>
  queryOptions({
    queryKey: sellerKeys.slug(sellerId, urlSlug, shopId),
    queryFn: ({ signal }) => checkSlug(sellerId, urlSlug, shopId, signal),
    staleTime: 10_000,
  });

/** Whether a URL slug is free; idle while the slug is empty. */
export function useSlugCheck(sellerId: number, urlSlug: string, shopId: number | null) {
  return useQuery({
    ...slugCheckQueryOptions(sellerId, urlSlug, shopId),
    enabled: urlSlug !== '',
  });
}
