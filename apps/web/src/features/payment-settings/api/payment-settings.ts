import {
  calls,
  type TLinePaySettingsInput,
  type TShopPaymentSettingsInput,
} from '@haoyue/contracts';
import { apiData, apiQuery, apiWrite } from '../../../lib/api-query';
import { useCachingMutation, useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { USER_SCOPE } from '../../../lib/session';

/** Query keys of the payment settings (under the user scope: signing out forgets them). */
export const paymentSettingsKeys = {
  seller: (sellerId: number) => [USER_SCOPE, 'payment-settings', sellerId] as const,
  shop: (sellerId: number, shopId: number) =>
    [...paymentSettingsKeys.seller(sellerId), 'shop', shopId] as const,
  linePay: (sellerId: number) => [...paymentSettingsKeys.seller(sellerId), 'line-pay'] as const,
};

/** Fetches a shop's online payment methods, transfer account and refund policy. */
export function getShopPaymentSettings(sellerId: number, shopId: number, signal?: AbortSignal) {
  return apiData(
    calls.paymentSettings.getShopPaymentSettings,
    { params: { sellerId, shopId } },
    signal,
  );
}
const shopSettings = apiQuery(paymentSettingsKeys.shop, getShopPaymentSettings);
/** A shop's payment settings. */
export const useShopPaymentSettings = shopSettings.use;

/** Fetches the seller's LINE Pay channel (never its secret). */
export function getLinePaySettings(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.paymentSettings.getLinePaySettings, { params: { sellerId } }, signal);
}
const linePay = apiQuery(paymentSettingsKeys.linePay, getLinePaySettings);
/** The seller's LINE Pay channel. */
export const useLinePaySettings = linePay.use;

const updateShop = apiWrite(calls.paymentSettings.updateShopPaymentSettings);
const updateLinePay = apiWrite(calls.paymentSettings.updateLinePaySettings);
const deleteLinePay = apiWrite(calls.paymentSettings.deleteLinePaySettings);
const testLinePay = apiWrite(calls.paymentSettings.testLinePaySettings);

/** Saves a shop's payment settings. */
export function useUpdateShopPaymentSettings(sellerId: number, shopId: number) {
  return useCachingMutation(
    paymentSettingsKeys.shop(sellerId, shopId),
    (body: TShopPaymentSettingsInput) => updateShop({ params: { sellerId, shopId }, body }),
  );
}

/** Everything of the seller's payment settings is stale after its channel changes. */
function useChannelMutation<V, R>(sellerId: number, mutationFn: (variables: V) => Promise<R>) {
  return useRefreshingMutation(paymentSettingsKeys.seller(sellerId), mutationFn);
}

/** Saves the LINE Pay channel (owner only). */
export function useUpdateLinePaySettings(sellerId: number) {
  return useChannelMutation(sellerId, (body: TLinePaySettingsInput) =>
    updateLinePay({ params: { sellerId }, body }),
  );
}

/** Removes the LINE Pay channel; the shops stop offering LINE Pay. */
export function useDeleteLinePaySettings(sellerId: number) {
  return useChannelMutation(sellerId, () => deleteLinePay({ params: { sellerId } }));
}

/** A signed call to LINE Pay with the stored channel. */
export function useTestLinePaySettings(sellerId: number) {
  return useChannelMutation(sellerId, () => testLinePay({ params: { sellerId } }));
}
