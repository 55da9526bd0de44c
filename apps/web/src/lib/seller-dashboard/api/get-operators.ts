import { calls } from '@haoyue/contracts';
import { sellerKeys } from './keys';
import { shopQuery } from './shop-query';

const operators = shopQuery(sellerKeys.operators, calls.sellerCatalogue.listOperators);

/** Fetches a shop's operators, bookable or not, with their services and weekly hours. */
export const getOperators = operators.fetch;

/** Query options for {@link getOperators}. */
export const operatorsQueryOptions = operators.options;

/** A shop's operators; idle without a shop. */
export const useOperators = operators.useShopQuery;
