import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LicenceOverview } from '../../features/billing/components/licence-overview';
import { BILLING_TIME_ZONE } from '../../features/billing/lib/labels';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { RequirePermission } from '../../features/seller/components/no-permission';
import { useDashboard } from '../../features/seller/lib/dashboard-context';

/** `/dashboard/license` (owner only): plans, each shop's licence, payments and receipts. */
export default function LicensePage() {
  const { seller, shops } = useDashboard();
  const timeZoneOf = (shopId: number) =>
    shops.find((s) => s.id === shopId)?.timeZone ?? BILLING_TIME_ZONE;
  return (
    <DashboardPage
      title="授權方案"
      description={
        <>
          「{seller.displayName}」每間店家的授權、付款紀錄與收據。只有負責人可以管理。付款卡請到{' '}
          <Anchor
            component={Link}
            to={paths.dashboardCreditCard.getHref()}
            size="sm"
            underline="always"
          >
            付款卡
          </Anchor>
          設定。
        </>
      }
    >
      <RequirePermission permission="billing.manage">
        <LicenceOverview key={seller.id} sellerId={seller.id} timeZoneOf={timeZoneOf} />
      </RequirePermission>
    </DashboardPage>
  );
}
