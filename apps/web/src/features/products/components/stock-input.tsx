import { NumberInput } from '@mantine/core';
import { PRODUCT_LIMITS, type TProductStock } from '@haoyue/contracts';
import { useState } from 'react';
import { showNotification } from '../../../ui/notifications';
import { useSetProductStock } from '../api/seller-products';

/** A shop's units of a product, saved when the field is left or Enter is pressed. */
export function StockInput({
  sellerId,
  productId,
  stock,
  disabled,
}: {
  sellerId: number;
  productId: number;
  stock: TProductStock;
  disabled: boolean;
}) {
  const [value, setValue] = useState<number | string>(stock.quantity);
  // A new count from the server (this save, another tab) replaces what is typed. The input is not
  // re-keyed on the count: a remount would drop this save's callbacks (no 已更新 notice).
  const [saved, setSaved] = useState(stock.quantity);
  if (saved !== stock.quantity) {
    setSaved(stock.quantity);
    setValue(stock.quantity);
  }
  const save = useSetProductStock(sellerId);
  const commit = () => {
    if (typeof value !== 'number' || value === stock.quantity) return;
    save.mutate(
      { productId, shopId: stock.shopId, quantity: value },
      {
        onSuccess: () =>
          showNotification({ color: 'teal', message: `已更新「${stock.shopName}」庫存` }),
        onError: () => setValue(stock.quantity),
      },
    );
  };
  return (
    <NumberInput
      label={stock.shopName}
      size="xs"
      min={0}
      max={PRODUCT_LIMITS.stock}
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      disabled={disabled || save.isPending}
      error={save.error?.message}
      w={120}
      data-testid={`stock-input-${stock.shopId}`}
    />
  );
}
