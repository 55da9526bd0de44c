import { Button, Group, Modal, NumberInput, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  COUNTER_PAYMENT_METHOD_LABELS,
  PRODUCT_SALE_PAYMENT_METHODS,
  type TProductSalePaymentMethod,
  ZProductSaleRequest,
} from '@haoyue/contracts';
import { useMemo, useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { formatPrice } from '../../../lib/money';
import { DialogActions } from '../../../ui/dialog-actions';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { useSellProducts } from '../api/product-sales';
import { useSellerProducts } from '../api/seller-products';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** The sale as the form sends it, but for the attempt's idempotency key (added on sending). */
const saleSchema = ZProductSaleRequest.omit({ idempotencyKey: true });

interface SaleValues extends Record<string, unknown> {
  /** null: the first shop, once the products are loaded. */
  shopId: string | null;
  quantities: Record<number, number>;
  paymentMethod: TProductSalePaymentMethod;
}

interface SaleProps {
  sellerId: number;
  customerId: number;
  /** The shop preselected (the dashboard's current shop). */
  defaultShopId: number | null;
  onClose: () => void;
}

/** The shop chosen, or the first one the products are stocked at. */
function chosenShopOf(shopId: string | null, shops: readonly { shopId: number }[]) {
  return shopId ?? (shops[0] ? String(shops[0].shopId) : null);
}

/** The lines of the sale: each active product with a quantity. */
function itemsOf(active: readonly { id: number }[], quantities: Record<number, number>) {
  return active
    .filter((p) => (quantities[p.id] ?? 0) > 0)
    .map((p) => ({ productId: p.id, quantity: quantities[p.id]! }));
}

/** Shop, quantities per active product, payment method, the total, and 確認販售. */
function SaleForm({ sellerId, customerId, defaultShopId, onClose }: SaleProps) {
  const products = useSellerProducts(sellerId);
  const sell = useSellProducts(sellerId, customerId);
  const active = useMemo(() => (products.data ?? []).filter((p) => p.isActive), [products.data]);
  const shops = active[0]?.stocks ?? products.data?.[0]?.stocks ?? [];
  // One key per attempt at this very sale: a retry after a lost answer records one sale.
  const [attempt, setAttempt] = useState({ key: newIdempotencyKey(), body: '' });
  const form = useContractForm({
    initialValues: {
      shopId: defaultShopId ? String(defaultShopId) : null,
      quantities: {},
      paymentMethod: 'CASH',
    } as SaleValues,
    schema: saleSchema,
    toBody: (values: SaleValues) => ({
      shopId: Number(chosenShopOf(values.shopId, shops)),
      items: itemsOf(active, values.quantities),
      paymentMethod: values.paymentMethod,
    }),
    fieldOf: { items: 'quantities' },
  });
  const { shopId, quantities, paymentMethod: payment } = form.values;

  if (products.isPending) {
    return (
      <Stack role="status" aria-label="載入中">
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (products.isError) return <QueryErrorState query={products} />;
  if (active.length === 0) {
    return <Text c="dimmed">沒有上架中的商品，請先到「商品管理」新增商品。</Text>;
  }

  const chosenShop = chosenShopOf(shopId, shops);
  const items = itemsOf(active, quantities);
  const total = active.reduce((sum, p) => sum + p.price * (quantities[p.id] ?? 0), 0);
  const currency = active[0]!.currency;

  const submit = form.onSubmit(() => {
    const body = form.body();
    const signature = JSON.stringify(body);
    const key = attempt.body === signature ? attempt.key : newIdempotencyKey();
    setAttempt({ key, body: signature });
    sell.mutate(
      { ...body, idempotencyKey: key },
      {
        onSuccess: () => {
          showNotification({
            color: 'teal',
            message: `已販售商品，共 ${formatPrice(total, currency)}`,
          });
          onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate data-testid="product-sale-form">
      <Stack gap="sm">
        <Select
          label="門市"
          required
          data={shops.map((s) => ({ value: String(s.shopId), label: s.shopName }))}
          value={chosenShop}
          onChange={(v) => form.setFieldValue('shopId', v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="sale-shop"
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            商品與數量
          </Text>
          {active.map((p) => {
            const left = p.stocks.find((s) => String(s.shopId) === chosenShop)?.quantity ?? 0;
            return (
              <Group key={p.id} justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatPrice(p.price, p.currency)}・庫存 {left}
                  </Text>
                </Stack>
                <NumberInput
                  aria-label={`「${p.name}」數量`}
                  size="xs"
                  w={90}
                  min={0}
                  max={left}
                  allowDecimal={false}
                  allowNegative={false}
                  value={quantities[p.id] ?? 0}
                  onChange={(v) =>
                    form.setFieldValue('quantities', (q) => ({
                      ...q,
                      [p.id]: typeof v === 'number' ? v : 0,
                    }))
                  }
                  data-testid={`sale-quantity-${p.id}`}
                />
              </Group>
            );
          })}
        </Stack>
        <Select
          label="付款方式"
          required
          data={PRODUCT_SALE_PAYMENT_METHODS.map((m) => ({
            value: m,
            label: COUNTER_PAYMENT_METHOD_LABELS[m],
          }))}
          value={payment}
          onChange={(v) => v && form.setFieldValue('paymentMethod', v as TProductSalePaymentMethod)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="sale-payment"
        />
        <Group justify="space-between">
          <Text fw={600}>合計</Text>
          <Text fw={700} c="coral.8" data-testid="sale-total">
            {formatPrice(total, currency)}
          </Text>
        </Group>
        <DialogActions
          error={sell.error?.message}
          errorTestId="sale-error"
          onBack={onClose}
          backLabel="取消"
          backDisabled={sell.isPending}
        >
          <Button
            type="submit"
            loading={sell.isPending}
            disabled={items.length === 0 || !chosenShop}
            data-testid="sale-submit"
          >
            確認販售
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/** 販售商品: a counter sale to the customer, in a dialog (full screen on a phone). */
export function ProductSaleDialog(props: SaleProps & { opened: boolean }) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { opened, ...form } = props;
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title="販售商品"
      fullScreen={isPhone}
      centered
      closeButtonProps={{ 'aria-label': '關閉' }}
    >
      {opened && <SaleForm {...form} />}
    </Modal>
  );
}
