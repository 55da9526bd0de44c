import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BalancePayment } from '../features/checkout/components/balance-payment';
import { useOrder } from '../features/booking/api/get-order';
import { OrderDetails } from '../features/booking/components/order-details';
import { OrderConsentForms } from '../features/consent/components/order-consent-forms';
import { OrderLedger } from '../features/member-card/components/order-ledger';
import { OrderPaymentSection } from '../features/checkout/components/order-payment-section';
import { RefundPolicyNote } from '../features/checkout/components/refund-policy-note';
import { OrderReview } from '../features/reviews/components/order-review';
import { ApiError } from '../lib/api-error';
import { useAreaSlots } from '../lib/area-slots';
import { QueryErrorState } from '../ui/error-state';
import { NotFoundContent } from '../ui/not-found-content';
import { PageLoader } from '../ui/page-loader';
import { SignedInPage } from './signed-in-page';

function Order({ orderKey }: { orderKey: string }) {
  const query = useOrder(orderKey);
  const slots = useAreaSlots();
  // 付款完成, when LINE Pay's return page sent the customer here: kept for this visit and taken
  // out of the history entry, so a reload does not announce it again.
  const location = useLocation();
  const navigate = useNavigate();
  const [paymentNotice] = useState(
    () => (location.state as { paymentNotice?: string } | null)?.paymentNotice ?? null,
  );
  useEffect(() => {
    if (paymentNotice) void navigate(location, { replace: true, state: null });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (query.isError) {
    // Another customer's order is as good as absent: say nothing about it.
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403) {
      return (
        <NotFoundContent
          title="找不到這筆訂單"
          description="訂單編號可能有誤，或這筆訂單屬於其他帳號。"
        />
      );
    }
    return <QueryErrorState query={query} />;
  }
  if (!query.data) return <PageLoader />;
  const order = query.data;
  return (
    <Stack gap="lg">
      <OrderDetails
        order={order}
        payment={
          <>
            <OrderPaymentSection
              order={order}
              notice={paymentNotice}
              onOrderChanged={() => void query.refetch()}
            />
            <BalancePayment order={order} />
          </>
        }
        cancelNote={<RefundPolicyNote order={order} />}
      />
      {order.status !== 'CANCELLED' && (
        <OrderConsentForms
          orderId={order.id}
          customerId={order.customerId}
          closed={order.status === 'COMPLETED' || Date.parse(order.startTime) <= Date.now()}
        />
      )}
      {slots.order?.(order)}
      <OrderLedger order={order} />
      <OrderReview
        orderId={order.id}
        timeZone={order.timeZone}
        completed={order.status === 'COMPLETED'}
      />
    </Stack>
  );
}

/** `/orders/:orderKey`: one of the signed-in customer's orders; pay, reschedule or cancel it. */
export default function OrderPage() {
  const { orderKey = '' } = useParams();
  return (
    <SignedInPage title="訂單詳情" description="登入後即可查看與管理您的預約訂單。" size="sm">
      <Order key={orderKey} orderKey={orderKey} />
    </SignedInPage>
  );
}
