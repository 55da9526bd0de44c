import { defineCalls } from '../call';
import { whoMay } from '../call-access';
import { SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../call-errors';
import {
  ZAdjustRequest,
  ZCustomerDepositoryParams,
  ZDepositoriesResponse,
  ZDepositoryMovementResponse,
  ZDepositoryTransactionsQuery,
  ZDepositoryTransactionsResponse,
  ZRefundRequest,
  ZSpendRequest,
  ZTopUpPlanInput,
  ZTopUpPlanParams,
  ZTopUpPlanResponse,
  ZTopUpPlansParams,
  ZTopUpPlansResponse,
  ZTopUpRequest,
} from './stored-value';

const MOVEMENT =
  'Answers the recorded transaction and the account after it. The same idempotencyKey again answers the first movement (200, nothing moves); the key used for a different movement → 409 E_IDEMPOTENCY_KEY_REUSED. 404 for a customer of another seller or a merged record.';
const MOVEMENT_ERRORS = [
  ...SELLER_WRITE_ERRORS,
  'E_VALIDATION',
  'E_IDEMPOTENCY_KEY_REUSED',
] as const;

/**
 * Stored value (儲值金) at the counter: the seller's top-up plans, and each customer's accounts
 * and ledger. Every balance change is one transaction row; a balance never goes below zero.
 */
export const storedValueCalls = defineCalls('stored-value', {
  listTopUpPlans: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/top-up-plans',
    summary: "The seller's top-up plans, inactive ones included (isActive false)",
    description: whoMay('items.sell'),
    params: ZTopUpPlansParams,
    response: ZTopUpPlansResponse,
    errors: SELLER_READ_ERRORS,
  },
  createTopUpPlan: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/top-up-plans',
    summary: 'Create a top-up plan: pay X, receive Y, optional validity in days',
    description: `${whoMay('items.manage')} The plan's currency is the seller's.`,
    params: ZTopUpPlansParams,
    body: ZTopUpPlanInput,
    response: ZTopUpPlanResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_VALIDATION'],
  },
  updateTopUpPlan: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/top-up-plans/{planId}',
    summary: 'Change a top-up plan or switch it off (isActive false)',
    description: `${whoMay('items.manage')} Top-ups already recorded keep what they received.`,
    params: ZTopUpPlanParams,
    body: ZTopUpPlanInput,
    response: ZTopUpPlanResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_VALIDATION'],
  },
  deleteTopUpPlan: {
    method: 'DELETE',
    path: '/v1/sellers/{sellerId}/top-up-plans/{planId}',
    summary: 'Delete a top-up plan never used',
    description: `${whoMay('items.manage')} 409 E_HAS_LEDGER_HISTORY once top-ups were recorded with it (switch it off instead).`,
    params: ZTopUpPlanParams,
    response: null,
    errors: [...SELLER_WRITE_ERRORS, 'E_HAS_LEDGER_HISTORY'],
  },
  listCustomerDepositories: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/depositories',
    summary: "A customer's stored-value accounts: balance, currency, expiry",
    description: whoMay('items.sell'),
    params: ZCustomerDepositoryParams,
    response: ZDepositoriesResponse,
    errors: SELLER_READ_ERRORS,
  },
  listCustomerDepositoryTransactions: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/depository-transactions',
    summary: "A customer's stored-value history, newest first",
    description: whoMay('items.sell'),
    params: ZCustomerDepositoryParams,
    query: ZDepositoryTransactionsQuery,
    response: ZDepositoryTransactionsResponse,
    errors: SELLER_READ_ERRORS,
  },
  topUpDepository: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/depositories:top-up',
    summary: 'Top up a customer with a plan or a custom amount, paid at the counter',
    description: `${whoMay('items.sell')} With a plan: paid = its payAmount, received = its receiveAmount, valid for its validityDays; an inactive plan → 409 E_ITEM_EXPIRED. ${MOVEMENT}`,
    params: ZCustomerDepositoryParams,
    body: ZTopUpRequest,
    response: ZDepositoryMovementResponse,
    errors: [...MOVEMENT_ERRORS, 'E_ITEM_EXPIRED'],
  },
  spendDepository: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/depositories:spend',
    summary: "Spend a customer's stored value, maybe against one of their orders",
    description: `${whoMay('items.sell')} 409 E_INSUFFICIENT_BALANCE beyond the balance, E_ITEM_EXPIRED past the account's expiry, E_ORDER_STATE for a cancelled order; 400 for an order not the customer's at this seller. ${MOVEMENT}`,
    params: ZCustomerDepositoryParams,
    body: ZSpendRequest,
    response: ZDepositoryMovementResponse,
    errors: [...MOVEMENT_ERRORS, 'E_INSUFFICIENT_BALANCE', 'E_ITEM_EXPIRED', 'E_ORDER_STATE'],
  },
  refundDepository: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/depositories:refund',
    summary: 'Pay stored value back to the customer, with a reason',
    description: `${whoMay('items.refund')} 409 E_INSUFFICIENT_BALANCE beyond the balance. ${MOVEMENT}`,
    params: ZCustomerDepositoryParams,
    body: ZRefundRequest,
    response: ZDepositoryMovementResponse,
    errors: [...MOVEMENT_ERRORS, 'E_INSUFFICIENT_BALANCE'],
  },
  adjustDepository: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/customer-records/{customerId}/depositories:adjust',
    summary: "Correct a customer's balance either way, with a reason",
    description: `${whoMay('items.refund')} 409 E_INSUFFICIENT_BALANCE when it would go below zero. ${MOVEMENT}`,
    params: ZCustomerDepositoryParams,
    body: ZAdjustRequest,
    response: ZDepositoryMovementResponse,
    errors: [...MOVEMENT_ERRORS, 'E_INSUFFICIENT_BALANCE'],
  },
});
