/** Seller billing (issue 39): plans, a licence per shop, the card on file, system orders. */
export type { BillingContext } from './context';
export { billingRoutes } from './routes';
export { billingJobs, billingWorkKinds } from './renewals';
export { startTrial } from './licences';
export { addMonths } from './periods';
