import { ProductsManager } from '../../features/products/components/products-manager';
import { SellerItemsPage } from './seller-items-page';

/**
 * `/dashboard/products` (items.sell to read; items.manage to change): product groups, products
 * with images, price, on/off and stock per shop.
 */
export default function ProductsPage() {
  return (
    <SellerItemsPage
      title="商品管理"
      description={(seller) =>
        `「${seller.displayName}」在店內販售的商品：分類、圖片、價格、上下架與各店庫存。`
      }
      manager={ProductsManager}
    />
  );
}
