import type { TOrder } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/http';
import { calendarKeys, sellerOrderPath } from './keys';

/**
 * A write to one order: on success the whole calendar of the seller refreshes; on a refusal the
 * free times do (a move refused because the time was just taken). The refresh is not awaited:
 * the refetched order remounts the drawer's panel (keyed by its start), and a caller's `onSuccess`
 * must run before that, or it is dropped with the unmounted form.
 */
function useOrderWrite<V>(sellerId: number, send: (v: V) => Promise<TOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.seller(sellerId) });
    },
    onError: () =>
      queryClient.invalidateQueries({ queryKey: calendarKeys.allStartTimes(sellerId) }),
  });
}

const post = async (path: string, body?: object) =>
  (await apiSend<TOrder>('POST', path, body ?? {})).data;

/** Marks a confirmed visit completed. */
export function useCompleteOrder(sellerId: number) {
  return useOrderWrite(sellerId, (orderId: number) =>
    post(`${sellerOrderPath(sellerId, orderId)}:complete`),
  );
}

/** Marks a confirmed booking a no-show (frees the time). */
export function useNoShowOrder(sellerId: number) {
  return useOrderWrite(sellerId, (orderId: number) =>
    post(`${sellerOrderPath(sellerId, orderId)}:no-show`),
  );
}

/** Cancels a booking, with an optional reason the customer sees. */
export function useCancelOrder(sellerId: number) {
  return useOrderWrite(sellerId, ({ orderId, reason }: { orderId: number; reason: string }) =>
    post(`${sellerOrderPath(sellerId, orderId)}:cancel`, { reason: reason.trim() || null }),
  );
}

/** Moves a booking to another start (and operator, when given). */
export function useRescheduleOrder(sellerId: number) {
  return useOrderWrite(
    sellerId,
    ({
      orderId,
      startTime,
      operatorId,
    }: {
      orderId: number;
      startTime: string;
      operatorId?: number;
    }) =>
      post(`${sellerOrderPath(sellerId, orderId)}:reschedule`, {
        startTime,
        ...(operatorId ? { operatorId } : {}),
      }),
  );
}

/** Payment methods the shop records itself. */
export type ShopPaymentMethod = 'CASH' | 'BANK_TRANSFER';

/**
 * Records a prepayment received in cash or by transfer. The caller keeps one idempotency key per
 * click and sends it again on a retry, so a retried call never records the payment twice.
 */
export function useMarkPaid(sellerId: number) {
  return useOrderWrite(
    sellerId,
    ({
      orderId,
      method,
      idempotencyKey,
    }: {
      orderId: number;
      method: ShopPaymentMethod;
      idempotencyKey: string;
    }) => post(`${sellerOrderPath(sellerId, orderId)}:mark-paid`, { method, idempotencyKey }),
  );
}
