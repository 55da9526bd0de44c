import type { JobDefinition } from '../../jobs';
import type { CheckoutContext } from './context';
import { reconcileLinePayments } from './reconcile-line-payments';
import { queueUnqueuedRefunds } from './send-refunds';

/**
 * Reconciles LINE Pay payments whose outcome is unknown; queues refunds that have no work item
 * (the work queue sends them: checkoutWorkKinds).
 */
export function checkoutJobs(ctx: CheckoutContext, intervalMs: number): JobDefinition[] {
  return [
    { name: 'reconcile-line-payments', intervalMs, run: () => reconcileLinePayments(ctx) },
    { name: 'queue-refunds', intervalMs, run: () => queueUnqueuedRefunds(ctx) },
  ];
}
