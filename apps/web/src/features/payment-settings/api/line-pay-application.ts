import { calls, type TLinePayApplicationInput } from '@haoyue/contracts';
import { apiData, apiQuery, apiWrite, fileBody } from '../../../lib/api-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { paymentSettingsKeys } from './payment-settings';

const applicationKey = (sellerId: number) =>
  [...paymentSettingsKeys.seller(sellerId), 'line-pay-application'] as const;

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
  return useRefreshingMutation(
    paymentSettingsKeys.seller(sellerId),
    (body: TLinePayApplicationInput) => submit({ params: { sellerId }, body }),
  );
}
