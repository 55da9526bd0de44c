import { calls } from '@haoyue/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerConsentKeys } from './keys';

/**
 * The hook of a read of a customer's answers, read afresh whenever shown: the customer may fill
 * or correct a form before the visit.
 */
function freshRead<A extends unknown[], T>(
  key: (...args: A) => QueryKey,
  fetcher: (...args: [...A, AbortSignal]) => Promise<T>,
) {
  return apiQuery(key, fetcher, { staleTime: 0 }).use;
}

/** One response: the version answered, the answers, the signature, every correction. */
export const useSellerConsentResponse = freshRead(
  sellerConsentKeys.response,
  (sellerId: number, responseId: number, signal: AbortSignal) =>
    apiData(calls.consent.getSellerConsentResponse, { params: { sellerId, responseId } }, signal),
);

/** A customer's filled forms and those their upcoming orders still need. */
export const useCustomerConsentForms = freshRead(
  sellerConsentKeys.customer,
  (sellerId: number, customerId: number, signal: AbortSignal) =>
    apiData(
      calls.consent.listSellerCustomerConsentForms,
      { params: { sellerId, customerId } },
      signal,
    ),
);
