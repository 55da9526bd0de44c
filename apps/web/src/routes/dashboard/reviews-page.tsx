import { SellerReviews } from '../../features/reviews/components/seller-reviews';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { NoShopYet } from './no-shop-yet';

/** `/dashboard/reviews` (every member): the current shop's reviews, each answered once. */
export default function ReviewsPage() {
  const { seller, shop } = useDashboard();
  return (
    <DashboardPage
      title="顧客評價"
      description={
        shop
          ? `${shop.displayName}的顧客評價，回覆會公開顯示在店家頁面（可在選單的「目前店家」切換店家）`
          : undefined
      }
    >
      <RequirePermission permission="shops.read">
        {shop ? (
          <SellerReviews
            key={shop.id}
            sellerId={seller.id}
            shopId={shop.id}
            timeZone={shop.timeZone}
          />
        ) : (
          <NoShopYet />
        )}
      </RequirePermission>
    </DashboardPage>
  );
}
