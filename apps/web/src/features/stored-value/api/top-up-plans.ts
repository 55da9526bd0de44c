import { calls } from '@haoyue/contracts';
import { sellerItems } from '../../../lib/seller-items';
import { storedValueKeys } from './keys';

const plans = sellerItems(
  {
    list: calls.storedValue.listTopUpPlans,
    create: calls.storedValue.createTopUpPlan,
    update: calls.storedValue.updateTopUpPlan,
    remove: calls.storedValue.deleteTopUpPlan,
  },
  'planId',
  { list: storedValueKeys.plans, refreshed: storedValueKeys.plans },
);

/** The seller's top-up plans, inactive ones included. */
export const useTopUpPlans = plans.use;

/**
 * Creates a plan, or changes one (switching it on or off too) when `planId` is given (owner and
 * managers); the plans refresh.
 */
export const useSaveTopUpPlan = plans.useSave;

/** Deletes a plan never used. */
export const useDeleteTopUpPlan = plans.useDelete;
