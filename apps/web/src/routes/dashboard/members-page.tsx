import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { MembersPanel } from '../../features/members/components/members-panel';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';

/** `/dashboard/members` (owner only): who works for the seller, and in which role. */
export default function MembersPage() {
  const { seller } = useDashboard();
  return (
    <DashboardPage
      title="成員與權限"
      description={`可以使用「${seller.displayName}」商家後台的人。`}
    >
      <RequirePermission permission="members.manage">
        <MembersPanel sellerId={seller.id} />
      </RequirePermission>
    </DashboardPage>
  );
}
