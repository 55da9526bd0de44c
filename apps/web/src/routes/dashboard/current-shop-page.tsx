import type { TSeller, TSellerPermission, TSellerShop } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { NoShopYet } from './no-shop-yet';

/** Props of {@link CurrentShopPage}. */
export interface CurrentShopPageProps {
  title: string;
  /** What the page holds, said after the shop's name (e.g. `的服務分類與服務`). */
  about: string;
  permission: TSellerPermission;
  actions?: ReactNode;
  /** The page's content for the shop the switcher shows. */
  children: (shop: TSellerShop, seller: TSeller) => ReactNode;
}

/**
 * A dashboard page about the shop the switcher shows: its description names the shop and points
 * at the switcher, and a seller with no shop yet is asked to create one instead.
 */
export function CurrentShopPage({
  title,
  about,
  permission,
  actions,
  children,
}: CurrentShopPageProps) {
  const { seller, shop } = useDashboard();
  return (
    <DashboardPage
      title={title}
      description={
        shop ? `${shop.displayName}${about}（可在選單的「目前店家」切換店家）` : undefined
      }
      actions={actions}
    >
      <RequirePermission permission={permission}>
        {shop ? children(shop, seller) : <NoShopYet />}
      </RequirePermission>
    </DashboardPage>
  );
}
