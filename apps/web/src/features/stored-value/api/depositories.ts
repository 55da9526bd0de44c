import {
  calls,
  type TAdjustRequest,
  type TRefundRequest,
  type TSpendRequest,
  type TTopUpRequest,
} from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { customerPageQuery } from '../../../lib/customer-page-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { storedValueKeys } from './keys';

/** Movements per page of a customer's history. */
export const HISTORY_PER_PAGE = 10;

/** Fetches a customer's stored-value accounts. */
export function getDepositories(sellerId: number, customerId: number, signal?: AbortSignal) {
  return apiData(
    calls.storedValue.listCustomerDepositories,
    { params: { sellerId, customerId } },
    signal,
  );
}

const accounts = apiQuery(storedValueKeys.depositories, getDepositories);

/** A customer's stored-value accounts. */
export const useDepositories = accounts.use;

const history = customerPageQuery(
  calls.storedValue.listCustomerDepositoryTransactions,
  storedValueKeys.history,
  HISTORY_PER_PAGE,
);

/** One page of a customer's stored-value history. */
export const useDepositoryHistory = history.use;

/** A counter movement and the request body it takes. */
export type Movement =
  | { verb: 'top-up'; body: TTopUpRequest }
  | { verb: 'spend'; body: TSpendRequest }
  | { verb: 'refund'; body: TRefundRequest }
  | { verb: 'adjust'; body: TAdjustRequest };

function send(sellerId: number, customerId: number, m: Movement) {
  const params = { sellerId, customerId };
  switch (m.verb) {
    case 'top-up':
      return apiData(calls.storedValue.topUpDepository, { params, body: m.body });
    case 'spend':
      return apiData(calls.storedValue.spendDepository, { params, body: m.body });
    case 'refund':
      return apiData(calls.storedValue.refundDepository, { params, body: m.body });
    case 'adjust':
      return apiData(calls.storedValue.adjustDepository, { params, body: m.body });
  }
}

/** Records a movement; the customer's balance and history refresh. */
export function useDepositoryMovement(sellerId: number, customerId: number) {
  return useRefreshingMutation(storedValueKeys.customer(sellerId, customerId), (m: Movement) =>
    send(sellerId, customerId, m),
  );
}
