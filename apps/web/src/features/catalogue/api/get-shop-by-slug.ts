import { calls, type TShop } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Finds an approved shop by its URL slug; `null` when there is none. */
export async function getShopBySlug(urlSlug: string, signal?: AbortSignal): Promise<TShop | null> {
  const body = await apiCall(
    calls.catalogue.searchShops,
    {
      query: {
        urlSlug,
        part: ['city', 'country', 'industry', 'images', 'operators'],
        perPage: 1,
      },
    },
    { signal },
  );
  return body.data[0] ?? null;
}

/** Query options for {@link getShopBySlug}. */
export const shopBySlugQueryOptions = (urlSlug: string) =>
  queryOptions({
    queryKey: ['shops', 'slug', urlSlug],
    queryFn: ({ signal }) => getShopBySlug(urlSlug, signal),
  });

/** The shop with this slug, with city, country, industry, images and operators embedded. */
export function useShopBySlug(urlSlug: string) {
  return useQuery(shopBySlugQueryOptions(urlSlug));
}
