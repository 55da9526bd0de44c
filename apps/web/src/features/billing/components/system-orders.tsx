import { Button, Stack } from '@mantine/core';
import { SYSTEM_ORDER_KIND_LABELS, type TReceipt, type TSystemOrder } from '@haoyue/contracts';
import { useState } from 'react';
import { SystemOrderCardFrame } from '../../../ui/system-order-card';
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
    <SystemOrderCardFrame
      order={order}
      title={`${SYSTEM_ORDER_KIND_LABELS[order.kind]}・${order.shopName}`}
      period={`${billingDate(order.periodStartsAt)}–${billingDate(order.periodEndsAt)}`}
      created={`${billingDate(order.createdAt)} 建立${order.cardLabel ? `・${order.cardLabel}` : ''}`}
      action={
        order.receipt &&
        onReceipt && (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => onReceipt(order.receipt!)}
            data-testid="system-order-receipt"
          >
            收據
          </Button>
        )
      }
      testId="system-order"
    />
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
