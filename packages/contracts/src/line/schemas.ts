import { z } from 'zod';
import { dataOf, idParams, listOf, zBlankIsNull, zBodyId, zLine, zTimestampOut } from '../common';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from '../identity/rules';
import { GENDERS, ZPhoneNumberInput } from '../identity/schemas';
import { ZProfileSetting } from '../customers/schemas';

// ---------------------------------------------------------------------------------------------
// Formats of LINE's identifiers (LINE Developers console)

/** A LIFF app id: the LINE Login channel id, a dash and 8 characters (`2000000000-abcdEFGH`). */
export const LIFF_ID_PATTERN = /^\d{10}-[A-Za-z0-9]{8}$/;
/** A LINE Login or Messaging API channel id: 10 digits. */
export const LINE_CHANNEL_ID_PATTERN = /^\d{10}$/;
/** A channel secret: 32 hexadecimal characters. */
export const LINE_CHANNEL_SECRET_PATTERN = /^[0-9a-f]{32}$/i;
/** A long-lived channel access token (about 172 characters of base64). */
export const LINE_CHANNEL_ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9+/=._-]{20,512}$/;
/** A LINE user id: `U` and 32 hexadecimal characters. */
export const LINE_USER_ID_PATTERN = /^U[0-9a-f]{32}$/;

export const LINE_SETTING_LIMITS = {
  defaultShopName: 50,
  bookableShops: 100,
  token: 4096,
} as const;

/** A shop the LINE area lets customers book. */
export const ZLineBookableShop = z.object({
  id: z.number().int(),
  displayName: z.string(),
  urlSlug: z.string(),
});
export type TLineBookableShop = z.infer<typeof ZLineBookableShop>;

/** The seller's LINE channels by id as saved (null: not entered), for the dashboard and admins. */
export const LINE_CHANNEL_IDS = {
  liffId: z.string().nullable(),
  loginChannelId: z.string().nullable(),
  messagingChannelId: z.string().nullable(),
};

/** The LINE area's options as saved: the public settings and the dashboard's both answer them. */
const LINE_AREA_OPTIONS = {
  showBookingButton: z.boolean(),
  /** Open shops customers may book from the LINE area (in the seller's order). */
  bookableShops: z.array(ZLineBookableShop),
  /** Shown as the name of the member card; null = the seller's name. */
  defaultShopName: z.string().nullable(),
  /** A welcome message is pushed when a LINE user links to a customer record. */
  sendMessageOnLink: z.boolean(),
  /** Customers may see their full phone number (else masked). */
  canUnmaskPhoneNumber: z.boolean(),
};

// ---------------------------------------------------------------------------------------------
// Public: what the /line/{sellerId} area needs before anyone signs in

export const ZPublicLineSettingsQuery = idParams('sellerId');
export const ZPublicLineSettings = z.object({
  sellerId: z.number().int(),
  /** null while the seller has not entered its LIFF app id. */
  liffId: z.string().nullable(),
  /** The LINE Login channel the ID tokens are issued for (their `aud`). */
  loginChannelId: z.string().nullable(),
  ...LINE_AREA_OPTIONS,
});
export type TPublicLineSettings = z.infer<typeof ZPublicLineSettings>;
export const ZPublicLineSettingsResponse = dataOf(ZPublicLineSettings);

// ---------------------------------------------------------------------------------------------
// Seller: the LINE channels (secrets write-only) and the LINE area's options

export const ZLineSettingsParams = idParams('sellerId');

const optionalId = (pattern: RegExp, message: string) =>
  zBlankIsNull(z.string().trim().regex(pattern, message).nullable());

export const ZLineSettingsInput = z.strictObject({
  /** LIFF app id; null clears it. */
  liffId: optionalId(LIFF_ID_PATTERN, 'LIFF ID 格式為「10 位數字-8 個英數字」'),
  loginChannelId: optionalId(LINE_CHANNEL_ID_PATTERN, 'LINE Login Channel ID 為 10 位數字'),
  messagingChannelId: optionalId(LINE_CHANNEL_ID_PATTERN, 'Messaging API Channel ID 為 10 位數字'),
  /** Messaging API channel secret (verifies webhooks). Omitted: keep the stored one; null: remove. */
  channelSecret: z
    .string()
    .trim()
    .regex(LINE_CHANNEL_SECRET_PATTERN, 'Channel Secret 為 32 個英數字')
    .nullable()
    .optional(),
  /** Messaging API long-lived channel access token. Omitted: keep the stored one; null: remove. */
  channelAccessToken: z
    .string()
    .trim()
    .regex(LINE_CHANNEL_ACCESS_TOKEN_PATTERN, 'Channel Access Token 格式不正確')
    .nullable()
    .optional(),
  showBookingButton: z.boolean(),
  /** Ids of this seller's shops (404-free: another seller's shop is a 400 on this field). */
  bookableShops: z
    .array(zBodyId())
    .max(LINE_SETTING_LIMITS.bookableShops)
    .refine((ids) => new Set(ids).size === ids.length, '分店重複'),
  defaultShopName: zBlankIsNull(
    zLine()
      .max(
        LINE_SETTING_LIMITS.defaultShopName,
        `名稱最多 ${LINE_SETTING_LIMITS.defaultShopName} 個字`,
      )
      .nullable(),
  ),
  sendMessageOnLink: z.boolean(),
  canUnmaskPhoneNumber: z.boolean(),
});
export type TLineSettingsInput = z.input<typeof ZLineSettingsInput>;

/** What the dashboard sees: never the secret or the token, only whether they are set. */
export const ZLineSettings = z.object({
  sellerId: z.number().int(),
  /** false until the settings were saved once (the answer then shows the defaults). */
  configured: z.boolean(),
  ...LINE_CHANNEL_IDS,
  hasChannelSecret: z.boolean(),
  hasChannelAccessToken: z.boolean(),
  ...LINE_AREA_OPTIONS,
  /** Enter this as the Messaging API channel's webhook URL (absolute, PUBLIC_BASE_URL). */
  webhookUrl: z.string(),
  updatedAt: zTimestampOut().nullable(),
  /**
   * Disabled by the platform's admins, with their reason: LINE login and messages are off for
   * the seller (as with no channels) until they enable it again.
   */
  platformDisabled: z.object({ at: zTimestampOut(), reason: z.string() }).nullable(),
});
export type TLineSettings = z.infer<typeof ZLineSettings>;
export const ZLineSettingsResponse = dataOf(ZLineSettings);

export const ZLineTestMessageRequest = z.strictObject({
  lineUserId: z.string().trim().regex(LINE_USER_ID_PATTERN, 'LINE 使用者 ID 為 U 加 32 個英數字'),
});
export const ZLineTestMessageResponse = dataOf(z.object({ sent: z.literal(true) }));

// ---------------------------------------------------------------------------------------------
// Customer linking: the signed-in user's customer record at a seller, tied to a LINE user

export const ZMyLineCustomerQuery = idParams('sellerId');

/** myCustomer (spec §3): the customer record plus the seller's LINE area settings. */
export const ZMyLineCustomer = z.object({
  sellerId: z.number().int(),
  defaultShopName: z.string().nullable(),
  id: z.number().int(),
  lineUserId: z.string().nullable(),
  displayName: z.string().nullable(),
  /** Masked (`+886 9** *** 001` style) unless the seller allows unmasking. */
  phoneNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.iso.date().nullable(),
  contactEmail: z.string().nullable(),
  /** Shops of the seller the customer has visited or booked. */
  shops: z.array(ZLineBookableShop),
  liffId: z.string().nullable(),
  showBookingButton: z.boolean(),
  bookableShops: z.array(ZLineBookableShop),
  sendMessageOnLink: z.boolean(),
  canUnmaskPhoneNumber: z.boolean(),
  isLinked: z.literal(true),
  /** Whether the LINE user follows the seller's official account (messages go by LINE then). */
  isFriend: z.boolean(),
  profileSetting: ZProfileSetting,
});
export type TMyLineCustomer = z.infer<typeof ZMyLineCustomer>;
export const ZMyLineCustomerResponse = dataOf(ZMyLineCustomer);

export const ZLinkLineCustomerRequest = z.strictObject({
  sellerId: zBodyId(),
  /** From liff.getAccessToken(): verified with LINE, then the profile is read with it. */
  lineAccessToken: z.string().min(1).max(LINE_SETTING_LIMITS.token).optional(),
  /** From liff.getIDToken(): verified (ES256, issuer, audience = the seller's login channel). */
  idToken: z.string().min(1).max(LINE_SETTING_LIMITS.token).optional(),
  displayName: zBlankIsNull(zLine().max(50).nullable()).optional(),
  photoUrl: zBlankIsNull(z.url().max(1000).nullable()).optional(),
  phoneNumber: zBlankIsNull(ZPhoneNumberInput.nullable()).optional(),
  contactEmail: zBlankIsNull(
    z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE }).max(200).nullable(),
  ).optional(),
  gender: zBlankIsNull(z.enum(GENDERS).nullable()).optional(),
  birthDate: zBlankIsNull(z.iso.date().nullable()).optional(),
});
export type TLinkLineCustomerRequest = z.input<typeof ZLinkLineCustomerRequest>;

// ---------------------------------------------------------------------------------------------
// Orders: the LINE message again

export const ZResendLineFlexRequest = z.strictObject({ orderId: zBodyId() });
export const ZResendLineFlexResponse = dataOf(
  z.object({
    /** The LINE user the message went to. */
    to: z.string(),
    sentAt: zTimestampOut(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Webhook (LINE → us)

export const ZLineWebhookParams = idParams('sellerId');
/** LINE's webhook body; only follow/unfollow events are acted on, the rest is ignored. */
export const ZLineWebhookBody = z.looseObject({
  destination: z.string().optional(),
  events: z.array(
    z.looseObject({
      type: z.string(),
      source: z.looseObject({ type: z.string(), userId: z.string().optional() }).optional(),
      timestamp: z.number().optional(),
    }),
  ),
});
export const ZLineWebhookResponse = dataOf(z.object({ handled: z.number().int() }));

// ---------------------------------------------------------------------------------------------
// Development only: the fake LINE platform

export const ZDevLineMessagesQuery = z.strictObject({
  /** Only pushes to this LINE user. */
  to: z.string().max(64).optional(),
});
export const ZDevLineMessage = z.object({
  to: z.string(),
  /** The messages as pushed (text or flex objects). */
  messages: z.array(z.looseObject({ type: z.string() })),
  retryKey: z.string().nullable(),
  /** The channel access token's last 4 characters, to tell sellers apart. */
  tokenHint: z.string(),
  at: zTimestampOut(),
});
export type TDevLineMessage = z.infer<typeof ZDevLineMessage>;
export const ZDevLineMessagesResponse = listOf(ZDevLineMessage);

export const ZDevLineTokensRequest = z.strictObject({
  sellerId: zBodyId(),
  userId: z.string().regex(LINE_USER_ID_PATTERN, 'LINE 使用者 ID 為 U 加 32 個英數字'),
  displayName: zLine().min(1).max(50),
  pictureUrl: z.url().max(1000).optional(),
  email: z.email().max(200).optional(),
  /** Also make the user a friend of the seller's official account (default true). */
  follow: z.boolean().default(true),
});
export const ZDevLineTokensResponse = dataOf(
  z.object({ idToken: z.string(), accessToken: z.string(), expiresAt: zTimestampOut() }),
);

export const ZDevLineFriendshipRequest = z.strictObject({
  sellerId: zBodyId(),
  lineUserId: z.string().regex(LINE_USER_ID_PATTERN),
  isFriend: z.boolean(),
});
export const ZDevLineFriendshipResponse = dataOf(z.object({ isFriend: z.boolean() }));
