import { AdminShopList } from './shop-list';

/**
 * /admin/shop-management: the same table as /admin/shops as the review queue, showing 待審核
 * shops unless another state (or 全部) is chosen.
 */
export default function AdminShopManagementPage() {
  return <AdminShopList title="店家審核" defaultStatus="PENDING" />;
}
