import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { myOrdersKey } from '../../features/my-orders/api/get-my-orders';
import { MyOrders } from '../../features/my-orders/components/my-orders';
import { tabFromParam } from '../../features/my-orders/lib/tabs';
import { useOrderActions } from '../order-actions';
import { SignedInPage } from '../signed-in-page';

/**
 * `/google-reserve-user/orders`: 我的 Google 預約, the orders the user booked through Google
 * (`?tab=` past or cancelled), with the same cards, reschedule and cancel as 我的預約.
 */
export default function GoogleReserveOrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const actions = useOrderActions(myOrdersKey, true);
  return (
    <SignedInPage
      title="我的 Google 預約"
      description="登入後即可查看與管理您透過 Google 預約的訂單。"
      size="sm"
    >
      <Stack gap="md">
        {actions.notice}
        <MyOrders
          source="GOOGLE"
          tab={tab}
          onTabChange={(next) => {
            actions.clearNotice();
            setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });
          }}
          onAction={actions.start}
        />
      </Stack>
      {actions.dialogs}
    </SignedInPage>
  );
}
