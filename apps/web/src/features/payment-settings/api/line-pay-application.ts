import { calls, type TLinePayApplicationInput } from '@haoyue/contracts';
import { apiData, apiQuery, apiWrite, fileBody } from '../../../lib/api-query';
import { useInvalidatingMutation } from '../../../lib/refreshing-mutation';
import { USER_SCOPE } from '../../../lib/session';
import { paymentSettingsKeys } from './payment-settings';

/**
 * Outside the payment settings' key: a channel save refreshes those and not this (the
 * application does not change with the keys).
 */
const applicationKey = (sellerId: number) =>
  [USER_SCOPE, 'line-pay-application', sellerId] as const;

/** Fetches the seller's LINE Pay application (null before applying). */
export function getLinePayApplication(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.linePayApplication.getLinePayApplication, { params: { sellerId } }, signal);
}
const application = apiQuery(applicationKey, getLinePayApplication);
/** The seller's LINE Pay application. */
export const useLinePayApplication = application.use;

/** Uploads one bank document (kept private); answers its id for the application. */
export const uploadLinePayDocument = (sellerId: number, file: File) =>
  apiWrite(calls.linePayApplication.uploadLinePayDocument)({
    params: { sellerId },
    body: fileBody(file),
  });

const submit = apiWrite(calls.linePayApplication.submitLinePayApplication);

/** Applies (or resubmits); the application and the channel settings refresh. */
export function useSubmitLinePayApplication(sellerId: number) {
  return useInvalidatingMutation(
    (body: TLinePayApplicationInput) => submit({ params: { sellerId }, body }),
    [{ queryKey: applicationKey(sellerId) }, { queryKey: paymentSettingsKeys.seller(sellerId) }],
  );
}
