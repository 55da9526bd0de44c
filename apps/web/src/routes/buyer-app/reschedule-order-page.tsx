import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useOrder } from '../../features/booking/api/get-order';
import { bookingKeys } from '../../features/booking/api/keys';
import { RescheduleChooser } from '../../features/booking/components/reschedule-dialog';
import { useAreaHistory } from '../../features/buyer-app/lib/area-history';
import { SignInRequired } from '../../features/identity/components/sign-in-required';
import { ApiError } from '../../lib/api-error';
import { formatDateTimeLabel } from '../../lib/date-labels';
import { usePageTitle } from '../../lib/use-page-title';
import { QueryErrorState } from '../../ui/error-state';
import { NotFoundContent } from '../../ui/not-found-content';
import { PageContainer } from '../../ui/page-container';
import { PageLoader } from '../../ui/page-loader';

function NoSuchOrder() {
  return (
    <NotFoundContent
      title="找不到這筆訂單"
      description="訂單編號可能有誤，或這筆訂單屬於其他帳號。"
    />
  );
}

/** The signed-in customer's order `orderId`, moved to a time chosen here. */
function Reschedule({ orderId }: { orderId: number }) {
  const query = useOrder(String(orderId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { previous, setNotice } = useAreaHistory();

  if (query.isError) {
    // Another customer's order is as good as absent: say nothing about it.
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403) return <NoSuchOrder />;
    return <QueryErrorState query={query} />;
  }
  if (!query.data) return <PageLoader />;
  const order = query.data;
  const orderHref = paths.buyerAppOrder.getHref(order.orderKey);

  // Back to the order: through the history when the visitor came from it, else in place of
  // this page, so the back control does not return here.
  const done = (moved: TOrder) => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.order(String(orderId)) });
    setNotice({
      path: orderHref,
      message: `已改期至 ${formatDateTimeLabel(moved.startTime, moved.timeZone)}。`,
    });
    if (previous === orderHref) void navigate(-1);
    else void navigate(orderHref, { replace: true });
  };

  if (!order.canReschedule) {
    return (
      <Stack gap="md">
        <Alert color="gray" title="這筆預約無法線上改期" data-testid="reschedule-not-allowed">
          {order.status === 'CANCELLED'
            ? '這筆預約已取消。'
            : '已超過可線上改期的時間，如需更改請直接聯絡店家。'}
        </Alert>
        <Button component={Link} to={orderHref} variant="default">
          查看訂單
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {order.shop && (
        <Text fw={700} data-testid="reschedule-shop">
          {order.shop.displayName}
        </Text>
      )}
      {order.reschedulableUntil && (
        <Text size="sm" c="dimmed">
          可於 {formatDateTimeLabel(order.reschedulableUntil, order.timeZone)} 前改期
        </Text>
      )}
      <RescheduleChooser order={order} onRescheduled={done} />
    </Stack>
  );
}

/**
 * `/buyer-app/reschedule-order/:orderId`: moving one of the signed-in customer's orders in the
 * buyer app's webview, with the order page's own time picker; done, back to the order. The
 * layout's bar carries the page's heading.
 */
export default function BuyerAppRescheduleOrderPage() {
  usePageTitle('更改預約時間');
  const { orderId = '' } = useParams();
  const id = /^\d{1,10}$/.test(orderId) ? Number(orderId) : 0;
  return (
    <PageContainer size="sm" pt="md">
      {id > 0 ? (
        <SignInRequired description="登入後即可更改您的預約時間。">
          <Reschedule key={id} orderId={id} />
        </SignInRequired>
      ) : (
        <NoSuchOrder />
      )}
    </PageContainer>
  );
}
