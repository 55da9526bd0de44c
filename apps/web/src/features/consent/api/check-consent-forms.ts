import { calls, type TConsentFormStatus } from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-query';
import { useAuthToken } from '../../../lib/auth-token';
import { consentKeys } from './keys';

/** Fetches the forms an order of the signed-in customer needs, filled or missing. */
export async function checkConsentForms(
  orderId: number,
  signal?: AbortSignal,
): Promise<TConsentFormStatus[]> {
  const data = await apiData(calls.consent.checkConsentForms, { body: { orderId } }, signal);
  return data.forms;
}

/** The forms an order needs (a read, though it is a POST); idle while signed out. */
export function useConsentCheck(orderId: number, enabled = true) {
  const token = useAuthToken();
  return useQuery({
    queryKey: consentKeys.check(orderId),
    queryFn: ({ signal }) => checkConsentForms(orderId, signal),
    staleTime: 0,
    enabled: enabled && token !== null,
  });
}
