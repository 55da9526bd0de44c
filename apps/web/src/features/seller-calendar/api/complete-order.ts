import { useOrderWrite, postOrderVerb } from './order-write';

/** Marks a confirmed visit completed (it keeps its time). */
export function completeOrder(sellerId: number, orderId: number) {
  return postOrderVerb(sellerId, orderId, 'complete');
}

/** Marks a confirmed visit completed. */
export function useCompleteOrder(sellerId: number) {
  return useOrderWrite(sellerId, (orderId: number) => completeOrder(sellerId, orderId), {
    changesFreeTimes: false,
  });
}
