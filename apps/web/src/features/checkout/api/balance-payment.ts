import { calls, type TPayBalanceInput } from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiWrite } from '../../../lib/api-query';
import { USER_SCOPE } from '../../../lib/session';
import { paymentKeys } from './keys';

/**
 * The order page's query (features/booking keys it so): paying the rest changes its payments.
 * Written out here, not imported, because features do not import each other.
 */
const orderPageKey = (orderKey: string) => [USER_SCOPE, 'orders', orderKey] as const;

/**
 * What remains of the order (尾款) and how it can be paid online: the prepayment's query, since
 * the order page shows both parts and one request answers them.
 */
export function useBalanceDue(orderId: number) {
  return useQuery({
    queryKey: paymentKeys.methods(orderId),
    queryFn: ({ signal }) =>
      apiData(calls.payment.listPrepaymentPaymentMethods, { body: { orderId } }, signal),
    select: (methods) => methods.balanceDue,
    // A stored-value balance changes elsewhere: look again when the customer comes back.
    staleTime: 15_000,
  });
}

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
      void queryClient.invalidateQueries({ queryKey: paymentKeys.methods(order.id) });
      void queryClient.invalidateQueries({ queryKey: orderPageKey(order.orderKey) });
    },
  });
}
