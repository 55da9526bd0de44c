import {
  calls,
  type TAdminGoogleReserveQuery,
  type TGoogleReserveEnrolmentInput,
} from '@haoyue/contracts';
import { apiData, apiPageQuery, apiQuery, apiWrite } from '../../../lib/api-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { USER_SCOPE } from '../../../lib/session';

/** Query keys of Reserve with Google enrolments (under the user scope: signing out forgets them). */
export const googleReserveKeys = {
  seller: (sellerId: number) => [USER_SCOPE, 'google-reserve', sellerId] as const,
  admin: () => [USER_SCOPE, 'admin', 'google-reserve'] as const,
  adminList: (filters: AdminGoogleReserveFilters) =>
    [...googleReserveKeys.admin(), 'list', filters] as const,
};

/** Fetches the seller's shops with their enrolment. */
export function getGoogleReserveShops(sellerId: number, signal?: AbortSignal) {
  return apiData(calls.googleReserve.listGoogleReserveShops, { params: { sellerId } }, signal);
}
/** The seller's shops with their enrolment, last feed and last notification. */
export const useGoogleReserveShops = apiQuery(googleReserveKeys.seller, getGoogleReserveShops).use;

const put = apiWrite(calls.googleReserve.putGoogleReserveEnrolment);
const withdraw = apiWrite(calls.googleReserve.deleteGoogleReserveEnrolment);

/** Enrols the shop or saves its enrolment; the seller's list refreshes. */
export function useSaveGoogleReserveEnrolment(sellerId: number, shopId: number) {
  return useRefreshingMutation(
    googleReserveKeys.seller(sellerId),
    (body: TGoogleReserveEnrolmentInput) => put({ params: { sellerId, shopId }, body }),
  );
}

/** Withdraws the shop from Reserve with Google. */
export function useWithdrawGoogleReserveEnrolment(sellerId: number, shopId: number) {
  return useRefreshingMutation(googleReserveKeys.seller(sellerId), () =>
    withdraw({ params: { sellerId, shopId } }),
  );
}

export type AdminGoogleReserveFilters = Partial<
  Pick<TAdminGoogleReserveQuery, 'status' | 'q' | 'page'>
>;

/** A page of enrolled shops for review, filtered and paged by the server. */
export const useAdminGoogleReserveMerchants = apiPageQuery(
  calls.adminGoogleReserve.listGoogleReserveMerchants,
  googleReserveKeys.adminList,
).use;

const approve = apiWrite(calls.adminGoogleReserve.approveGoogleReserveMerchant);
const reject = apiWrite(calls.adminGoogleReserve.rejectGoogleReserveMerchant);

/** Approves the shop's enrolment; the review list refreshes. */
export function useApproveGoogleReserveMerchant(shopId: number) {
  return useRefreshingMutation(googleReserveKeys.admin(), () => approve({ params: { shopId } }));
}

/** Refuses the enrolment (or takes a live one down) with the reason the seller sees. */
export function useRejectGoogleReserveMerchant(shopId: number) {
  return useRefreshingMutation(googleReserveKeys.admin(), (reason: string) =>
    reject({ params: { shopId }, body: { reason } }),
  );
}
