import { paths } from '../../../config/paths';
import { EmptyState } from '../../../ui/empty-state';
import { IconStore } from '../../../ui/icons';
import { QueryStates } from '../../../ui/query-states';
import { ShopCards, ShopGridSkeleton } from '../../../ui/shop-card';
import { useHomepageShops, type Coordinates } from '../api/get-homepage-shops';
import { usePlaceByIp } from '../hooks/use-place-by-ip';

/** Featured shops near the visitor, as cards. */
export function FeaturedShops({ coords }: { coords: Coordinates }) {
  usePlaceByIp();
  const shops = useHomepageShops(coords, 6);

  return (
    <QueryStates
      query={shops}
      items={shops.data}
      loading={<ShopGridSkeleton count={3} />}
      empty={
        <EmptyState
          title="附近還沒有精選店家"
          description="好約正在邀請更多優質店家加入，先看看所有分類吧。"
          icon={<IconStore size={28} />}
          links={[{ label: '瀏覽所有分類', to: paths.industries.getHref(), variant: 'light' }]}
        />
      }
    >
      {(list) => <ShopCards shops={list} />}
    </QueryStates>
  );
}
