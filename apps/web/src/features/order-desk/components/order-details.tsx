import { formatOrderNumber, formatPhoneNumber, type TOrder } from '@haoyue/contracts';
import { Anchor, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/money';
import { customerName, operatorNames } from '../../../lib/shop-orders/order-names';
import { CancellationNote } from '../../../ui/cancellation-note';
import { OrderChannelBadge, ORDER_SOURCE_LABELS } from '../../../ui/order-channel-badge';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  PREPAYMENT_STATUS_LABELS,
} from '../../../lib/shop-orders/order-status';
import {
  formatDate,
  formatShopDateTime,
  formatShopTimeRange,
  shopClock,
} from '../../../lib/shop-orders/shop-time';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0, flex: 1 }} data-testid={testId}>
        {children}
      </div>
    </Group>
  );
}

/** Everything the shop needs to see of a booking: customer, time, services, payment, note. */
export function OrderDetails({ order, timeZone }: { order: TOrder; timeZone: string }) {
  const phone = order.customer?.phoneNumber ?? null;
  const items = order.bookings.flatMap((b) => b.serviceItems);
  return (
    <Stack gap="xs" data-testid="calendar-order-details">
      <Group gap="xs">
        <Badge
          color={ORDER_STATUS_COLORS[order.status]}
          variant="light"
          data-testid="calendar-order-status"
        >
          {ORDER_STATUS_LABELS[order.status]}
        </Badge>
        <OrderChannelBadge source={order.source} />
        {order.anyOperator && (
          <Badge color="gray" variant="outline">
            不指定服務人員
          </Badge>
        )}
      </Group>
      <Row label="顧客" testId="calendar-order-customer">
        <Text size="sm" fw={600}>
          {customerName(order)}
        </Text>
        {phone ? (
          <Anchor href={`tel:${phone}`} size="sm">
            {formatPhoneNumber(phone)}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            未留電話
          </Text>
        )}
      </Row>
      <Row label="來源" testId="calendar-order-source">
        <Text size="sm">{ORDER_SOURCE_LABELS[order.source]}</Text>
      </Row>
      <Row label="時間" testId="calendar-order-time">
        <Text size="sm">
          {formatDate(shopClock(order.startTime, timeZone).date, true)}{' '}
          {formatShopTimeRange(order.startTime, order.endTime, timeZone)}
        </Text>
      </Row>
      <Row label="服務人員" testId="calendar-order-operator">
        <Text size="sm">{operatorNames(order)}</Text>
      </Row>
      <Row label="服務" testId="calendar-order-services">
        <Stack gap={2}>
          {items.map((item) => (
            <Group key={item.id} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">
                {item.name}
                <Text span size="xs" c="dimmed">
                  {' '}
                  {item.durationMinutes} 分鐘
                </Text>
              </Text>
              <Text size="sm">{formatPrice(item.price, order.currency)}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              合計
            </Text>
            <Text size="sm" fw={600}>
              {formatPrice(order.totalPrice, order.currency)}
            </Text>
          </Group>
        </Stack>
      </Row>
      <Row label="訂金" testId="calendar-order-payment">
        {order.prepayment ? (
          <Stack gap={2}>
            <Text size="sm">
              {formatPrice(order.prepayment.amount, order.currency)}・
              {PREPAYMENT_STATUS_LABELS[order.prepayment.status]}
            </Text>
            {order.prepayment.status === 'PENDING' && order.prepayment.deadline && (
              <Text size="xs" c="red.9">
                付款期限 {formatShopDateTime(order.prepayment.deadline, timeZone)}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            不需訂金
          </Text>
        )}
      </Row>
      {order.note && (
        <Row label="備註" testId="calendar-order-note">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {order.note}
          </Text>
        </Row>
      )}
      {order.status === 'CANCELLED' && (
        <Row label="取消" testId="calendar-order-cancelled">
          <CancellationNote
            order={order}
            at={order.cancelledAt ? `・${formatShopDateTime(order.cancelledAt, timeZone)}` : ''}
          />
        </Row>
      )}
      <Divider />
      <Text size="xs" c="dimmed">
        訂單編號 {formatOrderNumber(order.orderNumber)}・建立於{' '}
        {formatShopDateTime(order.createdAt, timeZone)}
      </Text>
    </Stack>
  );
}
