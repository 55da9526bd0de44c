import { calls, type TConsentFormInput } from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { sellerConsentKeys } from '../../../lib/seller-consent-keys';

/** Fetches the seller's consent forms (archived ones left out). */
export function getSellerConsentForms(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.consent.listSellerConsentForms, { params: { sellerId } }, signal);
}

/** The seller's consent forms. */
export const useSellerConsentForms = apiQuery(sellerConsentKeys.forms, getSellerConsentForms).use;

/** Fetches one form: its current version, services and number of responses. */
export function getSellerConsentForm(sellerId: number, formId: number, signal?: AbortSignal) {
  return apiData(calls.consent.getSellerConsentForm, { params: { sellerId, formId } }, signal);
}

const form = apiQuery(sellerConsentKeys.form, getSellerConsentForm, { staleTime: 0 });

/**
 * One form as the editor opens it (fresh each time: someone may have answered it meanwhile);
 * idle without a form (a new one).
 */
export function useSellerConsentForm(sellerId: number, formId: number | null) {
  return useQuery({ ...form.options(sellerId, formId ?? 0), enabled: formId !== null });
}

/**
 * Fetches the seller's services by shop, the ones a form may be attached to (the same list the
 * voucher templates offer).
 */
export function getConsentServices(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.voucher.listVoucherServices, { params: { sellerId } }, signal);
}

/** The seller's services a form may be attached to. */
export const useConsentServices = apiQuery(sellerConsentKeys.services, getConsentServices).use;

export const createSellerConsentForm = apiWrite(calls.consent.createSellerConsentForm);
export const updateSellerConsentForm = apiWrite(calls.consent.updateSellerConsentForm);
export const deleteSellerConsentForm = apiWrite(calls.consent.deleteSellerConsentForm);

/** Creates (no id) or saves a form; the list and the form refresh. */
export function useSaveSellerConsentForm(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, body }: { formId: number | null; body: TConsentFormInput }) =>
      formId
        ? updateSellerConsentForm({ params: { sellerId, formId }, body })
        : createSellerConsentForm({ params: { sellerId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sellerConsentKeys.seller(sellerId) }),
  });
}

/** Deletes a form (archived instead once answered); the list refreshes. */
export function useDeleteSellerConsentForm(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formId: number) => deleteSellerConsentForm({ params: { sellerId, formId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sellerConsentKeys.seller(sellerId) }),
  });
}
