import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { OperatorList } from '../../features/operators/components/operator-list';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { paths } from '../../config/paths';
import { CurrentShopPage } from './current-shop-page';

/** `/dashboard/operators`: the current shop's operators. */
export default function OperatorsPage() {
  const { shop } = useDashboard();
  const canManage = useCan('catalogue.manage');
  return (
    <CurrentShopPage
      title="服務人員"
      about="的設計師與技師"
      permission="catalogue.manage"
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
      {(shop, seller) => <OperatorList key={shop.id} sellerId={seller.id} shopId={shop.id} />}
    </CurrentShopPage>
  );
}
