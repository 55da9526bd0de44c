import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useOperators } from '../../lib/seller-dashboard/api/get-operators';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { SELLER_ROLE_LABELS } from '../../lib/seller-dashboard/permissions';
import { HomeOverview } from '../../features/calendar/components/home-overview';
import { WaitingTransfers } from '../../features/order-desk/components/waiting-transfers';
import { calendarShopOf } from '../../lib/shop-orders/calendar-shop';
import { PageLoader } from '../../ui/page-loader';
import { paths } from '../../config/paths';
import { NoShopYet } from './no-shop-yet';

/**
 * `/dashboard` and `/dashboard/mobile-home`: the current shop today and in the coming days, each
 * booking a tap away from the calendar.
 */
export default function MobileHomePage() {
  const { seller, role, shop } = useDashboard();
  const operators = useOperators(seller.id, shop?.id ?? null);
  return (
    <DashboardPage
      title="今日總覽"
      description={`${seller.displayName}・您的角色：${SELLER_ROLE_LABELS[role]}`}
      actions={
        shop && (
          <Button component={Link} to={paths.dashboardCalendar.getHref()} variant="light">
            開啟行事曆
          </Button>
        )
      }
    >
      {!shop ? (
        <NoShopYet />
      ) : !operators.data && !operators.isError ? (
        <PageLoader />
      ) : (
        <Stack gap="md">
          <WaitingTransfers
            key={`transfers-${shop.id}`}
            sellerId={seller.id}
            shopId={shop.id}
            timeZone={shop.timeZone}
            orderHref={(orderId, date) => paths.dashboardCalendar.getHref({ date, orderId })}
          />
          <HomeOverview
            key={shop.id}
            sellerId={seller.id}
            shop={calendarShopOf(shop)}
            operators={operators.data ?? []}
            orderHref={(order, date) =>
              paths.dashboardCalendar.getHref({ date, orderId: order.id })
            }
            calendarHref={paths.dashboardCalendar.getHref()}
          />
        </Stack>
      )}
    </DashboardPage>
  );
}
