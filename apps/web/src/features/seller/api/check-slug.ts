import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { sellerKeys } from './keys';

/** Whether a URL slug is free, and if not why (zh-TW). */
export interface SlugCheck {
  available: boolean;
  reason: string | null;
}

/** Checks a URL slug for the shop being edited (or a new shop when shopId is null). */
export async function checkSlug(
  sellerId: number,
  urlSlug: string,
  shopId: number | null,
  signal?: AbortSignal,
) {
  const body = await apiGet<SlugCheck>(
    `/v1/sellers/${sellerId}/shops:check-slug`,
    { urlSlug, shopId },
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
