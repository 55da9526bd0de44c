import { Button, Center, Pagination } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconHeart } from '../../../ui/icons';
import { ShopCard, ShopGrid, ShopGridSkeleton } from '../../../ui/shop-card';
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
      >
        <Button component={Link} to={paths.search.getHref()} variant="light">
          探索店家
        </Button>
      </EmptyState>
    );
  }
  const totalPages = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.perPage)));
  return (
    <>
      <ShopGrid>
        {shops.map((shop) => (
          <ShopCard key={shop.id} shop={shop} />
        ))}
      </ShopGrid>
      {totalPages > 1 && (
        <Center mt="xl">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={onPageChange}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? '上一頁' : control === 'next' ? '下一頁' : control,
            })}
            getItemProps={(item) => ({ 'aria-label': `第 ${item} 頁` })}
          />
        </Center>
      )}
    </>
  );
}
