import { Select, Text } from '@mantine/core';
import { useDashboard } from '../lib/dashboard-context';
import { SELLER_ROLE_LABELS } from '../../../lib/seller-dashboard/permissions';

/** Chooses the current seller among those the user belongs to (plain text when only one). */
export function SellerSwitcher() {
  const { sellers, seller, selectSeller, role } = useDashboard();
  if (sellers.length === 1) {
    return (
      <Text fw={600} size="sm" truncate data-testid="seller-name">
        {seller.displayName}
        <Text span c="dimmed" size="xs" ml={6}>
          {SELLER_ROLE_LABELS[role]}
        </Text>
      </Text>
    );
  }
  return (
    <Select
      aria-label="切換商家"
      data-testid="seller-switcher"
      size="sm"
      w={{ base: 160, sm: 220 }}
      allowDeselect={false}
      value={String(seller.id)}
      data={sellers.map((s) => ({
        value: String(s.id),
        label: `${s.displayName}（${SELLER_ROLE_LABELS[s.memberDetails.role]}）`,
      }))}
      onChange={(value) => value && selectSeller(Number(value))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Chooses the shop the services and operators pages work on. */
export function ShopSwitcher() {
  const { shops, shop, selectShop } = useDashboard();
  if (!shop) return null;
  return (
    <Select
      label="目前店家"
      data-testid="shop-switcher"
      allowDeselect={false}
      value={String(shop.id)}
      data={shops.map((s) => ({ value: String(s.id), label: s.displayName }))}
      onChange={(value) => value && selectShop(Number(value))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
