import { LineSettingsForm } from '../../features/line/components/line-settings-form';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';

/** `/dashboard/line-settings` (owner and managers): LINE channels and the LINE member area. */
export default function LineSettingsPage() {
  const { seller, shops } = useDashboard();
  return (
    <DashboardPage
      title="LINE 設定"
      description={`「${seller.displayName}」的 LINE 官方帳號與 LINE 會員專區（/line/${seller.id}）。`}
    >
      <RequirePermission permission="line.settings">
        <LineSettingsForm key={seller.id} sellerId={seller.id} shops={shops} />
      </RequirePermission>
    </DashboardPage>
  );
}
