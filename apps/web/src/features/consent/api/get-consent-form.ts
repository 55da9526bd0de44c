import { calls, type TConsentForm, type TOrder } from '@haoyue/contracts';
import { apiData, useSignedInQuery } from '../../../lib/api-query';
import { consentKeys } from './keys';

/** Fetches a form as the customer fills it: its current version. */
export function getConsentForm(formId: number, signal?: AbortSignal): Promise<TConsentForm> {
  return apiData(calls.consent.getConsentForm, { params: { consentFormId: formId } }, signal);
}

/** The form to fill (its current version); idle while signed out. */
export function useConsentForm(formId: number) {
  return useSignedInQuery({
    queryKey: consentKeys.form(formId),
    queryFn: ({ signal }) => getConsentForm(formId, signal),
    staleTime: 0,
    // A 404 (archived, unknown) will not change by asking again.
    retry: false,
  });
}

/** Fetches the order a form is filled for (shop, visit time, its key for the way back). */
export function getConsentOrder(orderId: number, signal?: AbortSignal): Promise<TOrder> {
  return apiData(
    calls.booking.getOrder,
    { params: { id: String(orderId) }, query: { part: ['shop'] } },
    signal,
  );
}

/** The order a form is filled for; idle while signed out. */
export function useConsentOrder(orderId: number) {
  return useSignedInQuery({
    queryKey: consentKeys.order(orderId),
    queryFn: ({ signal }) => getConsentOrder(orderId, signal),
    staleTime: 60_000,
    retry: false,
  });
}
