import { calls } from '@haoyue/contracts';
import { apiData, apiQuery, type CallData } from '../../../lib/api-query';
import { bookingKeys } from './keys';

/** The profile fields a shop asks for, and the signed-in user's saved values. */
export type BookingFormItems = CallData<typeof calls.booking.getFormItems>;

/** Fetches the booking form of a shop; `prefill` is present only when signed in. */
export function getFormItems(shopId: number, signal?: AbortSignal) {
  return apiData(calls.booking.getFormItems, { body: { shopId } }, signal);
}

// Under the user scope: signing in refetches it, so the saved profile fills the form.
const formItems = apiQuery(bookingKeys.formItems, getFormItems);

/** Query options for {@link getFormItems}. */
export const formItemsQueryOptions = formItems.options;

/** The booking form of a shop. */
export const useFormItems = formItems.use;
