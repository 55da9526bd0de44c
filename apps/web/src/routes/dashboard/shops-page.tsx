import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { ShopList } from '../../features/seller/components/shop-list';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { EmptyState } from '../../ui/empty-state';
import { IconStore } from '../../ui/icons';
import { paths } from '../../config/paths';

/** `/dashboard/shops`: the seller's shops, with links to their public pages and settings. */
export default function ShopsPage() {
  const { shops } = useDashboard();
  const canCreate = useCan('shops.create');
  const create = canCreate && (
    <Button component={Link} to={paths.dashboardShopCreate.getHref()} data-testid="create-shop">
      新增店家
    </Button>
  );
  return (
    <DashboardPage title="店家管理" actions={shops.length > 0 ? create : null}>
      {shops.length === 0 ? (
        <EmptyState
          title="還沒有店家"
          description="新增第一間店家，設定營業時間、服務項目與服務人員後，顧客就能線上預約。"
          icon={<IconStore size={28} />}
        >
          {create}
        </EmptyState>
      ) : (
        <ShopList shops={shops} />
      )}
    </DashboardPage>
  );
}
