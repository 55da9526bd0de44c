import type { TOrder } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';

/**
 * A write to one order: on success the seller's orders refresh (calendar, home, the open
 * booking), and the free times too when the write frees or takes a time; on a refusal the free
 * times do (a move refused because the time was just taken). The refresh is not awaited: the
 * refetched order remounts the drawer's panel (keyed by its start), and a caller's `onSuccess`
 * must run before that, or it is dropped with the unmounted form.
 */
export function useOrderWrite<V>(
  sellerId: number,
  send: (variables: V) => Promise<TOrder>,
  { changesFreeTimes }: { changesFreeTimes: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.orders(sellerId) });
      if (changesFreeTimes) {
        void queryClient.invalidateQueries({ queryKey: calendarKeys.allStartTimes(sellerId) });
      }
    },
    onError: () =>
      queryClient.invalidateQueries({ queryKey: calendarKeys.allStartTimes(sellerId) }),
  });
}

/** {@link useOrderWrite} of a call that needs nothing but the order (complete, no-show). */
export function useOrderIdWrite(
  sellerId: number,
  send: (request: { params: { sellerId: number; orderId: number } }) => Promise<TOrder>,
  changes: { changesFreeTimes: boolean },
) {
  return useOrderWrite(
    sellerId,
    (orderId: number) => send({ params: { sellerId, orderId } }),
    changes,
  );
}
