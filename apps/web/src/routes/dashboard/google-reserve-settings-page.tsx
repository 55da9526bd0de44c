import { GoogleReserveSettings } from '../../features/google-reserve/components/google-reserve-settings';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { paths } from '../../config/paths';
import { CurrentShopPage } from './current-shop-page';

/** `/dashboard/google-reserve-settings` (shops.update): the current shop on Reserve with Google. */
export default function GoogleReserveSettingsPage() {
  const { selectShop } = useDashboard();
  return (
    <CurrentShopPage
      title="Google 預約"
      about="在 Google 地圖與搜尋上的預約：申請、開放的服務與上架狀態"
      permission="shops.update"
    >
      {(shop, seller) => (
        <GoogleReserveSettings
          key={seller.id}
          sellerId={seller.id}
          shopId={shop.id}
          shopSettingsHref={paths.dashboardShopSettings.getHref(shop.id)}
          onChooseShop={selectShop}
        />
      )}
    </CurrentShopPage>
  );
}
