import { defineCalls } from '../call';
import { whoMay } from '../call-access';
import { OWN_WRITE_ERRORS, SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../call-errors';
import {
  ZConfirmPaymentInput,
  ZConfirmPaymentResponse,
  ZOrderPaymentInput,
  ZPayBalanceInput,
  ZPayBalanceResponse,
  ZPayPrepaymentInput,
  ZPayPrepaymentResponse,
  ZPrepaymentPaymentMethodsResponse,
  ZRejectTransferInput,
  ZReportTransferInput,
  ZSellerTransferReportResponse,
  ZSellerTransferReportsResponse,
  ZTransferReportParams,
  ZTransferReportResponse,
  ZTransferReportsParams,
  ZTransferReportsQuery,
} from './pay';

/** Paying online, the prepayment or the rest: the method, the balance, LINE Pay, the key. */
const PAY_ONLINE_ERRORS = [
  'E_PAYMENT_METHOD_NOT_ACCEPTED',
  'E_INSUFFICIENT_BALANCE',
  'E_ITEM_EXPIRED',
  'E_PAYMENT_DECLINED',
  'E_IDEMPOTENCY_KEY_REUSED',
  'E_PAYMENT_PROVIDER_UNAVAILABLE',
] as const;

/** The customer pays an order online: its prepayment (LINE Pay, stored value, a bank transfer) and the rest. */
export const paymentCalls = defineCalls('checkout', {
  listPrepaymentPaymentMethods: {
    method: 'POST',
    path: '/v1/orders:prepayment-payment-methods',
    summary: 'How your order’s prepayment can be paid online, and what was paid or reported',
    description:
      'Your own order only (404 otherwise). Methods are the shop’s accepted ones; LINE_PAY only when the seller’s channel is set; DEPOSITORY with your balance (unavailable when it does not cover the prepayment). balanceDue: the rest of the order (total less what was paid) and whether orders:pay takes it now.',
    body: ZOrderPaymentInput,
    response: ZPrepaymentPaymentMethodsResponse,
    errors: OWN_WRITE_ERRORS,
  },
  payPrepayment: {
    method: 'POST',
    path: '/v1/order-prepayment:pay',
    summary: 'Pay your order’s prepayment by LINE Pay or stored value',
    description:
      'LINE_PAY: a payment attempt is written and requested from LINE Pay; answer paymentUrl, where the customer approves it, and LINE Pay sends them to /line-pay-landing (returnTo line: /line/{sellerId}/line-pay-landing, the LINE area of the order seller; app: /buyer-app/line-pay-landing, the buyer app webview; google: /google-reserve-user/line-pay-landing, the Reserve with Google area). DEPOSITORY: the balance is spent, the prepayment paid and the order confirmed in one transaction. The same idempotencyKey answers the first attempt. 409 E_PREPAYMENT_NOT_DUE (nothing pending: paid, reported, expired, cancelled), E_PAYMENT_METHOD_NOT_ACCEPTED, E_INSUFFICIENT_BALANCE, E_ITEM_EXPIRED (stored value expired), E_PAYMENT_DECLINED (LINE Pay refused the request); 503 E_PAYMENT_PROVIDER_UNAVAILABLE when LINE Pay does not answer.',
    body: ZPayPrepaymentInput,
    response: ZPayPrepaymentResponse,
    errors: [...OWN_WRITE_ERRORS, 'E_PREPAYMENT_NOT_DUE', ...PAY_ONLINE_ERRORS],
  },
  payBalance: {
    method: 'POST',
    path: '/v1/orders:pay',
    summary: 'Pay the rest of your confirmed order (尾款) by LINE Pay or stored value',
    description:
      'Your own order only (404 otherwise), where the shop allows paying the rest online. The rest is the order total less what its payments kept; a BALANCE paymentable owes it. LINE_PAY: as the prepayment (paymentUrl, then /line-pay-landing and orders:confirm, which marks the balance paid and leaves the order as it is). DEPOSITORY: paid in one transaction. The same idempotencyKey answers the first attempt. 409 E_BALANCE_NOT_DUE (nothing left, not confirmed yet, started or closed), E_PAYMENT_METHOD_NOT_ACCEPTED (the shop does not allow it or takes not this method), E_INSUFFICIENT_BALANCE, E_ITEM_EXPIRED, E_PAYMENT_DECLINED, E_IDEMPOTENCY_KEY_REUSED; 503 E_PAYMENT_PROVIDER_UNAVAILABLE. A cancelled order refunds a paid balance in full.',
    body: ZPayBalanceInput,
    response: ZPayBalanceResponse,
    errors: [...OWN_WRITE_ERRORS, 'E_BALANCE_NOT_DUE', ...PAY_ONLINE_ERRORS],
  },
  confirmPayment: {
    method: 'POST',
    path: '/v1/orders:confirm',
    summary: 'Finish a LINE Pay payment the customer approved (or cancelled)',
    description:
      'Public: the customer may come back in another browser (the LINE app); the payment id with LINE Pay’s 19-digit transactionId proves it. Idempotent: a reload, a double click or a second callback confirms once (one claims the payment, the others answer its state: CONFIRMING means poll again). A payment that succeeds after its order expired or was cancelled is refunded in full (refunded: true). 404 when the pair does not match.',
    body: ZConfirmPaymentInput,
    response: ZConfirmPaymentResponse,
    errors: ['E_XSRF', 'E_NOT_FOUND', 'E_PAYMENT_PROVIDER_UNAVAILABLE'],
  },
  reportTransfer: {
    method: 'POST',
    path: '/v1/orders:request-prepayment-confirmation',
    summary: 'Report a bank transfer for your order’s prepayment (帳號末五碼, amount, time)',
    description:
      'The prepayment becomes REPORTED (it no longer expires) and the shop is asked to confirm it. 409 E_PREPAYMENT_NOT_DUE (nothing pending or already reported), E_PAYMENT_METHOD_NOT_ACCEPTED (the shop takes no transfers); 400 for a time in the future.',
    body: ZReportTransferInput,
    response: ZTransferReportResponse,
    errors: [...OWN_WRITE_ERRORS, 'E_PREPAYMENT_NOT_DUE', 'E_PAYMENT_METHOD_NOT_ACCEPTED'],
  },
});

/** The shop confirms or rejects the transfers its customers reported. */
export const transferReportCalls = defineCalls('checkout', {
  listTransferReports: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/transfer-reports',
    summary: 'Reported bank transfers (default: waiting for the shop), oldest first',
    description: `Every member reads them. Filter by status, shopId, orderId.`,
    params: ZTransferReportsParams,
    query: ZTransferReportsQuery,
    response: ZSellerTransferReportsResponse,
    errors: SELLER_READ_ERRORS,
  },
  confirmTransferReport: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/transfer-reports/{reportId}:confirm',
    summary: 'The money arrived: the prepayment is paid and the order confirmed',
    description: `${whoMay('payments.transfers')} Confirming a confirmed report answers it again; a rejected one 409 E_TRANSFER_REPORT_DECIDED. If the order was cancelled meanwhile, the report is confirmed and the order stays cancelled (the shop refunds it itself).`,
    params: ZTransferReportParams,
    response: ZSellerTransferReportResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_TRANSFER_REPORT_DECIDED'],
  },
  rejectTransferReport: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/transfer-reports/{reportId}:reject',
    summary: 'The money did not arrive: the customer is told why and may pay again',
    description: `${whoMay('payments.transfers')} The prepayment is pending again with a deadline at least 24 hours later (never past the start). 409 E_TRANSFER_REPORT_DECIDED for a decided report.`,
    params: ZTransferReportParams,
    body: ZRejectTransferInput,
    response: ZSellerTransferReportResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_TRANSFER_REPORT_DECIDED'],
  },
});
