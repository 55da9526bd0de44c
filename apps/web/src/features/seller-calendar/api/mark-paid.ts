import { calls, type WebCallRequest } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';
import { useOrderWrite } from './order-write';

/** Payment methods the shop records itself (cash, bank transfer). */
export type ShopPaymentMethod = WebCallRequest<
  typeof calls.sellerCalendar.markPaid
>['body']['method'];

/** A prepayment received, under the idempotency key of the click that records it. */
export interface MarkPaidRequest {
  orderId: number;
  method: ShopPaymentMethod;
  idempotencyKey: string;
}

/** Records a prepayment received in cash or by transfer; the booking is then confirmed. */
export async function markPaid(
  sellerId: number,
  { orderId, method, idempotencyKey }: MarkPaidRequest,
) {
  const body = { method, idempotencyKey };
  return (await apiCall(calls.sellerCalendar.markPaid, { params: { sellerId, orderId }, body }))
    .data;
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
