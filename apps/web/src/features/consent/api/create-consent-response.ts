import { calls, type TCreateConsentResponseInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-query';
import { consentKeys } from './keys';

/** Sends a filled form for one of the customer's orders. */
export function useCreateConsentResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateConsentResponseInput) =>
      apiData(calls.consent.createConsentResponse, { body: input }),
    onSuccess: (response, input) => {
      // What lists the form as missing now lists it as filled.
      void queryClient.invalidateQueries({ queryKey: consentKeys.check(input.orderId) });
      void queryClient.invalidateQueries({ queryKey: consentKeys.customer(response.customer.id) });
    },
  });
}
