import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { VoucherTemplateManager } from '../../features/vouchers/components/voucher-template-manager';
import { sellerCurrency } from '../../lib/money';

/** `/dashboard/voucher-templates` (items.sell; editing items.manage): the seller's 套票方案. */
export default function VoucherTemplatesPage() {
  const { seller, shops } = useDashboard();
  const canManage = useCan('items.manage');
  const currency = sellerCurrency(shops);
  return (
    <DashboardPage
      title="套票方案"
      description={`「${seller.displayName}」販售的套票（計次券）：適用服務、次數、售價與使用期限。`}
    >
      <RequirePermission permission="items.sell">
        <VoucherTemplateManager
          key={seller.id}
          sellerId={seller.id}
          currency={currency}
          canManage={canManage}
        />
      </RequirePermission>
    </DashboardPage>
  );
}
