import { defineCalls } from '../call';
import {
  OWN_READ_ERRORS,
  OWN_WRITE_ERRORS,
  SELLER_READ_ERRORS,
  SELLER_WRITE_ERRORS,
} from '../call-errors';
import {
  ZDevLineFriendshipRequest,
  ZDevLineFriendshipResponse,
  ZDevLineMessagesQuery,
  ZDevLineMessagesResponse,
  ZDevLineTokensRequest,
  ZDevLineTokensResponse,
  ZLineSettingsInput,
  ZLineSettingsParams,
  ZLineSettingsResponse,
  ZLineTestMessageRequest,
  ZLineTestMessageResponse,
  ZLineWebhookBody,
  ZLineWebhookParams,
  ZLineWebhookResponse,
  ZLinkLineCustomerRequest,
  ZMyLineCustomerQuery,
  ZMyLineCustomerResponse,
  ZPublicLineSettingsQuery,
  ZPublicLineSettingsResponse,
  ZResendLineFlexRequest,
  ZResendLineFlexResponse,
} from './schemas';

const SETTINGS = 'Owner and managers (line.settings); staff 403.';

/** The LINE mini-app (LIFF) and official account: settings, customer linking, messages. */
export const lineCalls = defineCalls('line', {
  getPublicLineSettings: {
    method: 'GET',
    path: '/v1/line-settings',
    summary: "A seller's LINE area settings (public: LIFF id, bookable shops, options)",
    description: '404 when the seller has no LINE settings.',
    query: ZPublicLineSettingsQuery,
    response: ZPublicLineSettingsResponse,
    errors: ['E_NOT_FOUND'],
  },
  getMyLineCustomer: {
    method: 'GET',
    path: '/v1/me/customers:link',
    summary: 'Your customer record at a seller, linked to your LINE user (myCustomer)',
    description: '404 when you have no customer record linked to LINE at this seller.',
    query: ZMyLineCustomerQuery,
    response: ZMyLineCustomerResponse,
    errors: OWN_READ_ERRORS,
  },
  linkLineCustomer: {
    method: 'POST',
    path: '/v1/me/customers:link',
    summary: 'Link your LINE user to your customer record at a seller (created when missing)',
    description:
      "Verifies lineAccessToken (or idToken) with LINE for the seller's login channel (401 E_LINE_TOKEN_INVALID). Every profile field the seller requires must have a value (400 E_PROFILE_INCOMPLETE naming it). A LINE user links one customer per seller: 409 E_LINE_ALREADY_LINKED when it is linked to another user's record; linking again the same is idempotent. With sendMessageOnLink, a welcome message is pushed once.",
    body: ZLinkLineCustomerRequest,
    response: ZMyLineCustomerResponse,
    errors: [
      ...OWN_WRITE_ERRORS,
      'E_PROFILE_INCOMPLETE',
      'E_LINE_TOKEN_INVALID',
      'E_LINE_ALREADY_LINKED',
      'E_LINE_NOT_CONFIGURED',
    ],
  },
  resendLineFlexMessages: {
    method: 'POST',
    path: '/v1/orders:resend-line-flex-messages',
    summary: "Push the order's latest LINE message again",
    description:
      "The order's customer or a member of its seller. Sends again the kind of the latest message queued for the order (confirmation, change, cancellation, expiry, reminder, or the confirmation a paid prepayment sends), built from the order as it is now. 409 E_LINE_NOT_LINKED when the customer has no LINE link, E_LINE_NOT_CONFIGURED when the seller has no Messaging API token; E_LINE_PUSH_FAILED when LINE refuses.",
    body: ZResendLineFlexRequest,
    response: ZResendLineFlexResponse,
    errors: [
      ...OWN_WRITE_ERRORS,
      'E_LINE_NOT_LINKED',
      'E_LINE_NOT_CONFIGURED',
      'E_LINE_PUSH_FAILED',
    ],
  },
});

/** The seller's LINE channels and options (dashboard). */
export const lineSettingsCalls = defineCalls('line', {
  getLineSettings: {
    method: 'GET',
    path: '/v1/sellers/{sellerId}/line-settings',
    summary: "The seller's LINE settings, without the channel secret and access token",
    description: `${SETTINGS} Never saved: configured false and the defaults.`,
    params: ZLineSettingsParams,
    response: ZLineSettingsResponse,
    errors: SELLER_READ_ERRORS,
  },
  updateLineSettings: {
    method: 'PUT',
    path: '/v1/sellers/{sellerId}/line-settings',
    summary: "Set the seller's LINE settings (secret and token stored encrypted, never returned)",
    description: `${SETTINGS} channelSecret / channelAccessToken omitted: kept; null: removed.`,
    params: ZLineSettingsParams,
    body: ZLineSettingsInput,
    response: ZLineSettingsResponse,
    errors: SELLER_WRITE_ERRORS,
  },
  sendLineTestMessage: {
    method: 'POST',
    path: '/v1/sellers/{sellerId}/line-settings:test-message',
    summary: 'Push a test message to a LINE user with the stored channel access token',
    description: `${SETTINGS} E_LINE_NOT_CONFIGURED without a token; E_LINE_PUSH_FAILED when LINE refuses (message says why).`,
    params: ZLineSettingsParams,
    body: ZLineTestMessageRequest,
    response: ZLineTestMessageResponse,
    errors: [...SELLER_WRITE_ERRORS, 'E_LINE_NOT_CONFIGURED', 'E_LINE_PUSH_FAILED'],
  },
});

/** LINE's webhook (signed with the channel secret; header x-line-signature). */
export const lineWebhookCalls = defineCalls('webhooks', {
  receiveLineWebhook: {
    method: 'POST',
    path: '/v1/line/webhook/{sellerId}',
    summary: 'Messaging API webhook: follow/unfollow keep the friendship flag',
    description:
      'Body signature: base64 HMAC-SHA256 of the raw body with the channel secret in x-line-signature (401 when wrong or the seller has no secret).',
    params: ZLineWebhookParams,
    body: ZLineWebhookBody,
    response: ZLineWebhookResponse,
    errors: ['E_UNAUTHORIZED_ACCESS'],
  },
});

/** Development and tests only (never served in production): the fake LINE platform. */
export const lineDevCalls = defineCalls('development', {
  listDevLineMessages: {
    method: 'GET',
    path: '/v1/dev/line/messages',
    summary: 'Messages pushed to the fake LINE platform, newest first',
    query: ZDevLineMessagesQuery,
    response: ZDevLineMessagesResponse,
    errors: ['E_NOT_FOUND'],
  },
  mintDevLineTokens: {
    method: 'POST',
    path: '/v1/dev/line/tokens',
    summary: "An ID token (ES256, the fake's key) and an access token for a LINE user of a seller",
    description:
      "aud = the seller's loginChannelId (404 without LINE settings); the access token answers /oauth2/v2.1/verify and /v2/profile on the fake. follow (default true) also makes the user a friend of the seller's account.",
    body: ZDevLineTokensRequest,
    response: ZDevLineTokensResponse,
    errors: ['E_NOT_FOUND'],
  },
  setDevLineFriendship: {
    method: 'POST',
    path: '/v1/dev/line/friendships',
    summary: "Mark a LINE user as following (or not) a seller's official account",
    body: ZDevLineFriendshipRequest,
    response: ZDevLineFriendshipResponse,
    errors: ['E_NOT_FOUND'],
  },
});
