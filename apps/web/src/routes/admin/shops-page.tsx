import { AdminShopList } from './shop-list';

/** /admin/shops: every shop, any review state unless filtered. */
export default function AdminShopsPage() {
  return <AdminShopList title="店家" />;
}
