import type { TSeller } from '@haoyue/contracts';
import type { ComponentType } from 'react';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { sellerCurrency } from '../../lib/money';
import type { ItemManagerProps } from '../../ui/managed-list';

/** Props of {@link SellerItemsPage}. */
export interface SellerItemsPageProps {
  title: string;
  description: (seller: TSeller) => string;
  /** The list of the items the page sells (products, top-up plans, voucher templates). */
  manager: ComponentType<ItemManagerProps>;
}

/**
 * A dashboard page of what the seller sells: every role that sells (items.sell) sees the list,
 * items.manage changes it; prices are in the seller's currency.
 */
export function SellerItemsPage({ title, description, manager: Manager }: SellerItemsPageProps) {
  const { seller, shops } = useDashboard();
  const canManage = useCan('items.manage');
  return (
    <DashboardPage title={title} description={description(seller)}>
      <RequirePermission permission="items.sell">
        <Manager
          key={seller.id}
          sellerId={seller.id}
          currency={sellerCurrency(shops)}
          canManage={canManage}
        />
      </RequirePermission>
    </DashboardPage>
  );
}
