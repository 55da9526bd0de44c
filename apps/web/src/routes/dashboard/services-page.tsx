import { ServiceGroupsBoard } from '../../features/services/components/service-groups-board';
import { CurrentShopPage } from './current-shop-page';

/** `/dashboard/services`: the current shop's service groups and services. */
export default function ServicesPage() {
  return (
    <CurrentShopPage title="服務項目" about="的服務分類與服務" permission="catalogue.manage">
      {(shop, seller) => <ServiceGroupsBoard key={shop.id} sellerId={seller.id} shop={shop} />}
    </CurrentShopPage>
  );
}
