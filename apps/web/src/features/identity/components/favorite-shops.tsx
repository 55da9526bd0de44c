import { paths } from '../../../config/paths';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconHeart } from '../../../ui/icons';
import { PagePagination } from '../../../ui/page-pagination';
import { ShopCards, ShopGridSkeleton } from '../../../ui/shop-card';
import { useFavoriteShops } from '../api/get-favorite-shops';

/** Props of {@link FavoriteShops}. */
export interface FavoriteShopsProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** The signed-in user's favourite shops as shop cards, paged. */
export function FavoriteShops({ page, onPageChange }: FavoriteShopsProps) {
  const result = useFavoriteShops(page);

  if (result.isPending) return <ShopGridSkeleton count={3} />;
  if (result.isError) {
    return <QueryErrorState query={result} />;
  }
  const { data: shops, meta } = result.data;
  if (shops.length === 0 && page === 1) {
    return (
      <EmptyState
        title="尚未收藏任何店家"
        description="在店家頁面點一下愛心，就能把喜歡的店家收藏在這裡。"
        icon={<IconHeart size={28} />}
        links={[{ label: '探索店家', to: paths.search.getHref(), variant: 'light' }]}
      />
    );
  }
  return (
    <>
      <ShopCards shops={shops} />
      <PagePagination meta={meta} page={page} onChange={onPageChange} />
    </>
  );
}
