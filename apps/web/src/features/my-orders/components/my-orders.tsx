import { Button, Stack, Tabs, Text } from '@mantine/core';
import type { TOrder, TOrderSource } from '@haoyue/contracts';
import { EmptyState } from '../../../ui/empty-state';
import { ExploreShopsButton } from '../../../ui/explore-shops-button';
import { QueryErrorState } from '../../../ui/error-state';
import { IconCalendar } from '../../../ui/icons';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { useMyOrders } from '../api/get-my-orders';
import { MY_ORDER_TABS, TAB_TEXT, type MyOrderTab } from '../lib/tabs';
import { OrderCard, type CardAction } from './order-card';

/** One tab's orders, 50 at a time, with 「載入更多」 while there are more. */
function OrderList({
  tab,
  source,
  onAction,
}: {
  tab: MyOrderTab;
  source?: TOrderSource | undefined;
  onAction: (action: CardAction, order: TOrder) => void;
}) {
  const query = useMyOrders(tab, source);
  if (query.isPending) return <ListSkeleton count={3} height={180} />;
  if (query.isError) return <QueryErrorState query={query} />;
  const orders = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages[0]?.meta.total ?? orders.length;
  if (orders.length === 0) {
    return (
      <EmptyState
        title={TAB_TEXT[tab].empty}
        description="找間喜歡的店家，幾個步驟就能完成預約。"
        icon={<IconCalendar size={28} />}
      >
        <ExploreShopsButton testId="my-orders-search" />
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" data-testid="my-orders-list" data-tab={tab}>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} onAction={onAction} />
      ))}
      {query.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid="my-orders-more"
        >
          載入更多
        </Button>
      ) : (
        <Text size="xs" c="dimmed" ta="center">
          共 {total} 筆
        </Text>
      )}
    </Stack>
  );
}

/** Props of {@link MyOrders}. */
export interface MyOrdersProps {
  tab: MyOrderTab;
  onTabChange: (tab: MyOrderTab) => void;
  /** A card's cancel or reschedule (shown only when the order's policy allows it). */
  onAction: (action: CardAction, order: TOrder) => void;
  /** Only orders that came in this way (the Reserve with Google user area: GOOGLE). */
  source?: TOrderSource;
}

/** 我的預約: the signed-in customer's orders at every shop, by tab (upcoming, past, cancelled). */
export function MyOrders({ tab, onTabChange, onAction, source }: MyOrdersProps) {
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onTabChange(value as MyOrderTab)}
      keepMounted={false}
    >
      <Tabs.List grow mb="md">
        {MY_ORDER_TABS.map((value) => (
          <Tabs.Tab key={value} value={value} data-testid={`my-orders-tab-${value}`}>
            {TAB_TEXT[value].label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {MY_ORDER_TABS.map((value) => (
        <Tabs.Panel key={value} value={value}>
          <OrderList tab={value} source={source} onAction={onAction} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
