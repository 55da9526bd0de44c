import { USER_SCOPE } from '../../../lib/session';

/** Query keys of the checkout feature. */
export const paymentKeys = {
  /** How an order's prepayment can be paid, and what was paid or reported (the customer's own). */
  methods: (orderId: number) => [USER_SCOPE, 'prepayment-payment-methods', orderId] as const,
  /** LINE Pay's return: one confirmation per payment attempt (public: no user scope). */
  confirmation: (paymentId: number, transactionId: string, cancelled: boolean) =>
    ['line-pay-confirmation', paymentId, transactionId, cancelled] as const,
};
