import { ShopPaymentSettingsForm } from '../../features/payment-settings/components/shop-payment-settings-form';
import { paths } from '../../config/paths';
import { CurrentShopPage } from './current-shop-page';

/** `/dashboard/payment-settings` (payments.settings): how the current shop takes money online. */
export default function PaymentSettingsPage() {
  return (
    <CurrentShopPage
      title="金流設定"
      about="接受的線上付款方式、匯款帳戶與退款規則"
      permission="payments.settings"
    >
      {(shop, seller) => (
        <ShopPaymentSettingsForm
          key={`${seller.id}-${shop.id}`}
          sellerId={seller.id}
          shopId={shop.id}
          linePayHref={paths.dashboardLinePaySettings.getHref()}
        />
      )}
    </CurrentShopPage>
  );
}
