import { calls, type TVoucherUse } from '@haoyue/contracts';
import { apiWrite } from '../../../lib/api-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';
import { useOrderWrite } from './order-write';
import { useQueryClient } from '@tanstack/react-query';

/** Marks a confirmed visit completed (it keeps its time), maybe using voucher sessions. */
export const completeOrder = apiWrite(calls.sellerCalendar.completeOrder);

/** What completing sends: the order, and the voucher sessions its bookings use (with a key). */
export interface CompleteOrderVariables {
  orderId: number;
  voucherUses?: TVoucherUse[];
  idempotencyKey?: string;
}

/** Marks a confirmed visit completed; with voucher uses, the customer's vouchers refresh. */
export function useCompleteOrder(sellerId: number) {
  const queryClient = useQueryClient();
  const write = useOrderWrite(
    sellerId,
    async ({ orderId, voucherUses = [], idempotencyKey }: CompleteOrderVariables) => {
      const order = await completeOrder({
        params: { sellerId, orderId },
        body: voucherUses.length ? { voucherUses, idempotencyKey } : undefined,
      });
      if (voucherUses.length) {
        void queryClient.invalidateQueries({ queryKey: calendarKeys.vouchers(sellerId) });
      }
      return order;
    },
    { changesFreeTimes: false },
  );
  return write;
}
