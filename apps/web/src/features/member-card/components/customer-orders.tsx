import { Button, Stack, Tabs } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { IconCalendar } from '../../../ui/icons';
import { type OrderTabQuery, useCustomerOrders } from '../api/get-customer-orders';
import { infiniteHistory, LoadMore } from '../../../ui/paged-history';
import { ListSkeleton } from './list-parts';

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
  if (query.isPending) return <ListSkeleton height={180} />;
  if (query.isError) return <QueryErrorState query={query} />;
  const { items: orders = [], more } = infiniteHistory(query, 'member-card-orders-more');
  if (orders.length === 0) {
    return (
      <EmptyState title={tab.empty} icon={<IconCalendar size={28} />}>
        <Button component={Link} to={paths.search.getHref()} variant="light">
          探索店家
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" data-testid="member-card-orders" data-tab={tab.value}>
      {orders.map((order) => (
        <div key={order.id}>{renderOrder(order)}</div>
      ))}
      <LoadMore {...more} />
    </Stack>
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
    <Tabs value={tab} onChange={(v) => v && onTabChange(v)} keepMounted={false}>
      <Tabs.List grow mb="md">
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} data-testid={`member-card-orders-tab-${t.value}`}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          <OrderList customerId={customerId} tab={t} renderOrder={renderOrder} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
