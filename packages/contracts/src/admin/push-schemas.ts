import { z } from 'zod';
import {
  dataOf,
  idParams,
  pageOf,
  pagingQuery,
  zBlankIsNull,
  zBodyId,
  zMultilineText,
  zTimestamp,
  zTimestampOut,
} from '../common';
import { valuesOf } from '../labelled-values';

/** The longest push message text (a LINE text message allows 5,000; an SMS stays readable). */
export const PUSH_TEXT_MAX_LENGTH = 500;

/**
 * Who a push message goes to. COUNTRY / CITY / INDUSTRY: the users who are customers (a
 * customer record linked to their account) of a seller with a shop in that country, city or
 * industry. SELLER_LINE_FRIENDS: that seller's customers whose LINE account is linked and
 * follows the seller's official account.
 */
export const PUSH_AUDIENCE_LABELS = {
  ALL: '所有使用者',
  COUNTRY: '國家的使用者',
  CITY: '城市的使用者',
  INDUSTRY: '產業店家的顧客',
  SELLER_LINE_FRIENDS: '商家的 LINE 好友',
};
export const PUSH_AUDIENCE_KINDS = valuesOf(PUSH_AUDIENCE_LABELS);
export type TPushAudienceKind = (typeof PUSH_AUDIENCE_KINDS)[number];

export const PUSH_STATUS_LABELS = {
  DRAFT: '草稿',
  SCHEDULED: '排程中',
  SENDING: '傳送中',
  DONE: '已完成',
  CANCELLED: '已取消',
  /** Delivery gave up (an item failed its last try); the counts show what went out. */
  FAILED: '發送失敗',
};
export const PUSH_STATUSES = valuesOf(PUSH_STATUS_LABELS);
export type TPushStatus = (typeof PUSH_STATUSES)[number];

export const PUSH_CHANNELS = ['LINE', 'SMS'] as const;
export type TPushChannel = (typeof PUSH_CHANNELS)[number];

/** An audience: its kind, and the country, city, industry or seller it names (none for ALL). */
export const ZPushAudience = z
  .strictObject({
    kind: z.enum(PUSH_AUDIENCE_KINDS, { error: '請選擇對象' }),
    id: zBodyId('請選擇對象').nullable().optional(),
  })
  .refine((a) => a.kind === 'ALL' || typeof a.id === 'number', {
    message: '請選擇對象',
    path: ['id'],
  });
export type TPushAudience = z.infer<typeof ZPushAudience>;

export const ZPushPreviewRequest = z.strictObject({ audience: ZPushAudience });
export const ZPushPreviewResponse = dataOf(
  z.object({
    /** Users in the audience. */
    total: z.number().int(),
    /** Of them: reachable by LINE, by SMS (opted in), and by neither (skipped). */
    line: z.number().int(),
    sms: z.number().int(),
    unreachable: z.number().int(),
  }),
);

const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#][^\s]*)?$/i;

/** What a message says, to whom and when: written on create and on a draft's edit. */
const pushMessageFields = {
  text: zMultilineText(
    z
      .string()
      .min(1, '請輸入訊息內容')
      .max(PUSH_TEXT_MAX_LENGTH, `訊息最多 ${PUSH_TEXT_MAX_LENGTH} 字`),
  ),
  /** An image uploaded with uploadPushImage (a URL of this app's `/uploads/push/`). */
  imageUrl: z
    .string()
    .regex(/^\/uploads\/push\/[A-Za-z0-9_-]+\.webp$/, '請重新上傳圖片')
    .nullable()
    .optional(),
  linkUrl: zBlankIsNull(
    z.string().trim().max(1000, '連結太長').regex(HTTPS_URL, '連結須以 https:// 開頭').nullable(),
  ).optional(),
  audience: ZPushAudience,
  /** When to send; absent or null: now. Must lie in the future. */
  sendAt: zTimestamp('請選擇傳送時間').nullable().optional(),
};

export const ZCreatePushMessageRequest = z.strictObject({
  ...pushMessageFields,
  /** True: keep it as a DRAFT (never delivered) to edit and send later. */
  draft: z.boolean().optional(),
});
export type TCreatePushMessageRequest = z.input<typeof ZCreatePushMessageRequest>;
export type TCreatePushMessage = z.infer<typeof ZCreatePushMessageRequest>;

/** A draft's new content, whole: the same fields and rules as creating a message. */
export const ZUpdatePushDraftRequest = z.strictObject(pushMessageFields);
export type TUpdatePushDraftRequest = z.input<typeof ZUpdatePushDraftRequest>;
export type TUpdatePushDraft = z.infer<typeof ZUpdatePushDraftRequest>;

/** Sending a draft: now (absent or null) or at a time in the future. */
export const ZSendPushDraftRequest = z.strictObject({ sendAt: pushMessageFields.sendAt });
export type TSendPushDraftRequest = z.input<typeof ZSendPushDraftRequest>;

/**
 * One channel's outcomes. Channels are tried in order, LINE then SMS: each user of the audience
 * is sent on the first that reaches them, so once none is pending `sent + failed + skipped` of
 * LINE is the whole audience, and of SMS the users LINE skipped.
 */
const ZChannelCounts = z
  .object({
    sent: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
  })
  .describe(
    'Once none is pending, sent + failed + skipped of LINE = every recipient, and of SMS = the users ' +
      'LINE skipped. LINE skipped: ' +
      'no LINE account linked to a seller able to push that the user follows (SMS is tried next). ' +
      'SMS skipped: of those, not opted in to SMS or no phone number, so reached by no channel.',
  );

export const ZPushMessage = z.object({
  id: z.number().int(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  audience: z.object({
    kind: z.enum(PUSH_AUDIENCE_KINDS),
    id: z.number().int().nullable(),
    /** The country, city, industry or seller's name. */
    name: z.string().nullable(),
  }),
  status: z.enum(PUSH_STATUSES),
  sendAt: zTimestampOut(),
  createdAt: zTimestampOut(),
  finishedAt: zTimestampOut().nullable(),
  createdBy: z.object({ userId: z.number().int(), displayName: z.string().nullable() }),
  /** Recipients written when sending began (null before). */
  recipientCount: z.number().int().nullable(),
  /**
   * Outcomes per channel (see ZChannelCounts). A user skipped on both channels (no LINE reach, no
   * SMS opt-in or phone) counts in LINE.skipped and in SMS.skipped, and is NONE.skipped: the
   * users reached by no channel (always equal to SMS.skipped). Pending: not sent yet.
   */
  counts: z.object({
    LINE: ZChannelCounts,
    SMS: ZChannelCounts,
    NONE: z
      .object({ skipped: z.number().int() })
      .describe('Users reached by no channel: skipped on LINE and on SMS (= SMS.skipped).'),
    pending: z.number().int(),
  }),
});
export type TPushMessage = z.infer<typeof ZPushMessage>;
export const ZPushMessageResponse = dataOf(ZPushMessage);

export const ZPushMessagesQuery = z.strictObject({
  status: z.enum(PUSH_STATUSES).optional(),
  ...pagingQuery(20),
});
export type TPushMessagesQuery = z.infer<typeof ZPushMessagesQuery>;
export const ZPushMessagesResponse = pageOf(ZPushMessage);
export const ZPushMessageIdParams = idParams('messageId');
export const ZPushImageResponse = dataOf(z.object({ url: z.string() }));

/** What the audience pickers offer: countries with their cities, industries, sellers. */
export const ZPushAudienceOptions = z.object({
  countries: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  industries: z.array(z.object({ id: z.number().int(), name: z.string() })),
  sellers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TPushAudienceOptions = z.infer<typeof ZPushAudienceOptions>;
export const ZPushAudienceOptionsResponse = dataOf(ZPushAudienceOptions);

/** What one pass over the push queue did: the items it worked (each starts or sends a batch). */
export const ZPushDeliveryResponse = dataOf(z.object({ worked: z.number().int() }));
