import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useOperators } from '../../lib/seller-dashboard/api/get-operators';
import { useServiceGroups } from '../../lib/seller-dashboard/api/get-service-groups';
import { useShopSchedule } from '../../lib/seller-dashboard/api/get-shop-schedule';
import { useDashboard } from '../../features/seller/lib/dashboard-context';
import { can } from '../../lib/seller-dashboard/permissions';
import { SellerCalendar } from './seller-calendar';
import { calendarShopOf } from '../../lib/shop-orders/calendar-shop';
import {
  parseCalendarParams,
  type CalendarParams,
} from '../../features/calendar/lib/calendar-params';
import { usePageTitle } from '../../lib/use-page-title';
import { QueryErrorState } from '../../ui/error-state';
import { PageLoader } from '../../ui/page-loader';
import { paths } from '../../config/paths';
import { NoShopYet } from './no-shop-yet';

/**
 * `/dashboard/calendar`: the current shop's bookings by day or week. The URL holds the date, the
 * view and the booking opened, so the dashboard home can link straight to a booking.
 */
export default function CalendarPage() {
  usePageTitle('預約行事曆｜商家後台');
  const { seller, shop, role } = useDashboard();
  const [search, setSearch] = useSearchParams();
  const params = parseCalendarParams(search);
  const operators = useOperators(seller.id, shop?.id ?? null);
  const groups = useServiceGroups(seller.id, shop?.id ?? null);
  // Sizes the week grid to the opening hours; without it the grid follows the shifts.
  const schedule = useShopSchedule(seller.id, shop?.id ?? null);

  const change = (next: CalendarParams) => {
    const href = paths.dashboardCalendar.getHref(next);
    // Opening a booking is a step back can undo; paging dates replaces the entry.
    const isOpening = next.orderId !== null && next.orderId !== params.orderId;
    setSearch(new URL(href, window.location.origin).searchParams, { replace: !isOpening });
  };

  let content;
  if (!shop) {
    content = <NoShopYet />;
  } else if (operators.isError || groups.isError) {
    const failed = operators.isError ? operators : groups;
    content = <QueryErrorState query={failed} />;
  } else if (!operators.data || !groups.data || schedule.isPending) {
    content = <PageLoader />;
  } else {
    content = (
      <SellerCalendar
        key={shop.id}
        sellerId={seller.id}
        shop={calendarShopOf(shop)}
        operators={operators.data}
        serviceGroups={groups.data}
        schedule={schedule.data ?? null}
        params={params}
        onParamsChange={change}
        canDecideTransfers={can(role, 'payments.transfers')}
      />
    );
  }

  return (
    <Stack gap="sm">
      <div>
        <Title order={1} size="h2">
          預約行事曆
        </Title>
        {shop && (
          <Text size="sm" c="dimmed">
            {shop.displayName}・時間皆為店家當地時間；用「目前店家」切換店家。
          </Text>
        )}
      </div>
      {content}
    </Stack>
  );
}
