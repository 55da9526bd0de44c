import { Card, Group, Stack, Text } from '@mantine/core';
import { BILLING_INTERVAL_LABELS, type TSystemOrder } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { formatPrice } from '../lib/money';
import { SystemOrderStatusBadge } from './system-order-status-badge';

/** What every view of a system order reads of it. */
export type SystemOrderBasics = Pick<
  TSystemOrder,
  'plan' | 'interval' | 'failureReason' | 'refundReason' | 'amount' | 'currency' | 'status'
>;

/**
 * A system order (what the platform charged a seller) as a card, on the seller's licence page
 * and in the admin's list: what and for which shop, the plan and period, when it was made, why
 * it failed or was refunded; at the right its amount, state and `action`.
 */
export function SystemOrderCardFrame({
  order,
  title,
  period,
  created,
  refundNote,
  action,
  testId,
}: {
  order: SystemOrderBasics;
  /** The first line: the kind of order and its shop. */
  title: ReactNode;
  /** After the plan and its interval: the period paid for. */
  period: ReactNode;
  /** The dimmed line: when it was made, with which card. */
  created: ReactNode;
  /** After the refund reason, e.g. when it was refunded. */
  refundNote?: ReactNode;
  /** Under the state: the receipt, a refund … */
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="sm">
            {order.plan.name}（{BILLING_INTERVAL_LABELS[order.interval]}）・{period}
          </Text>
          <Text size="xs" c="dimmed">
            {created}
          </Text>
          {order.failureReason && (
            <Text size="xs" c="red.8">
              失敗原因：{order.failureReason}
            </Text>
          )}
          {order.refundReason && (
            <Text size="xs" c="dimmed">
              退款原因：{order.refundReason}
              {refundNote}
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700} size="sm">
            {formatPrice(order.amount, order.currency)}
          </Text>
          <SystemOrderStatusBadge status={order.status} />
          {action}
        </Stack>
      </Group>
    </Card>
  );
}
