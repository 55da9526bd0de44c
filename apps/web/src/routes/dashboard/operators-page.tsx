import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { OperatorList } from '../../features/operators/components/operator-list';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { paths } from '../../config/paths';
import { NoShopYet } from './no-shop-yet';

/** `/dashboard/operators`: the current shop's operators. */
export default function OperatorsPage() {
  const { seller, shop } = useDashboard();
  const canManage = useCan('catalogue.manage');
  return (
    <DashboardPage
      title="服務人員"
      description={
        shop ? `${shop.displayName}的設計師與技師（可在選單的「目前店家」切換店家）` : undefined
      }
      actions={
        shop &&
        canManage && (
          <Button
            component={Link}
            to={paths.dashboardOperatorCreate.getHref(shop.id)}
            data-testid="operator-create"
          >
            新增服務人員
          </Button>
        )
      }
    >
      <RequirePermission permission="catalogue.manage">
        {shop ? (
          <OperatorList key={shop.id} sellerId={seller.id} shopId={shop.id} />
        ) : (
          <NoShopYet />
        )}
      </RequirePermission>
    </DashboardPage>
  );
}
