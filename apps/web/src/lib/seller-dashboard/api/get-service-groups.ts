import { calls } from '@haoyue/contracts';
import { sellerKeys } from './keys';
import { shopQuery } from './shop-query';

const serviceGroups = shopQuery(sellerKeys.serviceGroups, calls.sellerCatalogue.listServiceGroups);

/** Fetches a shop's service groups with all their services, bookable or not, in display order. */
export const getServiceGroups = serviceGroups.fetch;

/** Query options for {@link getServiceGroups}. */
export const serviceGroupsQueryOptions = serviceGroups.options;

/** A shop's service groups; idle without a shop. */
export const useServiceGroups = serviceGroups.useShopQuery;
