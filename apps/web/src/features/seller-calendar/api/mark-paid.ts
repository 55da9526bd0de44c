import { useOrderWrite, postOrderVerb } from './order-write';

/** Payment methods the shop records itself. */
export type ShopPaymentMethod = 'CASH' | 'BANK_TRANSFER';

/** A prepayment received, under the idempotency key of the click that records it. */
export interface MarkPaidRequest {
  orderId: number;
  method: ShopPaymentMethod;
  idempotencyKey: string;
}

/** Records a prepayment received in cash or by transfer; the booking is then confirmed. */
export function markPaid(sellerId: number, { orderId, method, idempotencyKey }: MarkPaidRequest) {
  return postOrderVerb(sellerId, orderId, 'mark-paid', { method, idempotencyKey });
}

/**
 * Records a prepayment received. The caller keeps one idempotency key per click and sends it
 * again on a retry, so a retried call never records the payment twice.
 */
export function useMarkPaid(sellerId: number) {
  return useOrderWrite(sellerId, (request: MarkPaidRequest) => markPaid(sellerId, request), {
    changesFreeTimes: false,
  });
}
