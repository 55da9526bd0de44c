import { calls, type WebCallResult } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { bookingKeys } from './keys';

/** The profile fields a shop asks for, and the signed-in user's saved values. */
export type BookingFormItems = WebCallResult<typeof calls.booking.getFormItems>['data'];

/** Fetches the booking form of a shop; `prefill` is present only when signed in. */
export async function getFormItems(shopId: number, signal?: AbortSignal) {
  return (await apiCall(calls.booking.getFormItems, { body: { shopId } }, { signal })).data;
}

/**
 * Query options for {@link getFormItems}. Under the user scope: signing in refetches it, so the
 * saved profile fills the form.
 */
export const formItemsQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: bookingKeys.formItems(shopId),
    queryFn: ({ signal }) => getFormItems(shopId, signal),
  });

/** The booking form of a shop. */
export function useFormItems(shopId: number) {
  return useQuery(formItemsQueryOptions(shopId));
}
