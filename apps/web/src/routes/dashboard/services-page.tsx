import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { ServiceGroupsBoard } from '../../features/services/components/service-groups-board';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { NoShopYet } from './no-shop-yet';

/** `/dashboard/services`: the current shop's service groups and services. */
export default function ServicesPage() {
  const { seller, shop } = useDashboard();
  return (
    <DashboardPage
      title="服務項目"
      description={
        shop ? `${shop.displayName}的服務分類與服務（可在選單的「目前店家」切換店家）` : undefined
      }
    >
      <RequirePermission permission="catalogue.manage">
        {shop ? (
          <ServiceGroupsBoard key={shop.id} sellerId={seller.id} shop={shop} />
        ) : (
          <NoShopYet />
        )}
      </RequirePermission>
    </DashboardPage>
  );
}
