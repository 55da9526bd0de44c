import { defineCalls } from '../call';
import { whoMay } from '../call-access';
import { SELLER_READ_ERRORS, SELLER_WRITE_ERRORS } from '../call-errors';
import {
  ZGoogleReserveEnrolmentInput,
  ZGoogleReserveSellerParams,
  ZGoogleReserveShopParams,
  ZGoogleReserveShopResponse,
  ZGoogleReserveShopsResponse,
} from './enrolment';

/** A seller's shops on Reserve with Google: enrolling them, what they offer, withdrawing. */
export const googleReserveCalls = defineCalls('google-reserve', {
  listGoogleReserveShops: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/google-reserve/shops',
    summary: "The seller's shops with their Reserve with Google enrolment",
    description: `${whoMay('shops.read')} Each open shop with the details Google matches it by (name, address, phone), its services open to online booking, and its enrolment (null when none): status, the reviewer's reason, the last merchants feed since its approval and its last real-time update.`,
    params: ZGoogleReserveSellerParams,
    response: ZGoogleReserveShopsResponse,
    errors: SELLER_READ_ERRORS,
  },
  putGoogleReserveEnrolment: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/shops/{shopId}/google-reserve',
    summary: 'Enrol a shop on Reserve with Google, or change its enrolment',
    description: `${whoMay('shops.update')} A new enrolment waits for review (PENDING); a rejected one sent again goes back to review; a live one whose Google Maps place changes goes back to review, while its services and pay-at-shop change live. The services must be the shop's own, open to online booking (else 400 on offeredServiceIds).`,
    params: ZGoogleReserveShopParams,
    body: ZGoogleReserveEnrolmentInput,
    response: ZGoogleReserveShopResponse,
    errors: SELLER_WRITE_ERRORS,
  },
  deleteGoogleReserveEnrolment: {
    method: 'DELETE',
    path: '/v1/sellers/{sellerId}/shops/{shopId}/google-reserve',
    summary: 'Withdraw a shop from Reserve with Google',
    description: `${whoMay('shops.update')} The booking server stops serving it at once; 404 when it is not enrolled.`,
    params: ZGoogleReserveShopParams,
    response: null,
    errors: SELLER_WRITE_ERRORS,
  },
});
