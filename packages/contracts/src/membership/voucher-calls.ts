import { defineCalls } from '../call';
import { SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../seller/call-errors';
import {
  ZCustomerVoucherParams,
  ZCustomerVouchersParams,
  ZRefundVoucherRequest,
  ZSellVoucherRequest,
  ZUseVoucherRequest,
  ZVoucherBookingsResponse,
  ZVoucherMovementResponse,
  ZVoucherTemplateInput,
  ZVoucherTemplateParams,
  ZVoucherTemplateResponse,
  ZVoucherTemplatesParams,
  ZVoucherTemplatesResponse,
  ZVoucherTransactionsResponse,
  ZVouchersQuery,
  ZVouchersResponse,
} from './vouchers';

const SELL = 'Every member (items.sell).';
const MANAGE = 'Owner and managers (items.manage).';
const REFUND = 'Owner and managers (items.refund).';
const KEY =
  'Idempotent by idempotencyKey: the same request again answers the first movement; the key used for another movement is 409 E_IDEMPOTENCY_KEY_REUSED.';

/**
 * Vouchers (套票 / 計次券): the seller's templates, and the vouchers its customers hold,
 * sold, used for a booking and refunded at the counter. Sessions move only with a ledger row.
 */
export const voucherCalls = defineCalls('seller vouchers', {
  listVoucherTemplates: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/voucher-templates',
    summary: "The seller's voucher templates, in their order",
    description: SELL,
    params: ZVoucherTemplatesParams,
    response: ZVoucherTemplatesResponse,
    errors: SELLER_READ_ERRORS,
  },
  createVoucherTemplate: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/voucher-templates',
    summary: 'Create a voucher template (name, services covered, sessions, price, validity)',
    description: `${MANAGE} Every service must be one of the seller's (else 400).`,
    params: ZVoucherTemplatesParams,
    body: ZVoucherTemplateInput,
    response: ZVoucherTemplateResponse,
    errors: SELLER_WRITE_ERRORS,
  },
  getVoucherTemplate: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/voucher-templates/{templateId}',
    summary: 'One voucher template',
    description: SELL,
    params: ZVoucherTemplateParams,
    response: ZVoucherTemplateResponse,
    errors: SELLER_READ_ERRORS,
  },
  updateVoucherTemplate: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/voucher-templates/{templateId}',
    summary: 'Change a voucher template (vouchers already sold keep their copy)',
    description: MANAGE,
    params: ZVoucherTemplateParams,
    body: ZVoucherTemplateInput,
    response: ZVoucherTemplateResponse,
    errors: SELLER_WRITE_ERRORS,
  },
  deleteVoucherTemplate: {
    method: 'DELETE',
    path: '/v1/sellers/{sellerId}/voucher-templates/{templateId}',
    summary: 'Delete a voucher template never sold',
    description: `${MANAGE} 409 E_HAS_LEDGER_HISTORY once a voucher was sold from it (turn it off instead).`,
    params: ZVoucherTemplateParams,
    response: null,
    errors: [...SELLER_WRITE_ERRORS, 'E_HAS_LEDGER_HISTORY'],
  },
  listCustomerVouchers: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/vouchers',
    summary: "The customer's vouchers at the seller, by state, newest first",
    description: SELL,
    params: ZCustomerVouchersParams,
    query: ZVouchersQuery,
    response: ZVouchersResponse,
    errors: SELLER_READ_ERRORS,
  },
  listVoucherTransactions: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/vouchers/{voucherId}/transactions',
    summary: "A voucher's movements, newest first",
    description: SELL,
    params: ZCustomerVoucherParams,
    response: ZVoucherTransactionsResponse,
    errors: SELLER_READ_ERRORS,
  },
  listVoucherBookings: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/vouchers/{voucherId}/bookings',
    summary: "The customer's bookings the voucher may serve",
    description: `${SELL} Not cancelled, a covered service, no voucher session used yet; newest first.`,
    params: ZCustomerVoucherParams,
    response: ZVoucherBookingsResponse,
    errors: SELLER_READ_ERRORS,
  },
  sellVoucher: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/vouchers:sell',
    summary: 'Sell a voucher of a template to the customer (paid at the counter)',
    description: `${SELL} ${KEY} 409 E_ITEM_EXPIRED for a template turned off.`,
    params: ZCustomerVouchersParams,
    body: ZSellVoucherRequest,
    response: ZVoucherMovementResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_ITEM_EXPIRED', 'E_IDEMPOTENCY_KEY_REUSED'],
  },
  useVoucher: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/vouchers/{voucherId}:use',
    summary: "Use one session for one of the customer's bookings",
    description: `${SELL} ${KEY} 409 E_VOUCHER_USED_UP (no session left, or the booking already used one), E_ITEM_EXPIRED, E_VOUCHER_NOT_COVERED.`,
    params: ZCustomerVoucherParams,
    body: ZUseVoucherRequest,
    response: ZVoucherMovementResponse,
    errors: [
      ...SELLER_WRITE_ERRORS,
      'E_VOUCHER_USED_UP',
      'E_ITEM_EXPIRED',
      'E_VOUCHER_NOT_COVERED',
      'E_IDEMPOTENCY_KEY_REUSED',
    ],
  },
  refundVoucher: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/vouchers/{voucherId}:refund',
    summary: 'Take back all unused sessions and record the money paid back',
    description: `${REFUND} ${KEY} 409 E_VOUCHER_USED_UP when no session is left.`,
    params: ZCustomerVoucherParams,
    body: ZRefundVoucherRequest,
    response: ZVoucherMovementResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_VOUCHER_USED_UP', 'E_IDEMPOTENCY_KEY_REUSED'],
  },
});
