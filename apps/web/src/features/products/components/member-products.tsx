import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TProduct } from '@haoyue/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { formatPrice } from '../../../lib/money';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconGift } from '../../../ui/icons';
import { QueryStates } from '../../../ui/query-states';
import {
  useMyCustomerAt,
  useMyProductTransactions,
  useShopProductsInfinite,
} from '../api/member-products';
import { stockLabel } from '../lib/product-money';
import { PurchaseList } from './customer-product-purchases';
import { ProductCarousel } from './product-carousel';

function ProductTile({ product }: { product: TProduct }) {
  return (
    <Card withBorder padding="sm" data-testid="member-product">
      <Stack gap={6}>
        <ProductCarousel name={product.name} images={product.images} />
        <Text fw={700} lineClamp={2}>
          {product.name}
        </Text>
        <Text fw={700} c="coral.8">
          {formatPrice(product.price, product.currency)}
        </Text>
        {product.description && (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {product.description}
          </Text>
        )}
        <Group gap={4}>
          {product.stocks.map((stock) => (
            <Badge
              key={stock.shopId}
              variant="light"
              color={stock.quantity > 0 ? 'teal' : 'gray'}
              size="sm"
              data-testid="member-product-stock"
            >
              {stockLabel(stock)}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** Loads the next page when the sentinel scrolls into view; the button is the fallback. */
function useLoadOnScroll(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onVisible();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [onVisible, enabled]);
  return ref;
}

const tileSkeletons = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <Card key={i} withBorder padding="sm">
      <Skeleton style={{ aspectRatio: '1 / 1' }} />
      <Skeleton h={16} mt="sm" w="70%" />
      <Skeleton h={16} mt={6} w="30%" />
    </Card>
  ));

function ProductList({ shopId }: { shopId: number }) {
  const products = useShopProductsInfinite(shopId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useLoadOnScroll(loadMore, hasNextPage);
  if (products.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} role="status" aria-label="載入中">
        {tileSkeletons(2)}
      </SimpleGrid>
    );
  }
  if (products.isError) return <QueryErrorState query={products} />;
  const list = products.data.pages.flatMap((p) => p.data);
  if (list.length === 0) {
    return <EmptyState title="目前沒有商品" icon={<IconGift size={28} />} />;
  }
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} data-testid="member-products">
        {list.map((product) => (
          <ProductTile key={product.id} product={product} />
        ))}
        {isFetchingNextPage && tileSkeletons(2)}
      </SimpleGrid>
      <div ref={sentinel} aria-hidden />
      {hasNextPage && (
        <Button
          variant="light"
          onClick={loadMore}
          loading={isFetchingNextPage}
          data-testid="member-products-more"
        >
          載入更多
        </Button>
      )}
    </Stack>
  );
}

function MyPurchases({ customerId, timeZone }: { customerId: number; timeZone: string }) {
  const purchases = useMyProductTransactions(customerId);
  return (
    <QueryStates
      query={purchases}
      items={purchases.data}
      empty={
        <Text size="sm" c="dimmed">
          還沒有購買紀錄。
        </Text>
      }
    >
      {(list) => (
        <Stack gap="xs" data-testid="my-product-purchases">
          <PurchaseList purchases={list} timeZone={timeZone} />
        </Stack>
      )}
    </QueryStates>
  );
}

/**
 * The member card's products tab: the seller's products (images, price, which shops have them)
 * loaded as the member scrolls, then 我的購買紀錄.
 */
export function MemberProducts({ sellerId }: { sellerId: number }) {
  const customer = useMyCustomerAt(sellerId);
  if (customer.isPending && customer.fetchStatus === 'idle') {
    return <EmptyState title="請先登入" description="登入後即可查看商品與購買紀錄。" />;
  }
  if (customer.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} role="status" aria-label="載入中">
        {tileSkeletons(2)}
      </SimpleGrid>
    );
  }
  if (customer.isError) return <QueryErrorState query={customer} />;
  const shopId = customer.data?.shops?.[0]?.id ?? null;
  if (!customer.data || shopId === null) {
    return (
      <EmptyState
        title="尚未成為這個商家的會員"
        description="加入會員後即可在這裡查看商品與購買紀錄。"
        icon={<IconGift size={28} />}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text component="h2" fw={600} size="lg">
          商品
        </Text>
        <ProductList shopId={shopId} />
      </Stack>
      <Stack gap="xs">
        <Text component="h2" fw={600} size="lg">
          我的購買紀錄
        </Text>
        <MyPurchases customerId={customer.data.id} timeZone="Asia/Taipei" />
      </Stack>
    </Stack>
  );
}
