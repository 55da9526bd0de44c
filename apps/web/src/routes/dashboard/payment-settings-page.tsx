import { ShopPaymentSettingsForm } from '../../features/payment-settings/components/shop-payment-settings-form';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { paths } from '../../config/paths';
import { NoShopYet } from './no-shop-yet';

/** `/dashboard/payment-settings` (payments.settings): how the current shop takes money online. */
export default function PaymentSettingsPage() {
  const { seller, shop } = useDashboard();
  return (
    <DashboardPage
      title="金流設定"
      description={
        shop
          ? `${shop.displayName}接受的線上付款方式、匯款帳戶與退款規則（可在選單的「目前店家」切換店家）`
          : undefined
      }
    >
      <RequirePermission permission="payments.settings">
        {shop ? (
          <ShopPaymentSettingsForm
            key={`${seller.id}-${shop.id}`}
            sellerId={seller.id}
            shopId={shop.id}
            linePayHref={paths.dashboardLinePaySettings.getHref()}
          />
        ) : (
          <NoShopYet />
        )}
      </RequirePermission>
    </DashboardPage>
  );
}
