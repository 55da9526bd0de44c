import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatOrderNumber, type TOrder } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAreaPaths } from '../../../lib/area-paths';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { IconCheck } from '../../../ui/icons';
import { StatusIcon } from '../../../ui/status-icon';
import { AddToCalendar } from './add-to-calendar';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { OrderSummary } from './order-summary';

/** Props of {@link BookingSuccess}. */
export interface BookingSuccessProps {
  order: TOrder;
  shopSlug: string;
  /** What the page adds under the headline (the consent forms the order needs). */
  children?: ReactNode;
}

/**
 * Shown once the order is placed: what was booked, what the page adds (forms to fill now) and the
 * way to the order page.
 */
export function BookingSuccess({ order, shopSlug, children }: BookingSuccessProps) {
  const areaPaths = useAreaPaths();
  const paymentDue =
    order.status === 'AWAITING_PREPAYMENT' && order.prepayment?.status === 'PENDING';
  return (
    <Stack gap="lg" data-testid="booking-success" data-order-key={order.orderKey}>
      <Stack align="center" gap="xs" ta="center">
        <StatusIcon size={64}>
          <IconCheck size={32} strokeWidth={3} />
        </StatusIcon>
        <Title order={2}>預約成功！</Title>
        <Text fw={600} data-testid="booking-order-number">
          訂單編號 {formatOrderNumber(order.orderNumber)}
        </Text>
        <Text c="dimmed" size="sm">
          {order.status === 'AWAITING_PREPAYMENT'
            ? '請在期限內完成訂金付款，預約才會保留。'
            : '預約已完成，期待您的光臨。'}
        </Text>
        <OrderStatusBadge order={order} />
      </Stack>
      {paymentDue && order.prepayment && (
        <Stack gap={6} data-testid="booking-payment-due">
          <Button
            component={Link}
            to={`${areaPaths.order(order.orderKey)}#payment`}
            size="lg"
            fullWidth
            data-testid="booking-pay"
          >
            前往付款 {formatPrice(order.prepayment.amount, order.currency)}
          </Button>
          {order.prepayment.deadline && (
            <Text size="sm" ta="center" data-testid="booking-pay-deadline">
              付款期限：{formatDateTimeLabel(order.prepayment.deadline, order.timeZone)}
            </Text>
          )}
        </Stack>
      )}
      {children}
      <OrderSummary order={order} />
      <AddToCalendar order={order} />
      <Group grow>
        <Button
          component={Link}
          to={areaPaths.order(order.orderKey)}
          variant={paymentDue ? 'default' : 'filled'}
          data-testid="booking-order-link"
        >
          查看訂單
        </Button>
        <Button component={Link} to={areaPaths.shop(shopSlug)} variant="default">
          回到店家
        </Button>
      </Group>
    </Stack>
  );
}
