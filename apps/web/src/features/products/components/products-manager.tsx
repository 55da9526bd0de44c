import { Badge, Button, Card, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import type { TProduct } from '@haoyue/contracts';
import { useState } from 'react';
import { formatPrice } from '../../../lib/money';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconGift } from '../../../ui/icons';
import type { ItemManagerProps } from '../../../ui/managed-list';
import { showNotification } from '../../../ui/notifications';
import {
  useDeleteProduct,
  useProductGroups,
  useSellerProducts,
  useUpdateProduct,
} from '../api/seller-products';
import { ProductFormModal } from './product-form-modal';
import { ProductGroupsPanel } from './product-groups-panel';
import { ProductImagesEditor } from './product-images-editor';
import { StockInput } from './stock-input';

function ProductCard({
  sellerId,
  product,
  canManage,
  onEdit,
}: {
  sellerId: number;
  product: TProduct;
  canManage: boolean;
  onEdit: () => void;
}) {
  const update = useUpdateProduct(sellerId);
  const remove = useDeleteProduct(sellerId);
  const toggle = (isActive: boolean) =>
    update.mutate({
      productId: product.id,
      body: {
        name: product.name,
        description: product.description,
        price: product.price,
        groupId: product.groupId,
        isActive,
      },
    });
  return (
    <Card withBorder padding="md" data-testid="product-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} truncate data-testid="product-card-name">
              {product.name}
            </Text>
            <Group gap={6}>
              <Text size="sm" fw={600} c="coral.8">
                {formatPrice(product.price, product.currency)}
              </Text>
              {product.groupName && (
                <Badge variant="light" size="sm">
                  {product.groupName}
                </Badge>
              )}
            </Group>
          </Stack>
          <Switch
            label={product.isActive ? '上架' : '下架'}
            checked={product.isActive}
            disabled={!canManage || update.isPending}
            onChange={(e) => toggle(e.currentTarget.checked)}
            aria-label={`「${product.name}」上架`}
            data-testid="product-card-active"
          />
        </Group>
        <ProductImagesEditor sellerId={sellerId} product={product} canManage={canManage} />
        <Group gap="sm" align="flex-end" data-testid="product-stocks">
          {product.stocks.map((stock) => (
            <StockInput
              key={stock.shopId}
              sellerId={sellerId}
              productId={product.id}
              stock={stock}
              disabled={!canManage}
            />
          ))}
        </Group>
        {(update.error ?? remove.error) && (
          <Text size="xs" c="red.8" role="alert">
            {(update.error ?? remove.error)?.message}
          </Text>
        )}
        {canManage && (
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={onEdit} data-testid="product-edit">
              編輯
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(product.id, {
                  onSuccess: () => showNotification({ color: 'teal', message: '已刪除商品' }),
                })
              }
            >
              刪除
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The seller's products: groups, then each product with its images, price, on/off and stock per
 * shop. Members without items.manage see the list read-only.
 */
export function ProductsManager({ sellerId, currency, canManage }: ItemManagerProps) {
  const groups = useProductGroups(sellerId);
  const products = useSellerProducts(sellerId);
  const [editing, setEditing] = useState<TProduct | 'new' | null>(null);

  if (groups.isPending || products.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="載入中">
        <Skeleton h={120} />
        <Skeleton h={220} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  if (groups.isError) return <QueryErrorState query={groups} />;
  if (products.isError) return <QueryErrorState query={products} />;

  return (
    <Stack gap="lg">
      {canManage && <ProductGroupsPanel sellerId={sellerId} groups={groups.data} />}
      <Group justify="space-between">
        <Text component="h2" fw={600} size="lg">
          商品（{products.data.length}）
        </Text>
        {canManage && (
          <Button onClick={() => setEditing('new')} data-testid="product-create">
            新增商品
          </Button>
        )}
      </Group>
      {products.data.length === 0 ? (
        <EmptyState
          title="還沒有商品"
          description="新增洗髮精、護髮素等店內販售的商品，設定各店庫存後即可在顧客資料頁販售。"
          icon={<IconGift size={28} />}
        />
      ) : (
        <Stack gap="sm" data-testid="product-list">
          {products.data.map((product) => (
            <ProductCard
              key={product.id}
              sellerId={sellerId}
              product={product}
              canManage={canManage}
              onEdit={() => setEditing(product)}
            />
          ))}
        </Stack>
      )}
      <ProductFormModal
        opened={editing !== null}
        sellerId={sellerId}
        currency={currency}
        groups={groups.data}
        product={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
