import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { sellerKeys } from '../../../lib/seller-dashboard/api/keys';

/** Fetches an operator's time off from `from` on, earliest first. */
export function getTimeOff(
  sellerId: number,
  shopId: number,
  operatorId: number,
  from: string,
  signal?: AbortSignal,
) {
  const request = { params: { sellerId, shopId, operatorId }, query: { from } };
  return apiData(calls.sellerCatalogue.listTimeOff, request, signal);
}

const timeOff = apiQuery(sellerKeys.timeOffFrom, getTimeOff);

/** Query options for {@link getTimeOff}. */
export const timeOffQueryOptions = timeOff.options;

/** An operator's time off from `from` on. */
export const useTimeOff = timeOff.use;
