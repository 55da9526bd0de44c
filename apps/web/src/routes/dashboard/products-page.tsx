import { ProductsManager } from '../../features/products/components/products-manager';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { sellerCurrency } from '../../lib/money';

/**
 * `/dashboard/products` (items.sell to read; items.manage to change): product groups, products
 * with images, price, on/off and stock per shop.
 */
export default function ProductsPage() {
  const { seller, shops } = useDashboard();
  const canManage = useCan('items.manage');
  return (
    <DashboardPage
      title="商品管理"
      description={`「${seller.displayName}」在店內販售的商品：分類、圖片、價格、上下架與各店庫存。`}
    >
      <RequirePermission permission="items.sell">
        <ProductsManager
          key={seller.id}
          sellerId={seller.id}
          currency={sellerCurrency(shops)}
          canManage={canManage}
        />
      </RequirePermission>
    </DashboardPage>
  );
}
