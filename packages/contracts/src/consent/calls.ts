import { defineCalls } from '../call';
import { whoMay } from '../seller/call-access';
import { SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../call-errors';
import {
  ZConsentCheckInput,
  ZConsentCheckResponse,
  ZConsentFormParams,
  ZConsentFormResponse,
  ZConsentFormsDueResponse,
  ZConsentFormsParams,
  ZConsentFormInput,
  ZConsentResponseResponse,
  ZConsentResponseSummariesResponse,
  ZCreateConsentResponseInput,
  ZCustomerConsentFormsResponse,
  ZMyConsentFormParams,
  ZMyConsentParams,
  ZMyConsentResponseParams,
  ZPublicConsentFormParams,
  ZSellerConsentFormResponse,
  ZSellerConsentFormsResponse,
  ZSellerConsentResponseParams,
  ZSellerCustomerConsentParams,
  ZSellerOrderConsentParams,
  ZUpdateConsentResponseInput,
} from './schemas';

const READ = ['E_UNAUTHORIZED_ACCESS', 'E_NOT_FOUND'] as const;
const WRITE = ['E_UNAUTHORIZED_ACCESS', 'E_NOT_FOUND', 'E_XSRF'] as const;
const OWN = '`id` is one of your customer records (else 404).';
const ANSWER_RULES =
  'Answers are checked against the version answered: required items present, choices among the offered ones, dates real, text trimmed (line breaks only in long text), an AGREEMENT required item true, a signature a PNG made by the pad (re-encoded, never served at a public URL). 400 E_VALIDATION names the item.';
const CREATE_RULES = `The order must be yours, not cancelled and its visit not started (409 E_CONSENT_RESPONSE_LOCKED); the form must be one the order needs (409 E_CONSENT_FORM_NOT_REQUIRED); \`versionId\` must be the form's current version (409 E_CONSENT_FORM_CHANGED: reload it); one response per form and order (409 E_CONSENT_ALREADY_FILLED). ${ANSWER_RULES}`;
/** What filling a form may answer, by yourself or for one of your records (CREATE_RULES). */
const CREATE_ERRORS = [
  ...WRITE,
  'E_CONSENT_FORM_CHANGED',
  'E_CONSENT_FORM_NOT_REQUIRED',
  'E_CONSENT_ALREADY_FILLED',
  'E_CONSENT_RESPONSE_LOCKED',
] as const;

/**
 * Consent forms (同意書): what a customer fills on their phone before a treatment, and the
 * record the shop keeps. Spec §7 "Consent forms"; the seller's calls are ours.
 */
export const consentCalls = defineCalls('consent forms', {
  checkConsentForms: {
    method: 'POST',
    path: '/v1/consent-forms:check',
    summary: 'The forms your order needs, filled or missing',
    description:
      "The order must be yours (else 404). A form is needed when it is attached to a service of the order; a ONCE form counts as filled by any still-valid response of yours, an EVERY_VISIT form only by this order's.",
    body: ZConsentCheckInput,
    response: ZConsentCheckResponse,
    errors: WRITE,
  },
  getConsentForm: {
    method: 'GET',
    path: '/v1/consent-forms/{consentFormId}',
    summary: 'A form as you fill it: its current version',
    description: 'Any signed-in user; an archived form is 404.',
    params: ZPublicConsentFormParams,
    response: ZConsentFormResponse,
    errors: READ,
  },
  createConsentResponse: {
    method: 'POST',
    path: '/v1/consent-form-responses',
    summary: 'Fill a form for one of your orders',
    description: CREATE_RULES,
    body: ZCreateConsentResponseInput,
    status: 201,
    response: ZConsentResponseResponse,
    errors: CREATE_ERRORS,
  },
  listMyConsentFormsDue: {
    method: 'GET',
    path: '/v1/me/customers/{id}/consent-forms',
    summary: 'Forms your upcoming orders at the seller still need',
    description: OWN,
    params: ZMyConsentParams,
    response: ZConsentFormsDueResponse,
    errors: READ,
  },
  getMyConsentForm: {
    method: 'GET',
    path: '/v1/me/customers/{id}/consent-forms/{consentFormId}',
    summary: "One of the seller's forms as you fill it",
    description: `${OWN} The form must be the seller's and not archived.`,
    params: ZMyConsentFormParams,
    response: ZConsentFormResponse,
    errors: READ,
  },
  listMyConsentResponses: {
    method: 'GET',
    path: '/v1/me/customers/{id}/consent-form-responses',
    summary: 'The forms you filled at the seller, newest first',
    description: OWN,
    params: ZMyConsentParams,
    response: ZConsentResponseSummariesResponse,
    errors: READ,
  },
  createMyConsentResponse: {
    method: 'POST',
    path: '/v1/me/customers/{id}/consent-form-responses',
    summary: 'Fill a form for one of your orders at the seller',
    description: `${OWN} The order must be of this customer record. ${CREATE_RULES}`,
    params: ZMyConsentParams,
    body: ZCreateConsentResponseInput,
    status: 201,
    response: ZConsentResponseResponse,
    errors: CREATE_ERRORS,
  },
  getMyConsentResponse: {
    method: 'GET',
    path: '/v1/me/customers/{id}/consent-form-responses/{responseId}',
    summary: 'One form you filled: the version you saw, your answers, every correction',
    description: OWN,
    params: ZMyConsentResponseParams,
    response: ZConsentResponseResponse,
    errors: READ,
  },
  updateMyConsentResponse: {
    method: 'PATCH',
    path: '/v1/me/customers/{id}/consent-form-responses/{responseId}',
    summary: 'Correct your answers before the visit',
    description: `${OWN} Until the visit starts (then 409 E_CONSENT_RESPONSE_LOCKED); the whole set of answers is sent and checked again. Each change is kept: who, when, which answers, and what they were. ${ANSWER_RULES}`,
    params: ZMyConsentResponseParams,
    body: ZUpdateConsentResponseInput,
    response: ZConsentResponseResponse,
    errors: [...WRITE, 'E_CONSENT_RESPONSE_LOCKED'],
  },

  // The seller's side

  listSellerConsentForms: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/consent-forms',
    summary: "The seller's forms (archived ones left out)",
    description: whoMay('customers.work'),
    params: ZConsentFormsParams,
    response: ZSellerConsentFormsResponse,
    errors: SELLER_READ_ERRORS,
  },
  createSellerConsentForm: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/consent-forms',
    summary: 'Create a form and attach it to services',
    description: `${whoMay('consent.manage')} Every service must be one of the seller's (else 400).`,
    params: ZConsentFormsParams,
    body: ZConsentFormInput,
    status: 201,
    response: ZSellerConsentFormResponse,
    errors: SELLER_WRITE_ERRORS,
  },
  getSellerConsentForm: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/consent-forms/{formId}',
    summary: 'One form, its current version',
    description: whoMay('customers.work'),
    params: ZConsentFormParams,
    response: ZSellerConsentFormResponse,
    errors: SELLER_READ_ERRORS,
  },
  updateSellerConsentForm: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/consent-forms/{formId}',
    summary: 'Change a form: a new version once it has responses',
    description: `${whoMay('consent.manage')} Responses keep the version they answered; a form without responses is changed in place.`,
    params: ZConsentFormParams,
    body: ZConsentFormInput,
    response: ZSellerConsentFormResponse,
    errors: SELLER_WRITE_ERRORS,
  },
  deleteSellerConsentForm: {
    method: 'DELETE',
    path: '/v1/sellers/{sellerId}/consent-forms/{formId}',
    summary: 'Delete a form (archived instead once answered, its responses kept)',
    description: whoMay('consent.manage'),
    params: ZConsentFormParams,
    response: null,
    errors: SELLER_WRITE_ERRORS,
  },
  listSellerOrderConsentForms: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/orders/{orderId}/consent-forms',
    summary: 'The forms an order needs, filled or missing (the calendar drawer)',
    description: whoMay('customers.work'),
    params: ZSellerOrderConsentParams,
    response: ZConsentCheckResponse,
    errors: SELLER_READ_ERRORS,
  },
  listSellerCustomerConsentForms: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customers/{customerId}/consent-forms',
    summary: "A customer's filled forms and those their upcoming orders still need",
    description: whoMay('customers.work'),
    params: ZSellerCustomerConsentParams,
    response: ZCustomerConsentFormsResponse,
    errors: SELLER_READ_ERRORS,
  },
  getSellerConsentResponse: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/consent-form-responses/{responseId}',
    summary: 'One response: the version answered, the answers, the signature, every correction',
    description: whoMay('customers.work'),
    params: ZSellerConsentResponseParams,
    response: ZConsentResponseResponse,
    errors: SELLER_READ_ERRORS,
  },
});
