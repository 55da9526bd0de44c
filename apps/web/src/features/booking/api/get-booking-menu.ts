import { calls } from '@haoyue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { bookableGroups, type BookableGroup } from '../lib/selection';
import { bookingKeys } from './keys';

/**
 * Fetches a shop's bookable services by group, each naming the operators who perform it
 * (`operatorIds`), so the operator step can offer only those who can do every chosen service.
 */
export async function getBookingMenu(
  shopId: number,
  signal?: AbortSignal,
): Promise<BookableGroup[]> {
  const body = await apiCall(
    calls.catalogue.listServiceGroups,
    { query: { shopId, part: ['services', 'services.operators'] } },
    { signal },
  );
  return bookableGroups(body.data);
}

/** Query options for {@link getBookingMenu}. */
export const bookingMenuQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: bookingKeys.menu(shopId),
    queryFn: ({ signal }) => getBookingMenu(shopId, signal),
  });

/** The booking menu of a shop. */
export function useBookingMenu(shopId: number) {
  return useQuery(bookingMenuQueryOptions(shopId));
}
