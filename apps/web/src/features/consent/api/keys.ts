import { USER_SCOPE } from '../../../lib/session';

/** Query keys of consent forms (under the user scope: signing out forgets them). */
export const consentKeys = {
  all: [USER_SCOPE, 'consent'] as const,
  /** The forms an order needs, filled or missing. */
  check: (orderId: number) => [...consentKeys.all, 'check', orderId] as const,
  form: (formId: number) => [...consentKeys.all, 'form', formId] as const,
  /** One order as the fill page shows it. */
  order: (orderId: number) => [...consentKeys.all, 'order', orderId] as const,
  /** The user's records at every seller. */
  records: () => [...consentKeys.all, 'records'] as const,
  /** The user's record at a seller. */
  record: (sellerId: number) => [...consentKeys.all, 'record', sellerId] as const,
  /** Everything read through one customer record. */
  customer: (customerId: number) => [...consentKeys.all, 'customer', customerId] as const,
  due: (customerId: number) => [...consentKeys.customer(customerId), 'due'] as const,
  responses: (customerId: number) => [...consentKeys.customer(customerId), 'responses'] as const,
  response: (customerId: number, responseId: number) =>
    [...consentKeys.responses(customerId), responseId] as const,
};
