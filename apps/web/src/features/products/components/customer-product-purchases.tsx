import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { COUNTER_PAYMENT_METHOD_LABELS, type TProductTransaction } from '@haoyue/contracts';
import { useState } from 'react';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { IconGift } from '../../../ui/icons';
import { PagePagination } from '../../../ui/page-pagination';
import { useProductSales } from '../api/product-sales';
import { ProductSaleDialog } from './product-sale-dialog';
import { QueryStates } from '../../../ui/query-states';
import { RecordSection } from '../../../ui/record-section';

/** One purchase: when, where, how paid, its lines and total. */
export function PurchaseCard({
  purchase,
  timeZone,
}: {
  purchase: TProductTransaction;
  timeZone: string;
}) {
  return (
    <Card withBorder padding="sm" data-testid="product-purchase">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {formatDateTimeLabel(purchase.createdAt, timeZone)}
          </Text>
          <Text size="sm" fw={700} c="coral.8">
            {formatPrice(purchase.total, purchase.currency)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {purchase.shopName}・{COUNTER_PAYMENT_METHOD_LABELS[purchase.paymentMethod]}
        </Text>
        {purchase.items.map((item) => (
          <Text key={item.id} size="sm">
            {item.name} × {item.quantity}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/** Purchases one after another, newest first. */
export function PurchaseList({
  purchases,
  timeZone,
}: {
  purchases: readonly TProductTransaction[];
  timeZone: string;
}) {
  return purchases.map((purchase) => (
    <PurchaseCard key={purchase.id} purchase={purchase} timeZone={timeZone} />
  ));
}

/** The customer record's 商品 section: their purchases and the 販售商品 dialog. */
export function ProductPurchases({
  sellerId,
  customerId,
  shop,
}: {
  sellerId: number;
  customerId: number;
  /** The dashboard's current shop: preselected for a sale, its time zone for the dates. */
  shop: { id: number; timeZone: string } | null;
}) {
  const timeZone = shop?.timeZone ?? 'Asia/Taipei';
  const [page, setPage] = useState(1);
  const [selling, setSelling] = useState(false);
  const sales = useProductSales(sellerId, customerId, page);
  return (
    <RecordSection
      title="商品"
      variant="plain"
      mt="xl"
      testId="customer-products"
      actions={
        <Button size="xs" onClick={() => setSelling(true)} data-testid="product-sale-open">
          販售商品
        </Button>
      }
    >
      <QueryStates
        query={sales}
        items={sales.data?.data}
        empty={{
          title: '還沒有購買商品',
          description: '在店內賣出商品時，按「販售商品」記錄。',
          icon: <IconGift size={28} />,
        }}
      >
        {(purchases) => (
          <>
            <PurchaseList purchases={purchases} timeZone={timeZone} />
            {sales.data && <PagePagination meta={sales.data.meta} page={page} onChange={setPage} />}
          </>
        )}
      </QueryStates>
      <ProductSaleDialog
        opened={selling}
        sellerId={sellerId}
        customerId={customerId}
        defaultShopId={shop?.id ?? null}
        onClose={() => setSelling(false)}
      />
    </RecordSection>
  );
}
