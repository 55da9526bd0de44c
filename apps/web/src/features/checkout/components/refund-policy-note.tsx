import { Text } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { refundPolicySentence } from '../../../lib/refund-policy';
import { usePrepaymentPaymentMethods } from '../api/get-payment-methods';

/**
 * The shop's refund policy beside the cancel action, once a prepayment was paid: the customer
 * reads what a cancellation now gives back before deciding. Nothing otherwise.
 */
export function RefundPolicyNote({ order }: { order: TOrder }) {
  const paid = order.prepayment?.status === 'PAID';
  const methods = usePrepaymentPaymentMethods(order.id, paid);
  if (!paid || !methods.data) return null;
  return (
    <Text size="sm" c="dimmed" ta="center" data-testid="refund-policy">
      已付訂金的退款規則：{refundPolicySentence(methods.data.refundPolicy)}
    </Text>
  );
}
