import { calls } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/**
 * Checks a URL slug for the shop being edited (or a new shop when shopId is null): whether it is
 * free, and if not why (zh-TW).
 */
export function checkSlug(
  sellerId: number,
  urlSlug: string,
  shopId: number | null,
  signal?: AbortSignal,
) {
  const request = { params: { sellerId }, query: { urlSlug, shopId: shopId ?? undefined } };
  return apiData(calls.sellerShop.checkSlug, request, signal);
}

/** Query options for {@link checkSlug}; an answer stays good for ten seconds. */
export const slugCheckQueryOptions = apiQuery(sellerKeys.slug, checkSlug, {
  staleTime: 10_000,
}).options;

/** Whether a URL slug is free; idle while the slug is empty. */
export function useSlugCheck(sellerId: number, urlSlug: string, shopId: number | null) {
  return useQuery({
    ...slugCheckQueryOptions(sellerId, urlSlug, shopId),
    enabled: urlSlug !== '',
  });
}
