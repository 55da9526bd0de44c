import { calls, type TConfirmPaymentResult } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiData } from '../../../lib/api-query';
import { paymentKeys } from './keys';

/** How often the return page asks again while LINE Pay's payment is being settled. */
export const CONFIRM_POLL_MS = 2000;
/** After this long still unsettled, the page stops asking and points to the order. */
export const CONFIRM_GIVE_UP_MS = 60_000;

/** A state in which the payment is still being settled: ask again. */
export function isSettling(status: TConfirmPaymentResult['status']): boolean {
  return status === 'CONFIRMING' || status === 'PENDING';
}

/** Back from LINE Pay: confirms (or cancels) the attempt; idempotent, so asking again is safe. */
export function confirmPayment(
  input: { paymentId: number; transactionId: string; cancelled: boolean },
  signal?: AbortSignal,
) {
  return apiData(
    calls.payment.confirmPayment,
    {
      body: {
        paymentId: input.paymentId,
        transactionId: input.transactionId,
        ...(input.cancelled ? { cancelled: true } : {}),
      },
    },
    signal,
  );
}

/**
 * LINE Pay's return, confirmed once: a query, so React's double effects and re-renders share one
 * call, asked again every 2 s while the payment is settling and for at most a minute. Never on
 * the server render (the page renders 付款確認中 there; the browser confirms).
 */
export function useConfirmPayment(paymentId: number, transactionId: string, cancelled: boolean) {
  const [startedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: paymentKeys.confirmation(paymentId, transactionId, cancelled),
    queryFn: ({ signal }) => confirmPayment({ paymentId, transactionId, cancelled }, signal),
    enabled: typeof window !== 'undefined',
    staleTime: Infinity,
    gcTime: 0,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      if (!status || !isSettling(status)) return false;
      return q.state.dataUpdatedAt - startedAt < CONFIRM_GIVE_UP_MS ? CONFIRM_POLL_MS : false;
    },
  });
  const settling = query.data !== undefined && isSettling(query.data.status);
  // Still settling after a minute: the page stops asking.
  const gaveUp = settling && query.dataUpdatedAt - startedAt >= CONFIRM_GIVE_UP_MS;
  return { query, gaveUp };
}
