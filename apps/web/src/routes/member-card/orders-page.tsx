import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { memberCardKeys } from '../../features/member-card/api/keys';
import {
  type CustomerOrderTab,
  CustomerOrders,
} from '../../features/member-card/components/customer-orders';
import { OrderCard } from '../../features/my-orders/components/order-card';
import { MY_ORDER_TABS, TAB_TEXT, tabFromParam, tabQuery } from '../../features/my-orders/lib/tabs';
import { useOrderActions } from '../order-actions';
import { useMemberCardRecord } from './member-card-context';

/** The tabs of 我的預約, as the member card lists them (with one seller). */
const TABS: CustomerOrderTab[] = MY_ORDER_TABS.map((value) => ({
  value,
  label: TAB_TEXT[value].label,
  empty: TAB_TEXT[value].empty,
  query: tabQuery(value),
}));

/**
 * 預約: the customer's orders with this seller (即將到來 / 過去的預約 / 已取消, `?tab=`), drawn
 * with 我的預約's cards; cancel and reschedule open the order page's dialogs.
 */
export default function MemberCardOrdersPage() {
  const record = useMemberCardRecord();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const actions = useOrderActions(memberCardKeys.customer(record.id));
  return (
    <Stack gap="md">
      {actions.notice}
      <CustomerOrders
        customerId={record.id}
        tabs={TABS}
        tab={tab}
        onTabChange={(next) => {
          actions.clearNotice();
          setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });
        }}
        renderOrder={(order) => <OrderCard order={order} onAction={actions.start} />}
      />
      {actions.dialogs}
    </Stack>
  );
}
