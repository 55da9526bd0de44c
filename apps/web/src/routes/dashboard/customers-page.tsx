import { CustomerList } from '../../features/customers/components/customer-list';
import { TagManager } from '../../features/customers/components/tag-manager';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';

/** `/dashboard/customers` (customers.work): the seller's customers; tags for tags.manage. */
export default function CustomersPage() {
  const { seller, shop } = useDashboard();
  const manageTags = useCan('tags.manage');
  return (
    <DashboardPage
      title="顧客管理"
      description={`「${seller.displayName}」所有店家的顧客：搜尋、標籤與到店紀錄。`}
    >
      <RequirePermission permission="customers.work">
        <CustomerList
          key={seller.id}
          sellerId={seller.id}
          timeZone={shop?.timeZone ?? 'Asia/Taipei'}
        />
        {manageTags && <TagManager key={`tags-${seller.id}`} sellerId={seller.id} />}
      </RequirePermission>
    </DashboardPage>
  );
}
