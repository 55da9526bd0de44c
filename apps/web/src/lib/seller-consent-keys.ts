import { USER_SCOPE } from './session';

/** Query keys of the seller's consent forms (under the user scope: signing out forgets them). */
export const sellerConsentKeys = {
  /** Everything of one seller's consent forms and responses. */
  seller: (sellerId: number) => [USER_SCOPE, 'seller-consent', sellerId] as const,
  forms: (sellerId: number) => [...sellerConsentKeys.seller(sellerId), 'forms'] as const,
  form: (sellerId: number, formId: number) =>
    [...sellerConsentKeys.forms(sellerId), formId] as const,
  services: (sellerId: number) => [...sellerConsentKeys.seller(sellerId), 'services'] as const,
  response: (sellerId: number, responseId: number) =>
    [...sellerConsentKeys.seller(sellerId), 'response', responseId] as const,
  customer: (sellerId: number, customerId: number) =>
    [...sellerConsentKeys.seller(sellerId), 'customer', customerId] as const,
};
