import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { QueryErrorState } from '../../../ui/error-state';
import { useShopOrders } from '../api/list-shop-orders';
import type { CalendarOperator, CalendarShop } from '../../../lib/shop-orders/calendar-shop';
import { HOME_DAYS, summarizeHome } from '../lib/home-summary';
import { customerName, operatorNames, serviceNames } from '../../../lib/shop-orders/order-names';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from '../../../lib/shop-orders/order-status';
import {
  addDays,
  formatDate,
  formatMinutes,
  formatShopDateTime,
  relativeDayLabel,
  shopClock,
} from '../../../lib/shop-orders/shop-time';
import { useNow } from './use-now';
import { OrderChannelBadge } from '../../../ui/order-channel-badge';

/** Props of {@link HomeOverview}. */
export interface HomeOverviewProps {
  sellerId: number;
  shop: CalendarShop;
  operators: CalendarOperator[];
  /** The calendar at an order (its day, the order open). */
  orderHref: (order: TOrder, date: string) => string;
  /** The calendar today. */
  calendarHref: string;
}

function Section({
  title,
  count,
  children,
  testId,
}: {
  title: string;
  count: number;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Badge variant="light" color={count ? 'coral' : 'gray'}>
          {count}
        </Badge>
      </Group>
      {children}
    </Card>
  );
}

function OrderRow({
  order,
  href,
  today,
  timeZone,
  extra,
}: {
  order: TOrder;
  href: string;
  today: string;
  timeZone: string;
  extra?: ReactNode;
}) {
  const { date, minutes } = shopClock(order.startTime, timeZone);
  return (
    <Card
      component={Link}
      to={href}
      padding="xs"
      radius="sm"
      bg="gray.0"
      style={{ textDecoration: 'none', color: 'inherit' }}
      data-testid="home-order"
      data-order-id={order.id}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {relativeDayLabel(date, today)} {formatMinutes(minutes)}
        </Text>
        <Group gap={4} wrap="nowrap">
          <OrderChannelBadge source={order.source} />
          <Badge size="sm" variant="light" color={ORDER_STATUS_COLORS[order.status]}>
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </Group>
      </Group>
      <Text size="sm">
        {customerName(order)}・{serviceNames(order)}
      </Text>
      <Text size="xs" c="dimmed">
        {operatorNames(order)}
      </Text>
      {extra}
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

interface OrderListSectionProps {
  title: string;
  testId: string;
  orders: TOrder[];
  row: (order: TOrder, extra?: ReactNode) => ReactNode;
  /** The line below an order that says why it is listed. */
  extra: (order: TOrder) => ReactNode;
  empty: string;
}

/** A section listing orders, each with a line of its own below, or a line saying there is none. */
function OrderListSection({ title, testId, orders, row, extra, empty }: OrderListSectionProps) {
  return (
    <Section title={title} count={orders.length} testId={testId}>
      <Stack gap={6}>
        {orders.map((order) => row(order, extra(order)))}
        {orders.length === 0 && <Empty>{empty}</Empty>}
      </Stack>
    </Section>
  );
}

/**
 * Today and the coming days at a glance: today's bookings per operator, prepayments due, new
 * bookings and cancellations. Every booking links to the calendar, opened at it.
 */
export function HomeOverview({
  sellerId,
  shop,
  operators,
  orderHref,
  calendarHref,
}: HomeOverviewProps) {
  const now = useNow();
  const today = shopClock(now, shop.timeZone).date;
  const orders = useShopOrders(sellerId, shop.id, today, addDays(today, HOME_DAYS - 1));

  if (orders.isError && !orders.data) {
    return <QueryErrorState query={orders} />;
  }
  if (!orders.data) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={160} />
        ))}
      </SimpleGrid>
    );
  }
  const summary = summarizeHome(orders.data, operators, { today, timeZone: shop.timeZone, now });
  const hrefOf = (order: TOrder) =>
    orderHref(order, shopClock(order.startTime, shop.timeZone).date);
  const row = (order: TOrder, extra?: ReactNode) => (
    <OrderRow
      key={order.id}
      order={order}
      href={hrefOf(order)}
      today={today}
      timeZone={shop.timeZone}
      extra={extra}
    />
  );

  const lists: Omit<OrderListSectionProps, 'row'>[] = [
    {
      title: '待付訂金',
      testId: 'home-awaiting-prepayment',
      orders: summary.awaitingPrepayment,
      extra: (order) =>
        order.prepayment && (
          <Text size="xs" c="red.9">
            訂金 {formatPrice(order.prepayment.amount, order.currency)}
            {order.prepayment.deadline
              ? `・期限 ${formatShopDateTime(order.prepayment.deadline, shop.timeZone)}`
              : ''}
          </Text>
        ),
      empty: '沒有待付訂金的預約。',
    },
    {
      title: '新預約（24 小時內）',
      testId: 'home-new',
      orders: summary.newBookings,
      extra: (order) => (
        <Text size="xs" c="dimmed">
          建立於 {formatShopDateTime(order.createdAt, shop.timeZone)}
        </Text>
      ),
      empty: '最近 24 小時沒有新預約。',
    },
    {
      title: '已取消（未來幾天）',
      testId: 'home-cancelled',
      orders: summary.cancelled,
      extra: (order) =>
        order.cancelReason && (
          <Text size="xs" c="dimmed">
            原因：{order.cancelReason}
          </Text>
        ),
      empty: '未來幾天沒有取消的預約。',
    },
  ];

  return (
    <Stack gap="md" data-testid="home-overview">
      <Text size="sm" c="dimmed">
        {shop.displayName}・{formatDate(today, true)}・未來 {HOME_DAYS} 天
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="今天的預約" count={summary.todayCount} testId="home-today">
          <Stack gap="sm">
            {summary.today.map((column) => (
              <Stack key={column.id} gap={4} data-testid="home-today-operator">
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    {column.displayName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {column.entries.length ? `${column.entries.length} 筆` : '今天沒有預約'}
                  </Text>
                </Group>
                {column.entries.map((entry) => (
                  <Card
                    key={entry.booking.id}
                    component={Link}
                    to={orderHref(entry.order, today)}
                    padding={6}
                    radius="sm"
                    bg="gray.0"
                    style={{ textDecoration: 'none', color: 'inherit' }}
                    data-testid="home-order"
                    data-order-id={entry.order.id}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {formatMinutes(entry.start)}
                      </Text>
                      <Text size="sm" truncate>
                        {customerName(entry.order)}・{serviceNames(entry.order)}
                      </Text>
                      <Badge
                        size="xs"
                        variant="light"
                        color={ORDER_STATUS_COLORS[entry.order.status]}
                        ml="auto"
                      >
                        {ORDER_STATUS_LABELS[entry.order.status]}
                      </Badge>
                      <OrderChannelBadge source={entry.order.source} size="xs" />
                    </Group>
                  </Card>
                ))}
              </Stack>
            ))}
            {summary.today.length === 0 && <Empty>這間店還沒有服務人員。</Empty>}
            <Text component={Link} to={calendarHref} size="sm" c="coral.7" fw={500}>
              開啟行事曆 →
            </Text>
          </Stack>
        </Section>

        {lists.map((list) => (
          <OrderListSection key={list.testId} {...list} row={row} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
