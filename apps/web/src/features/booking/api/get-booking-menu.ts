import { calls } from '@haoyue/contracts';
import { apiData, apiQuery } from '../../../lib/api-query';
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
  const query = { shopId, part: ['services', 'services.operators'] };
  return bookableGroups(await apiData(calls.catalogue.listServiceGroups, { query }, signal));
}

const bookingMenu = apiQuery(bookingKeys.menu, getBookingMenu);

/** Query options for {@link getBookingMenu}. */
export const bookingMenuQueryOptions = bookingMenu.options;

/** The booking menu of a shop. */
export const useBookingMenu = bookingMenu.use;
