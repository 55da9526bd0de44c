import { TopUpPlanManager } from '../../features/stored-value/components/top-up-plan-manager';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { sellerCurrency } from '../../lib/money';

/** `/dashboard/top-up-plans` (items.sell to see, items.manage to edit): the stored-value plans. */
export default function TopUpPlansPage() {
  const { seller, shops } = useDashboard();
  const canManage = useCan('items.manage');
  return (
    <DashboardPage
      title="儲值方案"
      description="顧客在櫃台儲值時可選用的方案：支付金額、存入的儲值金（可加贈）與使用期限。"
    >
      <RequirePermission permission="items.sell">
        <TopUpPlanManager
          key={seller.id}
          sellerId={seller.id}
          currency={sellerCurrency(shops)}
          canManage={canManage}
        />
      </RequirePermission>
    </DashboardPage>
  );
}
