import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { formatPrice } from '../../../lib/money';
import { CancellationNote } from '../../../ui/cancellation-note';
import { PREPAYMENT_STATUS_LABELS } from '../lib/order-labels';
import { hasItems, orderPayable } from '../lib/order-payable';
import { formatDateTimeLabel, formatTimeLabel, localDateIn } from '../../../lib/date-labels';
import {
  NamedLines,
  servicesRow,
  SummaryRows,
  timeRow,
  totalRow,
  type SummaryRow,
} from './summary-rows';

/** `下午 2:30 – 4:00`-style end time: only the clock when the order ends on its start day. */
function timeRange(order: TOrder): string {
  const zone = order.timeZone;
  const start = formatDateTimeLabel(order.startTime, zone);
  const sameDay = localDateIn(order.startTime, zone) === localDateIn(order.endTime, zone);
  const end = sameDay
    ? formatTimeLabel(order.endTime, zone)
    : formatDateTimeLabel(order.endTime, zone);
  return `${start} – ${end}`;
}

/** Everything booked in an order: shop, services, operator, time, price, prepayment and note. */
export function OrderSummary({ order }: { order: TOrder }) {
  const items = order.bookings.flatMap((b) => b.serviceItems);
  const operators = [...new Set(order.bookings.map((b) => b.operator.displayName))];
  const minutes = Math.round((Date.parse(order.endTime) - Date.parse(order.startTime)) / 60_000);
  const rows: SummaryRow[] = [];
  if (order.shop)
    rows.push({ label: '店家', value: <Text fw={600}>{order.shop.displayName}</Text> });
  rows.push(
    servicesRow(
      items.map((item) => ({ ...item, currency: order.currency })),
      'order-services',
    ),
    {
      label: '服務人員',
      testId: 'order-operator',
      value: (
        <Text>
          {operators.join('、')}
          {order.anyOperator && (
            <Text component="span" c="dimmed" size="sm">
              {' '}
              （不指定，由店家安排）
            </Text>
          )}
        </Text>
      ),
    },
    timeRow(timeRange(order), minutes, 'order-time'),
    totalRow(order.totalPrice, order.currency),
  );
  const covered = items.filter((item) => item.voucher && item.voucher.state !== 'RELEASED');
  if (covered.length) {
    rows.push({
      label: '票券支付',
      testId: 'order-covered',
      value: (
        <NamedLines
          lines={covered.map(({ id, name, voucher }) => ({
            id,
            name,
            note: `（${voucher!.voucherName}${voucher!.state === 'USED' ? '，已使用' : '，已保留 1 次'}）`,
          }))}
        />
      ),
    });
  }
  if (order.coupon) {
    rows.push({
      label: '優惠券折抵',
      testId: 'order-discount',
      value: (
        <Stack gap={0} align="flex-end">
          <Text c="teal.9" fw={600}>
            −{formatPrice(order.coupon.discountAmount, order.currency)}
          </Text>
          <Text size="sm" c="dimmed">
            {order.coupon.name}
          </Text>
        </Stack>
      ),
    });
  }
  if (hasItems(order)) {
    rows.push({
      label: '應付金額',
      testId: 'order-payable',
      value: <Text fw={700}>{formatPrice(orderPayable(order), order.currency)}</Text>,
    });
  }
  if (order.prepayment && order.prepayment.amount > 0) {
    const { prepayment } = order;
    rows.push({
      label: '訂金',
      testId: 'order-prepayment',
      value: (
        <Stack gap={2} align="flex-end">
          <Group gap={6} justify="flex-end">
            <Text fw={600}>{formatPrice(prepayment.amount, order.currency)}</Text>
            <Badge variant="light" color={prepayment.status === 'PAID' ? 'teal' : 'orange'}>
              {PREPAYMENT_STATUS_LABELS[prepayment.status]}
            </Badge>
          </Group>
          {prepayment.status === 'PENDING' && prepayment.deadline && (
            <Text size="sm" c="dimmed">
              請於 {formatDateTimeLabel(prepayment.deadline, order.timeZone)} 前付款
            </Text>
          )}
        </Stack>
      ),
    });
  }
  if (order.note) {
    rows.push({
      label: '備註',
      value: (
        <Text size="sm" style={{ whiteSpace: 'pre-line', textAlign: 'left' }}>
          {order.note}
        </Text>
      ),
    });
  }
  if (order.status === 'CANCELLED') {
    rows.push({
      label: '取消',
      value: (
        <Stack gap={0}>
          <CancellationNote
            order={order}
            at={
              order.cancelledAt && `（${formatDateTimeLabel(order.cancelledAt, order.timeZone)}）`
            }
          />
        </Stack>
      ),
    });
  }
  return <SummaryRows rows={rows} />;
}
