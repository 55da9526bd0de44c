import { calls, type TPayBalanceInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiQuery, apiWrite, type QueryExtras } from '../../../lib/api-query';
import { USER_SCOPE } from '../../../lib/session';

/** Query keys of the rest of an order (under the user scope: signing out forgets them). */
export const balancePaymentKeys = {
  due: (orderId: number) => [USER_SCOPE, 'balance-due', orderId] as const,
};

/**
 * The order page's query (features/booking keys it so): paying the rest changes its payments.
 * Written out here, not imported, because features do not import each other.
 */
const orderPageKey = (orderKey: string) => [USER_SCOPE, 'orders', orderKey] as const;

/** Fetches what remains of the order (尾款) and how it can be paid online. */
export async function getBalanceDue(orderId: number, signal?: AbortSignal) {
  const methods = await apiData(
    calls.payment.listPrepaymentPaymentMethods,
    { body: { orderId } },
    signal,
  );
  return methods.balanceDue;
}

const balanceDue = apiQuery(balancePaymentKeys.due, getBalanceDue, {
  // A stored-value balance changes elsewhere: look again when the customer comes back.
  staleTime: 15_000,
} satisfies QueryExtras<Awaited<ReturnType<typeof getBalanceDue>>>);
/** What remains of the order and how it can be paid online. */
export const useBalanceDue = balanceDue.use;

const payBalance = apiWrite(calls.payment.payBalance);

/**
 * Pays the rest (POST /v1/orders:pay): LINE Pay answers the page to send the customer to;
 * stored value is paid at once. The order's remaining balance and its page are refetched.
 */
export function usePayBalance(order: { id: number; orderKey: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TPayBalanceInput, 'orderId'>) =>
      payBalance({ body: { ...body, orderId: order.id } }),
    onSuccess: (result) => {
      if (result.paymentUrl) return; // leaving for LINE Pay: nothing to refresh here
      void queryClient.invalidateQueries({ queryKey: balancePaymentKeys.due(order.id) });
      void queryClient.invalidateQueries({ queryKey: orderPageKey(order.orderKey) });
    },
  });
}
