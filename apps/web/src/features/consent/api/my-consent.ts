import {
  calls,
  type TConsentAnswers,
  type TConsentFormDueItem,
  type TConsentResponse,
  type TConsentResponseSummary,
  type TCustomer,
} from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, useSignedInQuery } from '../../../lib/api-query';
import { useAuthToken } from '../../../lib/auth-token';
import { consentKeys } from './keys';

/** Fetches the user's record at a seller, or null when not their customer. */
export async function getMyRecord(
  sellerId: number,
  signal?: AbortSignal,
): Promise<TCustomer | null> {
  const records = await apiData(calls.membership.listMyCustomers, { query: { sellerId } }, signal);
  return records[0] ?? null;
}

/** The user's record at a seller (for the link to a filled form). */
export function useMyRecord(sellerId: number, enabled = true) {
  const token = useAuthToken();
  return useQuery({
    queryKey: consentKeys.record(sellerId),
    queryFn: ({ signal }) => getMyRecord(sellerId, signal),
    staleTime: 5 * 60_000,
    enabled: enabled && token !== null,
  });
}

/** Forms the customer's upcoming orders at the seller still need. */
export function useMyConsentFormsDue(customerId: number) {
  return useSignedInQuery<TConsentFormDueItem[]>({
    queryKey: consentKeys.due(customerId),
    queryFn: ({ signal }) =>
      apiData(calls.consent.listMyConsentFormsDue, { params: { id: customerId } }, signal),
    staleTime: 0,
  });
}

/** The forms the customer filled at the seller, newest first. */
export function useMyConsentResponses(customerId: number) {
  return useSignedInQuery<TConsentResponseSummary[]>({
    queryKey: consentKeys.responses(customerId),
    queryFn: ({ signal }) =>
      apiData(calls.consent.listMyConsentResponses, { params: { id: customerId } }, signal),
    staleTime: 0,
  });
}

/** One filled form: the version answered, the answers, every correction. */
export function useMyConsentResponse(customerId: number, responseId: number) {
  return useSignedInQuery<TConsentResponse>({
    queryKey: consentKeys.response(customerId, responseId),
    queryFn: ({ signal }) =>
      apiData(
        calls.consent.getMyConsentResponse,
        { params: { id: customerId, responseId } },
        signal,
      ),
    staleTime: 0,
    retry: false,
  });
}

/** Corrects a filled form (the whole set of answers); the cached copy becomes the answer. */
export function useUpdateMyConsentResponse(customerId: number, responseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: TConsentAnswers) =>
      apiData(calls.consent.updateMyConsentResponse, {
        params: { id: customerId, responseId },
        body: { answers },
      }),
    onSuccess: (response) => {
      queryClient.setQueryData(consentKeys.response(customerId, responseId), response);
      void queryClient.invalidateQueries({ queryKey: consentKeys.customer(customerId) });
    },
  });
}
