import { CardSettings } from '../../features/billing/components/card-settings';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';

/** `/dashboard/credit-card` (owner only): the card the licences are charged to. */
export default function CreditCardPage() {
  const { seller } = useDashboard();
  return (
    <DashboardPage
      title="付款卡"
      description={`「${seller.displayName}」所有店家的授權費用與自動續約從這張卡扣款。只有負責人可以設定。`}
    >
      <RequirePermission permission="billing.manage">
        <CardSettings key={seller.id} sellerId={seller.id} />
      </RequirePermission>
    </DashboardPage>
  );
}
