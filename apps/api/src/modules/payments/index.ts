/** The payments module's public operations: what orders owe and what was paid. */
export {
  cancelPendingPaymentables,
  expireOverduePaymentables,
  keepDeadlineBefore,
  paymentableOf,
  paymentInFull,
  pendingPrepaymentOf,
  prepaymentStatement,
  prepaymentValues,
} from './paymentables';
export {
  loadPaymentables,
  loadPayments,
  type PaymentableRow,
  type PaymentRow,
  presentPaymentable,
} from './present-paymentables';
export { openBalancePaymentable, remainingBalanceOf } from './balance';
export { type PrepaymentQuote, type PricedService, quotePrepayment } from './quote-prepayment';
export { recordPrepaymentPaid } from './record-payment';
export {
  queueRefund,
  REFUND_WORK,
  type RefundReason,
  type RefundRow,
  type RefundWork,
  releaseRefund,
  reserveRefund,
} from './refunds';
export {
  claimPayment,
  claimUnsettledPayments,
  confirmInFlight,
  endPayment,
  movePayment,
  recordPaymentEvent,
  settlePayment,
} from './settle-payment';
export {
  cancelRefundAmount,
  DEFAULT_REFUND_POLICY,
  markRefundSucceeded,
  type RefundPolicy,
  refundCancelledOrder,
  refundPolicyOf,
  type StoredValueRefund,
} from './cancel-refunds';
