import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type TOrder, formatOrderNumber } from '@haoyue/contracts';
import { Link } from 'react-router';
import { useAreaPaths } from '../../../lib/area-paths';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { firstImageUrl } from '../../../lib/shop-images';
import { ArticleCard } from '../../../ui/article-card';
import { AvatarImage } from '../../../ui/avatar-image';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { Price } from '../../../ui/price';

/** A change the customer may start from a card. */
export type CardAction = 'reschedule' | 'cancel';

/** The card's change buttons, in order: 更改時間 and the quieter, red 取消預約. */
const ACTIONS: { action: CardAction; label: string; variant: string; color?: string }[] = [
  { action: 'reschedule', label: '更改時間', variant: 'light' },
  { action: 'cancel', label: '取消預約', variant: 'subtle', color: 'red' },
];

/** Whether the shop's policy lets the customer make that change to the order now. */
const allowed = (order: TOrder, action: CardAction) =>
  action === 'reschedule' ? order.canReschedule : order.canCancel;

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  order: TOrder;
  /** Opens a change; the buttons show only when the shop's policy allows it (canCancel…). */
  onAction: (action: CardAction, order: TOrder) => void;
}

/** One order in 我的預約: shop, time, services, operator, status, price and what can be done. */
export function OrderCard({ order, onAction }: OrderCardProps) {
  const areaPaths = useAreaPaths();
  const shop = order.shop;
  const services = order.bookings.flatMap((b) => b.serviceItems.map((item) => item.name));
  const operators = [...new Set(order.bookings.map((b) => b.operator.displayName))];
  const href = areaPaths.order(order.orderKey);
  return (
    <ArticleCard
      label={`${shop?.displayName ?? '預約'} ${formatDateTimeLabel(order.startTime, order.timeZone)}`}
      data-testid="my-order-card"
      data-order-key={order.orderKey}
      data-status={order.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <AvatarImage
              src={firstImageUrl(shop?.images, 'AVATAR')}
              name={shop?.displayName ?? '店'}
              size={40}
            />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} truncate data-testid="my-order-shop">
                {shop?.displayName}
              </Text>
              <Text size="xs" c="dimmed">
                訂單編號{' '}
                <Text span ff="monospace" size="xs" data-testid="my-order-number">
                  {formatOrderNumber(order.orderNumber)}
                </Text>
              </Text>
            </div>
          </Group>
          <OrderStatusBadge order={order} />
        </Group>

        <Anchor component={Link} to={href} fw={700} size="lg" c="dark" data-testid="my-order-time">
          {formatDateTimeLabel(order.startTime, order.timeZone)}
        </Anchor>

        <Stack gap={2}>
          <Text size="sm" data-testid="my-order-services">
            {services.join('、')}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="dimmed" truncate>
              服務人員：{operators.join('、')}
              {order.anyOperator ? '（不指定）' : ''}
            </Text>
            <Price amount={order.totalPrice} currency={order.currency} size="sm" />
          </Group>
        </Stack>

        <Group gap="xs" grow>
          <Button component={Link} to={href} variant="default" size="sm">
            查看訂單
          </Button>
          {ACTIONS.filter(({ action }) => allowed(order, action)).map(({ action, ...button }) => (
            <Button
              key={action}
              variant={button.variant}
              color={button.color}
              size="sm"
              onClick={() => onAction(action, order)}
              data-testid={`my-order-${action}`}
            >
              {button.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </ArticleCard>
  );
}
