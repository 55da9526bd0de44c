/**
 * The consent module's public operations: its routes, which forms orders still need, and the join
 * of a form to its current version.
 */
export { consentFormsOfOrderIds, missingConsentForms } from './due';
export { isCurrentVersion } from './forms';
export { consentRoutes } from './routes';
