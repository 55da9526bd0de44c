import type { TShop } from '@haoyue/contracts';
import { useParams } from 'react-router';
import { useShopBySlug } from '../features/catalogue/api/get-shop-by-slug';
import { usePageTitle } from '../lib/use-page-title';

/**
 * The shop the URL's `:urlSlug` names, for the shop and booking pages, and the page title:
 * `describe(shop)`'s title and description once it is loaded, 找不到這間店家 when no shop has that
 * address, `pendingTitle` meanwhile.
 */
export function useUrlShop(
  describe: (shop: TShop) => { title: string; description: string },
  pendingTitle?: string,
) {
  const { urlSlug = '' } = useParams();
  const query = useShopBySlug(urlSlug);
  const page = query.data ? describe(query.data) : undefined;
  usePageTitle(
    page ? page.title : query.data === null ? '找不到這間店家' : pendingTitle,
    page?.description,
  );
  return query;
}
