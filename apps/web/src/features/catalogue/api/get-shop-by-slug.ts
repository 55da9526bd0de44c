import { calls, type TShop } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';

/** Finds an approved shop by its URL slug; `null` when there is none. */
export async function getShopBySlug(urlSlug: string, signal?: AbortSignal): Promise<TShop | null> {
  const part = ['city', 'country', 'industry', 'images', 'operators', 'hours', 'summary'];
  const query = { urlSlug, part, perPage: 1 };
  return (await apiData(calls.catalogue.searchShops, { query }, signal))[0] ?? null;
}

const shopBySlug = apiQuery((urlSlug: string) => ['shops', 'slug', urlSlug], getShopBySlug);

/** Query options for {@link getShopBySlug}. */
export const shopBySlugQueryOptions = shopBySlug.options;

/** The shop with this slug, with city, country, industry, images and operators embedded. */
export const useShopBySlug = shopBySlug.use;
