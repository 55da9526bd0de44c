import { defineCalls } from '../call';
import {
  ZMyCouponsQuery,
  ZMyCouponsResponse,
  ZMyDepositoriesResponse,
  ZMyDepositoryParams,
  ZMyDepositoryTransactionsResponse,
  ZMyItemsPagingQuery,
  ZMyItemsParams,
  ZMyVoucherParams,
  ZMyVouchersQuery,
  ZMyVouchersResponse,
  ZMyVoucherTransactionsResponse,
  ZOrderRecordsResponse,
} from './my-items';

const READ_ERRORS = ['E_UNAUTHORIZED_ACCESS', 'E_NOT_FOUND'] as const;
const OWN = '`id` is one of your customer records (else 404).';

/** What you hold at one seller (your customer record there): the member card's reads. */
export const myItemCalls = defineCalls('member-card', {
  listMyDepositories: {
    method: 'GET',
    path: '/v1/me/customers/{id}/depositories',
    summary: 'Your stored-value accounts at the seller, with balances',
    description: OWN,
    params: ZMyItemsParams,
    response: ZMyDepositoriesResponse,
    errors: READ_ERRORS,
  },
  listMyDepositoryTransactions: {
    method: 'GET',
    path: '/v1/me/customers/{id}/depositories/{depositoryId}/transactions',
    summary: "A stored-value account's movements, newest first",
    description: OWN,
    params: ZMyDepositoryParams,
    query: ZMyItemsPagingQuery,
    response: ZMyDepositoryTransactionsResponse,
    errors: READ_ERRORS,
  },
  listMyVouchers: {
    method: 'GET',
    path: '/v1/me/customers/{id}/vouchers',
    summary: 'Your vouchers at the seller: sessions left, covered services, expiry',
    description: `${OWN} state=USABLE | USED_UP | EXPIRED.`,
    params: ZMyItemsParams,
    query: ZMyVouchersQuery,
    response: ZMyVouchersResponse,
    errors: READ_ERRORS,
  },
  listMyVoucherTransactions: {
    method: 'GET',
    path: '/v1/me/customers/{id}/vouchers/{voucherId}/transactions',
    summary: "A voucher's movements (sale, sessions used, refund, expiry), newest first",
    description: OWN,
    params: ZMyVoucherParams,
    query: ZMyItemsPagingQuery,
    response: ZMyVoucherTransactionsResponse,
    errors: READ_ERRORS,
  },
  listMyCoupons: {
    method: 'GET',
    path: '/v1/me/customers/{id}/coupons',
    summary: 'Your coupons at the seller with their terms',
    description: `${OWN} redeemed=true|false, expired=true|false (expired = not redeemed and past expiry).`,
    params: ZMyItemsParams,
    query: ZMyCouponsQuery,
    response: ZMyCouponsResponse,
    errors: READ_ERRORS,
  },
  listMyOrderRecords: {
    method: 'GET',
    path: '/v1/me/customers/{id}/order-records',
    summary: 'One history of bookings, product purchases, top-ups and voucher sales, newest first',
    description: OWN,
    params: ZMyItemsParams,
    query: ZMyItemsPagingQuery,
    response: ZOrderRecordsResponse,
    errors: READ_ERRORS,
  },
});
