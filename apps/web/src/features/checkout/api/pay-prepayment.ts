import { calls, type TPayPrepaymentInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { paymentKeys } from './keys';

const payPrepayment = apiWrite(calls.payment.payPrepayment);

/**
 * Pays the order's prepayment by LINE Pay (answers the page to send the customer to) or stored
 * value (paid at once). The caller keeps one idempotency key per attempt.
 */
export function usePayPrepayment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TPayPrepaymentInput, 'orderId'>) =>
      payPrepayment({ body: { orderId, ...input } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.methods(orderId) }),
  });
}
