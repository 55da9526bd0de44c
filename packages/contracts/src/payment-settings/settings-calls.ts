import { defineCalls } from '../call';
import { whoMay } from '../call-access';
import { SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../call-errors';
import {
  ZLinePaySettingsInput,
  ZLinePaySettingsParams,
  ZLinePaySettingsResponse,
  ZLinePayTestResponse,
  ZShopPaymentSettingsInput,
  ZShopPaymentSettingsParams,
  ZShopPaymentSettingsResponse,
} from './settings';

const CREDENTIALS = 'The owner only (payments.credentials): the channel moves money.';

/** How a seller takes money online: each shop's methods and refund policy, its LINE Pay channel. */
export const paymentSettingsCalls = defineCalls('payment-settings', {
  getShopPaymentSettings: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/shops/{shopId}/payment-settings',
    summary: "A shop's online payment methods, transfer account and refund policy",
    description: `${whoMay('payments.settings')} A shop never set up answers the defaults (no online method; full refund until 24 hours before).`,
    params: ZShopPaymentSettingsParams,
    response: ZShopPaymentSettingsResponse,
    errors: SELLER_READ_ERRORS,
  },
  updateShopPaymentSettings: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/shops/{shopId}/payment-settings',
    summary: "Set a shop's online payment methods, transfer account and refund policy",
    description: `${whoMay('payments.settings')} LINE_PAY needs the seller's LINE Pay channel (else 400 on methods); BANK_TRANSFER needs the account.`,
    params: ZShopPaymentSettingsParams,
    body: ZShopPaymentSettingsInput,
    response: ZShopPaymentSettingsResponse,
    errors: SELLER_WRITE_ERRORS,
  },
  getLinePaySettings: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/line-pay-settings',
    summary: "The seller's LINE Pay channel, without its secret",
    description: CREDENTIALS,
    params: ZLinePaySettingsParams,
    response: ZLinePaySettingsResponse,
    errors: SELLER_READ_ERRORS,
  },
  updateLinePaySettings: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/line-pay-settings',
    summary: "Set the seller's LINE Pay channel (the secret is stored encrypted, never returned)",
    description: `${CREDENTIALS} The first time, channelSecret is required (400 otherwise); later, omit it to keep the stored one. A changed channel is unverified until tested. Keys need an approved LINE Pay application first: 409 E_LINE_PAY_NOT_APPROVED.`,
    params: ZLinePaySettingsParams,
    body: ZLinePaySettingsInput,
    response: ZLinePaySettingsResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_LINE_PAY_NOT_APPROVED'],
  },
  deleteLinePaySettings: {
    method: 'DELETE',
    path: '/v1/sellers/{sellerId}/line-pay-settings',
    summary: "Remove the seller's LINE Pay channel (its shops stop offering LINE Pay)",
    description: CREDENTIALS,
    params: ZLinePaySettingsParams,
    response: null,
    errors: SELLER_WRITE_ERRORS,
  },
  testLinePaySettings: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/line-pay-settings:test',
    summary: 'Make a signed call to LINE Pay with the stored channel',
    description: `${CREDENTIALS} Asks LINE Pay for a transaction that does not exist: "not found" (1150) means the channel and signature were accepted (verifiedAt is set); 1104/1106 that they were not. 404 when no channel is set.`,
    params: ZLinePaySettingsParams,
    response: ZLinePayTestResponse,
    errors: SELLER_WRITE_ERRORS,
  },
});
