import { useOrderWrite, postOrderVerb } from './order-write';

/** Marks a confirmed booking a no-show, which frees its time. */
export function markNoShow(sellerId: number, orderId: number) {
  return postOrderVerb(sellerId, orderId, 'no-show');
}

/** Marks a confirmed booking a no-show (frees the time). */
export function useMarkNoShow(sellerId: number) {
  return useOrderWrite(sellerId, (orderId: number) => markNoShow(sellerId, orderId), {
    changesFreeTimes: true,
  });
}
