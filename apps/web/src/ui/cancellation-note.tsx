import { Text } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import type { ReactNode } from 'react';

/** Who cancelled an order, in zh-TW. */
const CANCELLED_BY_LABELS: Record<NonNullable<TOrder['cancelledBy']>, string> = {
  CUSTOMER: '顧客',
  SELLER: '店家',
  SYSTEM: '系統',
};

/**
 * A cancelled order's lines, as the customer and the shop both see them: who cancelled it, then
 * `at` (when, as the caller writes it), and the reason given if any.
 */
export function CancellationNote({
  order,
  at,
}: {
  order: Pick<TOrder, 'cancelledBy' | 'cancelReason'>;
  at: ReactNode;
}) {
  return (
    <>
      <Text size="sm">
        {order.cancelledBy ? `由${CANCELLED_BY_LABELS[order.cancelledBy]}取消` : '已取消'}
        {at}
      </Text>
      {order.cancelReason && (
        <Text size="sm" c="dimmed">
          原因：{order.cancelReason}
        </Text>
      )}
    </>
  );
}
