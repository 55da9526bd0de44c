import {
  ZCipStartRequest,
  ZCipStartResponse,
  ZCipStatusRequest,
  ZCipStatusResponse,
  ZDevOutboxQuery,
  ZDevOutboxResponse,
  ZDevPhoneCallRequest,
  ZDevPhoneCallResponse,
  ZFavoriteIdsResponse,
  ZFavoriteRequest,
  ZFavoriteResponse,
  ZListFavoritesQuery,
  ZListFavoritesResponse,
  ZMeResponse,
  ZPhoneCallWebhookRequest,
  ZPhoneCallWebhookResponse,
  ZProvidersQuery,
  ZProvidersResponse,
  ZRegistrationCheckRequest,
  ZRegistrationCheckResponse,
  ZSmsSendRequest,
  ZSmsSendResponse,
  ZTokenRequest,
  ZTokenResponse,
  ZUpdateMeRequest,
} from './schemas';
import { defineCalls } from '../call';
import { OWN_READ_ERRORS, SIGNED_IN_WRITE_ERRORS } from '../call-errors';

/** Phone sign-in and verification, tokens, the signed-in user's profile and favourites. */
export const identityCalls = defineCalls('identity', {
  checkRegistration: {
    method: 'POST',
    path: '/v1/auth/registration:check',
    summary: 'Is this phone number registered?',
    body: ZRegistrationCheckRequest,
    response: ZRegistrationCheckResponse,
    errors: ['E_RATE_LIMITED'],
  },
  listProviders: {
    method: 'GET',
    path: '/v1/auth/providers',
    summary: 'Verification channels for a country',
    query: ZProvidersQuery,
    response: ZProvidersResponse,
    errors: [],
  },
  sendVerificationCode: {
    method: 'POST',
    path: '/v1/auth/sms-verification:send',
    summary: 'Text a six-digit code (WhatsApp outside Taiwan)',
    body: ZSmsSendRequest,
    response: ZSmsSendResponse,
    errors: ['E_RATE_LIMITED'],
  },
  startCallIn: {
    method: 'POST',
    path: '/v1/auth/cip-verifications:start',
    summary: 'Start phone-call verification: the number to call',
    body: ZCipStartRequest,
    response: ZCipStartResponse,
    errors: ['E_PROVIDER_UNAVAILABLE', 'E_RATE_LIMITED'],
  },
  getCallInStatus: {
    method: 'POST',
    path: '/v1/auth/cip-verifications:status',
    summary: 'Has the call arrived?',
    body: ZCipStatusRequest,
    response: ZCipStatusResponse,
    errors: ['E_RATE_LIMITED'],
  },
  signIn: {
    method: 'POST',
    path: '/v1/auth/tokens',
    summary: 'Sign in (basic, sms, cip or line); sets the Authorization and XSRF-TOKEN cookies',
    description:
      'line: idToken + sellerId; answers E_LINE_NOT_LINKED when no customer of that seller is linked to the LINE user. Any provider carrying idToken + sellerId has the token verified (401 E_LINE_TOKEN_INVALID). An account the platform suspended is refused: 403 E_ACCOUNT_DISABLED.',
    body: ZTokenRequest,
    response: ZTokenResponse,
    errors: [
      'E_LINE_TOKEN_INVALID',
      'E_LINE_NOT_LINKED',
      'E_LINE_NOT_CONFIGURED',
      'E_INVALID_CREDENTIALS',
      'E_CODE_EXPIRED',
      'E_INVALID_CODE',
      'E_NOT_VERIFIED',
      'E_TOO_MANY_ATTEMPTS',
      'E_RATE_LIMITED',
      'E_ACCOUNT_DISABLED',
    ],
  },
  signOut: {
    method: 'DELETE',
    path: '/v1/auth/tokens/current',
    summary: 'Sign out (revokes the token)',
    response: null,
    errors: SIGNED_IN_WRITE_ERRORS,
  },
  getMe: {
    method: 'GET',
    path: '/v1/me',
    summary: 'The signed-in user',
    response: ZMeResponse,
    errors: OWN_READ_ERRORS,
  },
  updateMe: {
    method: 'PATCH',
    path: '/v1/me',
    summary: 'Update profile or password (blank strings clear)',
    body: ZUpdateMeRequest,
    response: ZMeResponse,
    errors: [...SIGNED_IN_WRITE_ERRORS, 'E_NOT_FOUND'],
  },
  uploadPhoto: {
    method: 'POST',
    path: '/v1/me/photo',
    summary: 'Upload a profile photo (multipart field `file`, JPG/PNG/WebP ≤ 5 MB)',
    multipart: true,
    response: ZMeResponse,
    errors: [...SIGNED_IN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_FILE_TOO_LARGE'],
  },
  addFavorite: {
    method: 'POST',
    path: '/v1/me/favorites:add',
    summary: 'Favourite a shop',
    body: ZFavoriteRequest,
    response: ZFavoriteResponse,
    errors: [...SIGNED_IN_WRITE_ERRORS, 'E_NOT_FOUND'],
  },
  removeFavorite: {
    method: 'POST',
    path: '/v1/me/favorites:remove',
    summary: 'Unfavourite a shop',
    body: ZFavoriteRequest,
    response: ZFavoriteResponse,
    errors: [...SIGNED_IN_WRITE_ERRORS, 'E_NOT_FOUND'],
  },
  listFavorites: {
    method: 'GET',
    path: '/v1/me/favorites',
    summary: 'Favourite shops, newest first',
    query: ZListFavoritesQuery,
    response: ZListFavoritesResponse,
    errors: ['E_UNAUTHORIZED_ACCESS'],
  },
  listFavoriteShopIds: {
    method: 'GET',
    path: '/v1/me/favorite-shop-ids',
    summary: 'Ids of favourite shops',
    response: ZFavoriteIdsResponse,
    errors: ['E_UNAUTHORIZED_ACCESS'],
  },
});

/** The telephony service reporting inbound calls (only served when its secret is configured). */
export const identityWebhookCalls = defineCalls('webhooks', {
  receivePhoneCall: {
    method: 'POST',
    path: '/v1/webhooks/phone-calls',
    summary: 'Inbound call (caller id) from the telephony service; header X-Webhook-Secret',
    body: ZPhoneCallWebhookRequest,
    response: ZPhoneCallWebhookResponse,
    errors: ['E_UNAUTHORIZED_ACCESS'],
  },
});

/**
 * Development and tests only (never served in production, and only to callers on the machine):
 * the fake gateway's outbox and a simulated phone call.
 */
export const identityDevCalls = defineCalls('development', {
  listOutbox: {
    method: 'GET',
    path: '/v1/dev/outbox',
    summary: 'Messages the fake gateway sent to a number, newest first',
    query: ZDevOutboxQuery,
    response: ZDevOutboxResponse,
    errors: ['E_NOT_FOUND'],
  },
  simulatePhoneCall: {
    method: 'POST',
    path: '/v1/dev/phone-calls',
    summary: 'Simulate a call from `from` to the dial number `to`',
    body: ZDevPhoneCallRequest,
    response: ZDevPhoneCallResponse,
    errors: ['E_NOT_FOUND'],
  },
});
