/** The payments module's public operations: what orders owe and what was paid. */
export {
  cancelPendingPaymentables,
  expireOverduePaymentables,
  keepDeadlineBefore,
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
export { type PrepaymentQuote, type PricedService, quotePrepayment } from './quote-prepayment';
export { recordPrepaymentPaid } from './record-payment';
