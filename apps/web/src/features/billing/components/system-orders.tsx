import { Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  BILLING_INTERVAL_LABELS,
  SYSTEM_ORDER_KIND_LABELS,
  type TReceipt,
  type TSystemOrder,
} from '@haoyue/contracts';
import { useState } from 'react';
import { formatPrice } from '../../../lib/money';
import { SystemOrderStatusBadge } from '../../../ui/system-order-status-badge';
import { PagePagination } from '../../../ui/page-pagination';
import { QueryStates } from '../../../ui/query-states';
import { useSystemOrders } from '../api/billing';
import { billingDate } from '../lib/labels';
import { ReceiptDialog } from './receipt';

/** One system order as a card: when, what, how much, how it ended; its receipt when paid. */
export function SystemOrderCard({
  order,
  onReceipt,
}: {
  order: TSystemOrder;
  onReceipt?: (receipt: TReceipt) => void;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="system-order">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {SYSTEM_ORDER_KIND_LABELS[order.kind]}・{order.shopName}
          </Text>
          <Text size="sm">
            {order.plan.name}（{BILLING_INTERVAL_LABELS[order.interval]}）・
            {billingDate(order.periodStartsAt)}–{billingDate(order.periodEndsAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {billingDate(order.createdAt)} 建立{order.cardLabel ? `・${order.cardLabel}` : ''}
          </Text>
          {order.failureReason && (
            <Text size="xs" c="red.8">
              失敗原因：{order.failureReason}
            </Text>
          )}
          {order.refundReason && (
            <Text size="xs" c="dimmed">
              退款原因：{order.refundReason}
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700} size="sm">
            {formatPrice(order.amount, order.currency)}
          </Text>
          <SystemOrderStatusBadge status={order.status} />
          {order.receipt && onReceipt && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => onReceipt(order.receipt!)}
              data-testid="system-order-receipt"
            >
              收據
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** The seller's system orders, a page at a time, each paid one with its receipt. */
export function SystemOrders({ sellerId }: { sellerId: number }) {
  const [page, setPage] = useState(1);
  const [receipt, setReceipt] = useState<TReceipt | null>(null);
  const orders = useSystemOrders(sellerId, page);
  return (
    <>
      <QueryStates
        query={orders}
        items={orders.data?.data}
        empty={{ title: '還沒有付款紀錄', description: '購買或續約授權後，付款與收據會列在這裡。' }}
      >
        {(rows) => (
          <Stack gap="xs" data-testid="system-orders" aria-busy={orders.isFetching}>
            {rows.map((order) => (
              <SystemOrderCard key={order.id} order={order} onReceipt={setReceipt} />
            ))}
            <PagePagination meta={orders.data!.meta} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryStates>
      {receipt && <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} />}
    </>
  );
}
