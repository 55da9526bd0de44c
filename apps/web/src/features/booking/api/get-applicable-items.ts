import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
import { bookingKeys } from './keys';

/** My coupons and vouchers at the shop that apply to a booking of these services. */
export function getApplicableItems(shopId: number, serviceIds: number[], signal?: AbortSignal) {
  return apiData(calls.booking.findApplicableItems, { body: { shopId, serviceIds } }, signal);
}

const applicableItems = apiQuery(bookingKeys.applicableItems, getApplicableItems);

/** Query options for {@link getApplicableItems}. */
export const applicableItemsQueryOptions = applicableItems.options;
