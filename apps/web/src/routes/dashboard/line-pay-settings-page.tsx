import { LinePaySettingsForm } from '../../features/payment-settings/components/line-pay-settings-form';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';

/** `/dashboard/line-pay-settings` (owner only): the seller's LINE Pay channel. */
export default function LinePaySettingsPage() {
  const { seller } = useDashboard();
  return (
    <DashboardPage
      title="LINE Pay 串接"
      description={`「${seller.displayName}」所有店家共用的 LINE Pay 商家帳號。只有負責人可以設定。`}
    >
      <RequirePermission permission="payments.credentials">
        <LinePaySettingsForm key={seller.id} sellerId={seller.id} />
      </RequirePermission>
    </DashboardPage>
  );
}
