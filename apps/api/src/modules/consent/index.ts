/** The consent module's public operations: its routes and which forms orders still need. */
export { consentFormsOfOrderIds, missingConsentForms } from './due';
export { consentRoutes } from './routes';
