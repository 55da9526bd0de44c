import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS, type TOrderStatus } from '@haoyue/contracts';

/** Badge colour per order status. */
export const ORDER_STATUS_COLORS: Record<TOrderStatus, string> = {
  AWAITING_PREPAYMENT: 'orange',
  CONFIRMED: 'teal',
  COMPLETED: 'gray',
  NO_SHOW: 'gray',
  CANCELLED: 'red',
};

/** An order's status as a coloured badge (the order page, 我的預約). */
export function OrderStatusBadge({ order }: { order: { status: TOrderStatus } }) {
  return (
    <Badge
      size="lg"
      variant="light"
      color={ORDER_STATUS_COLORS[order.status]}
      data-testid="order-status"
      data-status={order.status}
    >
      {ORDER_STATUS_LABELS[order.status]}
    </Badge>
  );
}
