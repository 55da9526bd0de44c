import {
  calls,
  type TBillingInterval,
  type TBillingProfileRequest,
  type TCurrency,
} from '@haoyue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { useCachingMutation, useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { USER_SCOPE } from '../../../lib/session';

/** Query keys of seller billing (under the user scope: signing out forgets them). */
export const billingKeys = {
  seller: (sellerId: number) => [USER_SCOPE, 'billing', sellerId] as const,
  billing: (sellerId: number) => [...billingKeys.seller(sellerId), 'billing'] as const,
  notices: (sellerId: number) => [...billingKeys.seller(sellerId), 'notices'] as const,
  orders: (sellerId: number, page: number) =>
    [...billingKeys.seller(sellerId), 'orders', page] as const,
  plans: (currency: string) => [USER_SCOPE, 'billing-plans', currency] as const,
  gateway: () => [USER_SCOPE, 'card-gateway-setup'] as const,
};

/** Fetches each shop's licence, the licence shop quantity, the card and the receipt details. */
export function getBilling(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.billing.getBilling, { params: { sellerId } }, signal);
}
/** The seller's billing (owner only). */
export const useBilling = apiQuery(billingKeys.billing, getBilling, { staleTime: 0 }).use;

/** Fetches the licences needing attention (every member sees them). */
export function getBillingNotices(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.billing.listBillingNotices, { params: { sellerId } }, signal);
}
/** The licences needing attention, for the dashboard's banner. */
export const useBillingNotices = apiQuery(billingKeys.notices, getBillingNotices, {
  staleTime: 60_000,
}).use;

/** Fetches the plans offered in a currency. */
export function getPlans(currency: string, signal?: AbortSignal) {
  return apiData(calls.catalogue.listPlans, { query: { currency: currency as TCurrency } }, signal);
}
const plans = apiQuery(billingKeys.plans, getPlans, { staleTime: 5 * 60_000 });
/** The plans in the seller's currency; idle until the currency is known. */
export function usePlans(currency: string | undefined) {
  return useQuery({ ...plans.options(currency ?? ''), enabled: Boolean(currency) });
}

/** What the card fields load: TapPay's keys, or the loopback fake's framed page. */
export function useCardGatewaySetup() {
  return useQuery({
    queryKey: billingKeys.gateway(),
    queryFn: ({ signal }) => apiData(calls.billing.getCardGatewaySetup, {}, signal),
    staleTime: Infinity,
  });
}

/** One page of the seller's system orders, newest first. */
export function useSystemOrders(sellerId: number, page: number) {
  return useQuery({
    queryKey: billingKeys.orders(sellerId, page),
    queryFn: ({ signal }) =>
      apiCall(
        calls.billing.listSystemOrders,
        { params: { sellerId }, query: { page, perPage: 10 } },
        { signal },
      ),
    staleTime: 0,
  });
}

const purchase = apiWrite(calls.billing.purchaseLicence);
const updateLicence = apiWrite(calls.billing.updateLicence);
const saveCard = apiWrite(calls.billing.saveCard);
const removeCard = apiWrite(calls.billing.removeCard);
const updateProfile = apiWrite(calls.billing.updateBillingProfile);
const confirmOrder = apiWrite(calls.billing.confirmSystemOrder);

/** What buying a period sends: the plan, the interval, the dialog's key and a new card's prime. */
export interface PurchaseInput {
  shopId: number;
  planId: number;
  interval: TBillingInterval;
  idempotencyKey: string;
  prime?: string;
}

/** Every billing read (licences, notices, orders) is stale after money moved. */
function useBillingMutation<V, R>(sellerId: number, mutationFn: (variables: V) => Promise<R>) {
  return useRefreshingMutation(billingKeys.seller(sellerId), mutationFn);
}

/** Buys (or renews early) a shop's licence. */
export function usePurchaseLicence(sellerId: number) {
  return useBillingMutation(sellerId, ({ shopId, ...body }: PurchaseInput) =>
    purchase({ params: { sellerId, shopId }, body }),
  );
}

/** The next period's plan and interval, and auto-renew. */
export function useUpdateLicence(sellerId: number) {
  return useBillingMutation(
    sellerId,
    ({
      shopId,
      ...body
    }: {
      shopId: number;
      nextPlanId: number;
      nextInterval: TBillingInterval;
      autoRenew: boolean;
    }) => updateLicence({ params: { sellerId, shopId }, body }),
  );
}

/** Adds or replaces the card on file. */
export function useSaveCard(sellerId: number) {
  return useBillingMutation(sellerId, (body: { prime: string; idempotencyKey: string }) =>
    saveCard({ params: { sellerId }, body }),
  );
}

/** Removes the card on file (refused while a renewal is due soon). */
export function useRemoveCard(sellerId: number) {
  return useBillingMutation(sellerId, () => removeCard({ params: { sellerId } }));
}

/** Saves the receipt details; the billing the API answers is cached at once. */
export function useUpdateBillingProfile(sellerId: number) {
  return useCachingMutation(billingKeys.billing(sellerId), (body: TBillingProfileRequest) =>
    updateProfile({ params: { sellerId }, body }),
  );
}

/** After 3-D Secure: how the charge ended. */
export function useConfirmSystemOrder(sellerId: number) {
  return useBillingMutation(sellerId, (systemOrderId: number) =>
    confirmOrder({ params: { sellerId, systemOrderId } }),
  );
}
