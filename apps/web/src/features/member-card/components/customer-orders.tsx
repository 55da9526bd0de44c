import { Stack } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { IconCalendar } from '../../../ui/icons';
import { QueryStates } from '../../../ui/query-states';
import { TabPanels } from '../../../ui/tab-panels';
import { type OrderTabQuery, useCustomerOrders } from '../api/get-customer-orders';
import { infiniteHistory, LoadMore } from '../../../ui/paged-history';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { SearchShopsButton } from './list-parts';

/** One tab of the orders: its key, label, query and what it says when empty. */
export interface CustomerOrderTab {
  value: string;
  label: string;
  empty: string;
  query: OrderTabQuery;
}

function OrderList({
  customerId,
  tab,
  renderOrder,
}: {
  customerId: number;
  tab: CustomerOrderTab;
  renderOrder: (order: TOrder) => ReactNode;
}) {
  const query = useCustomerOrders(customerId, tab.value, tab.query);
  const { items, more } = infiniteHistory(query, 'member-card-orders-more');
  return (
    <QueryStates
      query={query}
      items={items ?? []}
      loading={<ListSkeleton count={3} height={180} />}
      empty={
        <EmptyState title={tab.empty} icon={<IconCalendar size={28} />}>
          <SearchShopsButton />
        </EmptyState>
      }
    >
      {(orders) => (
        <Stack gap="sm" data-testid="member-card-orders" data-tab={tab.value}>
          {orders.map((order) => (
            <div key={order.id}>{renderOrder(order)}</div>
          ))}
          <LoadMore {...more} />
        </Stack>
      )}
    </QueryStates>
  );
}

/**
 * The customer's orders with one seller, by tab, 50 at a time; each order drawn by
 * `renderOrder` (the route passes the 我的預約 card).
 */
export function CustomerOrders({
  customerId,
  tabs,
  tab,
  onTabChange,
  renderOrder,
}: {
  customerId: number;
  tabs: readonly CustomerOrderTab[];
  tab: string;
  onTabChange: (tab: string) => void;
  renderOrder: (order: TOrder) => ReactNode;
}) {
  return (
    <TabPanels
      tabs={tabs}
      value={tab}
      onChange={onTabChange}
      tabTestId={(value) => `member-card-orders-tab-${value}`}
    >
      {(t) => <OrderList customerId={customerId} tab={t} renderOrder={renderOrder} />}
    </TabPanels>
  );
}
