import { CampaignList } from '../../features/coupons/components/campaign-list';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { sellerCurrency } from '../../lib/money';

/** `/dashboard/coupons` (items.sell): the seller's coupon campaigns; items.manage shapes them. */
export default function CouponsPage() {
  const { seller, shop, shops } = useDashboard();
  const canManage = useCan('items.manage');
  // The shop a new campaign starts at: the one chosen, else the seller's first (by id).
  const first = [...shops].sort((a, b) => a.id - b.id)[0];
  return (
    <DashboardPage
      title="優惠券"
      description={`「${seller.displayName}」的優惠券：設定折扣與使用期間，發送給顧客或分享優惠碼。`}
    >
      <RequirePermission permission="items.sell">
        <CampaignList
          key={seller.id}
          sellerId={seller.id}
          shopId={shop?.id ?? first?.id ?? null}
          currency={sellerCurrency(shops)}
          timeZone={shop?.timeZone ?? 'Asia/Taipei'}
          canManage={canManage}
        />
      </RequirePermission>
    </DashboardPage>
  );
}
