import { calls } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../../lib/api-query';
import { useAuthToken } from '../../../lib/auth-token';
import { paymentKeys } from './keys';

/** Fetches the order's prepayment, the shop's methods, transfer account, reports and policy. */
export function getPrepaymentPaymentMethods(orderId: number, signal?: AbortSignal) {
  return apiData(calls.payment.listPrepaymentPaymentMethods, { body: { orderId } }, signal);
}

/** Query options for {@link getPrepaymentPaymentMethods}. */
export const paymentMethodsQueryOptions = apiQuery(
  paymentKeys.methods,
  getPrepaymentPaymentMethods,
  // A balance or the shop's decision changes elsewhere: read it fresh whenever the page opens.
  { staleTime: 0 },
).options;

/**
 * How the signed-in customer's order can be paid; fetched only while signed in and `enabled`
 * (an order that owes no prepayment has nothing to ask).
 */
export function usePrepaymentPaymentMethods(orderId: number, enabled = true) {
  const token = useAuthToken();
  return useQuery({ ...paymentMethodsQueryOptions(orderId), enabled: enabled && token !== null });
}
