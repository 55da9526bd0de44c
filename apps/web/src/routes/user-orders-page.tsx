import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { myOrdersKey } from '../features/my-orders/api/get-my-orders';
import { MyOrders } from '../features/my-orders/components/my-orders';
import { tabFromParam } from '../features/my-orders/lib/tabs';
import { useOrderActions } from './order-actions';
import { SignedInPage } from './signed-in-page';

/**
 * `/user/orders`: 我的預約, the signed-in customer's orders at every shop (`?tab=` past or
 * cancelled). A card's cancel and reschedule open the order page's own dialogs; what they did is
 * confirmed on screen and the lists are fetched again.
 */
export default function UserOrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const actions = useOrderActions(myOrdersKey, true);
  return (
    <SignedInPage title="我的預約" description="登入後即可查看與管理您在各店家的預約。" size="sm">
      <Stack gap="md">
        {actions.notice}
        <MyOrders
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
