import { calls, type WebCallRequest } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
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
export const markPaid = apiWrite(calls.sellerCalendar.markPaid);

/**
 * Records a prepayment received. The caller keeps one idempotency key per click and sends it
 * again on a retry, so a retried call never records the payment twice.
 */
export function useMarkPaid(sellerId: number) {
  return useOrderWrite(
    sellerId,
    ({ orderId, ...body }: MarkPaidRequest) => markPaid({ params: { sellerId, orderId }, body }),
    { changesFreeTimes: false },
  );
}
