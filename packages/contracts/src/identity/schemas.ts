import { z } from 'zod';
import {
  dataOf,
  listOf,
  pageOf,
  pagingQuery,
  zBlankIsNull,
  zBodyId,
  zLine,
  zParamId,
} from '../common';
import { ZShop } from '../catalogue';
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PROFILE_NAME_MAX_LENGTH,
  SMS_CODE_MESSAGE,
  SMS_CODE_PATTERN,
} from './rules';

/** A phone number with dial code, e.g. `+886912345678` (a Taiwan trunk 0 is tolerated). */
export const ZPhoneNumberInput = zLine()
  .min(5, '請輸入含國碼的手機號碼')
  .max(32, '請輸入含國碼的手機號碼')
  .regex(/^\+[\d\s()-]+$/, '請輸入含國碼的手機號碼');

export const ZSmsCode = z.string().trim().regex(SMS_CODE_PATTERN, SMS_CODE_MESSAGE);

export const ZRegistrationCheckRequest = z.strictObject({ phoneNumber: ZPhoneNumberInput });
export const ZRegistrationCheckResponse = dataOf(
  z.object({ phoneNumber: z.string(), isRegistered: z.boolean() }),
);

export const ZProvidersQuery = z.strictObject({
  countryCode: z.string().trim().length(2).toUpperCase(),
  sellerId: zParamId().optional(),
});
export const ZProviders = z.object({
  sms: z.boolean().describe('SMS code (Taiwan numbers)'),
  whatsapp: z.boolean().describe('WhatsApp code (numbers outside Taiwan)'),
  cip: z.boolean().describe('phone-call (call-in) verification'),
});
export type TProviders = z.infer<typeof ZProviders>;
export const ZProvidersResponse = dataOf(ZProviders);

export const ZSmsSendRequest = z.strictObject({
  phoneNumber: ZPhoneNumberInput,
  sellerId: zBodyId().optional(),
  useWhatsapp: z.boolean().optional(),
  isResend: z.boolean().optional(),
});
export const ZSmsSendResponse = dataOf(
  z.object({
    verificationId: z.string(),
    channel: z.enum(['sms', 'whatsapp']),
    expiresAt: z.iso.datetime({ offset: true }),
    resendAfterSeconds: z.number().int(),
  }),
);

export const ZCipStartRequest = z.strictObject({ phoneNumber: ZPhoneNumberInput });
export const ZCipStartResponse = dataOf(
  z.object({
    dialNumber: z.string().describe('Taiwan national number to call, e.g. 0277001234'),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
);
export const ZCipStatusRequest = z.strictObject({ phoneNumber: ZPhoneNumberInput });
export const ZCipStatusResponse = dataOf(
  z.object({ verified: z.boolean(), validNumber: z.string().nullable() }),
);

/** `line`: sign in with a LINE ID token (idToken + sellerId) of a user already linked there. */
export const AUTH_PROVIDERS = ['basic', 'sms', 'cip', 'line'] as const;
/**
 * Where a sign-in is made when not on the main site: `google-reserve`, the Reserve with Google
 * user area (/google-reserve/…). Its session is its own (the GoogleAuthorization cookie), and
 * the orders booked with it come through Google.
 */
export const AUTH_AREAS = ['google-reserve'] as const;
export type TAuthArea = (typeof AUTH_AREAS)[number];
export const ZTokenRequest = z.strictObject({
  provider: z.enum(AUTH_PROVIDERS),
  username: zLine().max(32).optional().describe('basic: the phone number'),
  password: z.string().max(200).optional().describe('basic'),
  verificationId: z.string().max(64).optional().describe('sms'),
  code: z.string().max(12).optional().describe('sms'),
  phoneNumber: zLine().max(32).optional().describe('cip'),
  idToken: z
    .string()
    .max(4096)
    .optional()
    .describe('line (required, with sellerId); other providers: verified too when sent'),
  lineAccessToken: z
    .string()
    .max(4096)
    .optional()
    .describe('LINE access token (not used to sign in)'),
  sellerId: zBodyId().optional().describe('the seller whose LINE login channel issued idToken'),
  area: z
    .enum(AUTH_AREAS)
    .optional()
    .describe('google-reserve: a session of the Reserve with Google user area (its own cookie)'),
});
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const ZUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  nickname: z.string().nullable(),
  photoUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.iso.date().nullable(),
  /** Agreed to receive the platform's promotional SMS (admin push messages). */
  smsMarketingOptIn: z.boolean(),
  hasPassword: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZTokenResponse = dataOf(
  z.object({ token: z.string(), expiresAt: z.iso.datetime({ offset: true }), user: ZUser }),
);
export const ZMeResponse = dataOf(ZUser);

/** Blank strings mean "clear": they arrive as null (the web sends them so). */
const nullableText = (max: number) => zBlankIsNull(zLine().max(max).nullable());

export const ZUpdateMeRequest = z
  .strictObject({
    displayName: nullableText(PROFILE_NAME_MAX_LENGTH).optional(),
    nickname: nullableText(PROFILE_NAME_MAX_LENGTH).optional(),
    contactEmail: zBlankIsNull(
      z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE }).nullable(),
    ).optional(),
    gender: z.preprocess((v) => (v === '' ? null : v), z.enum(GENDERS).nullable()).optional(),
    birthDate: z.preprocess((v) => (v === '' ? null : v), z.iso.date().nullable()).optional(),
    smsMarketingOptIn: z.boolean().optional(),
    password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE).max(200).optional(),
    passwordConfirmation: z.string().max(200).optional(),
  })
  .refine((b) => b.password === undefined || b.password === b.passwordConfirmation, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['passwordConfirmation'],
  });
export type TUpdateMeRequest = z.input<typeof ZUpdateMeRequest>;

export const ZFavoriteRequest = z.strictObject({ shopId: zBodyId() });
export const ZFavoriteResponse = dataOf(
  z.object({ shopId: z.number().int(), isFavorite: z.boolean() }),
);
export const ZListFavoritesQuery = z.strictObject({ ...pagingQuery(20, 100) });
export const ZListFavoritesResponse = pageOf(ZShop);
export const ZFavoriteIdsResponse = listOf(z.number().int());

/** Development only: what the fake SMS/WhatsApp gateway "sent" to a number. */
export const ZDevOutboxQuery = z.strictObject({ phoneNumber: ZPhoneNumberInput });
export const ZDevOutboxResponse = dataOf(
  z.array(
    z.object({
      channel: z.enum(['sms', 'whatsapp']),
      to: z.string(),
      text: z.string(),
      sentAt: z.iso.datetime({ offset: true }),
    }),
  ),
);
/** Development only: simulate a call from `from` to the dial number `to`. */
export const ZDevPhoneCallRequest = z.strictObject({
  from: ZPhoneNumberInput,
  to: zLine().min(3).max(32),
});
export const ZDevPhoneCallResponse = dataOf(z.object({ matched: z.boolean() }));

/** The telephony service's report of an inbound call (caller id `from`, dialled number `to`). */
export const ZPhoneCallWebhookRequest = z.object({
  from: z.string().max(32),
  to: z.string().max(32),
});
export const ZPhoneCallWebhookResponse = dataOf(z.object({ matched: z.boolean() }));
