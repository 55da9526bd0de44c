import {
  ConsentFormList,
  NewConsentFormButton,
} from '../../features/consent-builder/components/consent-form-list';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { can } from '../../lib/seller-dashboard/permissions';

/** `/dashboard/consent-forms` (customers.work; writing them consent.manage): the 同意書. */
export default function ConsentFormsPage() {
  const { seller, role } = useDashboard();
  const canManage = can(role, 'consent.manage');
  return (
    <DashboardPage
      title="同意書"
      description="顧客預約套用服務後，會在手機上填寫並簽名；每份填寫紀錄保留當時的版本內容。"
      actions={canManage ? <NewConsentFormButton /> : undefined}
    >
      <RequirePermission permission="customers.work">
        <ConsentFormList key={seller.id} sellerId={seller.id} canManage={canManage} />
      </RequirePermission>
    </DashboardPage>
  );
}
