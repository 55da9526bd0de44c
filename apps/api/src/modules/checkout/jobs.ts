import type { JobDefinition } from '../../jobs';
import type { CheckoutContext } from './context';
import { reconcileLinePayments } from './reconcile-line-payments';
import { sendPendingRefunds } from './send-refunds';

/** Reconciles LINE Pay payments whose outcome is unknown; sends reserved refunds. */
export function checkoutJobs(ctx: CheckoutContext, intervalMs: number): JobDefinition[] {
  return [
    { name: 'reconcile-line-payments', intervalMs, run: () => reconcileLinePayments(ctx) },
    { name: 'send-refunds', intervalMs, run: () => sendPendingRefunds(ctx) },
  ];
}
