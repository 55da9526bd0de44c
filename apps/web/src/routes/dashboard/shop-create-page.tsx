import { Skeleton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { ShopDetailsForm } from '../../features/shops/components/shop-details-form';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { ErrorState } from '../../ui/error-state';
import { paths } from '../../config/paths';
import { useShopPlaceOptions } from './use-shop-place-options';

function CreateShop() {
  const { seller, selectShop } = useDashboard();
  const navigate = useNavigate();
  const place = useShopPlaceOptions();
  if (place.failed) return <ErrorState onRetry={place.retry} retrying={place.retrying} />;
  if (!place.options) return <Skeleton h={480} />;
  return (
    <ShopDetailsForm
      sellerId={seller.id}
      shop={null}
      {...place.options}
      onSaved={(shop) => {
        selectShop(shop.id);
        // Next: pictures, opening hours and prepayment, on the new shop's settings.
        navigate(paths.dashboardShopSettings.getHref(shop.id, 'images'), { replace: true });
      }}
    />
  );
}

/** `/dashboard/shop-settings/create`: opens a new shop. */
export default function ShopCreatePage() {
  return (
    <DashboardPage
      title="新增店家"
      description="建立後即可上傳圖片、設定營業時間與預付訂金。"
      back={{ href: paths.dashboardShops.getHref(), label: '店家管理' }}
    >
      <RequirePermission permission="shops.create">
        <CreateShop />
      </RequirePermission>
    </DashboardPage>
  );
}
