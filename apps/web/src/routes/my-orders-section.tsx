import { Stack } from '@mantine/core';
import type { TOrderSource } from '@haoyue/contracts';
import { useSearchParams } from 'react-router';
import { myOrdersKey } from '../features/my-orders/api/get-my-orders';
import { MyOrders } from '../features/my-orders/components/my-orders';
import { tabFromParam } from '../features/my-orders/lib/tabs';
import { useOrderActions } from './order-actions';

/**
 * The signed-in customer's orders with their tabs (`?tab=` past or cancelled), of one channel
 * when `source` is given: a card's cancel and reschedule open the order page's own dialogs; what
 * they did is confirmed on screen and the lists are fetched again.
 */
export function MyOrdersSection({ source }: { source?: TOrderSource }) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const actions = useOrderActions(myOrdersKey, true);
  return (
    <>
      <Stack gap="md">
        {actions.notice}
        <MyOrders
          {...(source ? { source } : {})}
          tab={tab}
          onTabChange={(next) => {
            actions.clearNotice();
            setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });
          }}
          onAction={actions.start}
        />
      </Stack>
      {actions.dialogs}
    </>
  );
}
