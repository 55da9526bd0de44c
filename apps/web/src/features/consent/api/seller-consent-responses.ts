import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerConsentKeys } from '../../../lib/seller-consent-keys';

/** Fetches one response: the version answered, the answers, the signature, every correction. */
export function getSellerConsentResponse(
  sellerId: number,
  responseId: number,
  signal?: AbortSignal,
) {
  return apiData(
    calls.consent.getSellerConsentResponse,
    { params: { sellerId, responseId } },
    signal,
  );
}

/** One response (read afresh whenever shown: the customer may correct it before the visit). */
export const useSellerConsentResponse = apiQuery(
  sellerConsentKeys.response,
  getSellerConsentResponse,
  { staleTime: 0 },
).use;

/** Fetches a customer's filled forms and those their upcoming orders still need. */
export function getCustomerConsentForms(
  sellerId: number,
  customerId: number,
  signal?: AbortSignal,
) {
  return apiData(
    calls.consent.listSellerCustomerConsentForms,
    { params: { sellerId, customerId } },
    signal,
  );
}

/** A customer's filled and due forms. */
export const useCustomerConsentForms = apiQuery(
  sellerConsentKeys.customer,
  getCustomerConsentForms,
  { staleTime: 0 },
).use;
