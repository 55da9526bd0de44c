import { calls } from '@haoyue/contracts';
import { sellerKeys } from './keys';
import { shopQuery } from './shop-query';

const shopSchedule = shopQuery(sellerKeys.schedule, calls.sellerShop.getSchedule);

/** Fetches a shop's weekly opening hours (Sunday first) and its special days from today on. */
export const getShopSchedule = shopSchedule.fetch;

/** Query options for {@link getShopSchedule}. */
export const shopScheduleQueryOptions = shopSchedule.options;

/** A shop's opening hours. */
export const useShopSchedule = shopSchedule.useShopQuery;
