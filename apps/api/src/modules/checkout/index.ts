/**
 * Checkout: the customer pays an order online (LINE Pay, stored value, a reported bank
 * transfer) and the shop confirms transfers (decision 014). It joins booking (the order),
 * membership (stored value) and payments (attempts, refunds, LINE Pay channels).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CheckoutContext } from './context';
import { payRoutes } from './pay-routes';
import { transferRoutes } from './transfer-routes';

export type { CheckoutContext } from './context';
export { checkoutJobs } from './jobs';

export const checkoutRoutes: FastifyPluginAsync<{ ctx: CheckoutContext }> = async (app, o) => {
  await app.register(payRoutes, o);
  await app.register(transferRoutes, o);
};
export { checkoutWorkKinds } from './send-refunds';
