import { z } from 'zod';
import {
  dataOf,
  idParams,
  listOf,
  pageOf,
  pagingQuery,
  zBodyId,
  zLine,
  zMultilineText,
  zParamId,
  zQueryInt,
  zTimestampOut,
} from '../common';
import { ZWeeklyHours } from '../seller/schemas';
import {
  CHAT_AWAY_MESSAGE_MAX_LENGTH,
  CHAT_CANNED_TITLE_MAX_LENGTH,
  CHAT_INBOX_FILTERS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  CHAT_SENDERS,
  CHAT_STATUSES,
  CHAT_TAG_COLORS,
  CHAT_TAG_NAME_MAX_LENGTH,
} from './constants';

// ---------------------------------------------------------------------------------------------
// Messages

export const ZChatImage = z.object({
  /** A signed URL good for a while (an hour); the history call signs it anew. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const ZChatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  seq: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  senderName: z.string().nullable(),
  clientId: z.string().nullable(),
  body: z.string().nullable(),
  image: ZChatImage.nullable(),
  createdAt: zTimestampOut(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/**
 * A message to send: text (plain; links become clickable on the pages, nothing else is markup),
 * or an uploaded chat image, or both. `clientId` is the sender's own UUID for it: sending again
 * with the same one (after a dropped connection) answers the message stored the first time.
 */
export const ZSendChatMessageRequest = z
  .strictObject({
    clientId: z.uuid({ error: 'clientId 需為 UUID' }),
    body: zMultilineText(
      z.string().max(CHAT_MESSAGE_MAX_LENGTH, `訊息不可超過 ${CHAT_MESSAGE_MAX_LENGTH} 字`),
    )
      .nullable()
      .optional(),
    imageId: zBodyId('圖片不存在').nullable().optional(),
  })
  .refine((m) => Boolean(m.body) || typeof m.imageId === 'number', {
    message: '請輸入訊息或選擇圖片',
    path: ['body'],
  });
export type TSendChatMessageRequest = z.input<typeof ZSendChatMessageRequest>;

/**
 * A page of history in seq order. `beforeSeq`: the page before it (scrolling up); `afterSeq`:
 * what came after it (catching up); neither: the latest page.
 */
export const ZChatMessagesQuery = z.object({
  beforeSeq: zQueryInt(1, 2_147_483_647, 0).optional(),
  afterSeq: zQueryInt(0, 2_147_483_647, 0).optional(),
  limit: zQueryInt(1, CHAT_PAGE_MAX, CHAT_PAGE_SIZE),
});
export const ZChatMessagesResponse = z.object({
  data: z.array(ZChatMessage),
  meta: z.object({ hasEarlier: z.boolean() }),
});

/** Read up to (and including) `seq`; a smaller seq than already read changes nothing. */
export const ZChatReadRequest = z.strictObject({
  seq: z.number({ error: 'seq 需為整數' }).int().min(0).max(2_147_483_647),
});

export const ZChatImageUpload = dataOf(z.object({ imageId: z.number().int(), image: ZChatImage }));

export const ZChatSocketTicket = dataOf(
  z.object({
    /** Opaque, single use: `CHAT_SOCKET_PATH?ticket=…`. */
    ticket: z.string(),
    expiresAt: zTimestampOut(),
  }),
);

// ---------------------------------------------------------------------------------------------
// The user's side

/** Where the two sides stand: the last seq, and how far each side received and read. */
const ZReceipts = {
  lastSeq: z.number().int(),
  userDeliveredSeq: z.number().int(),
  userReadSeq: z.number().int(),
  supportDeliveredSeq: z.number().int(),
  supportReadSeq: z.number().int(),
};

export const ZMySupportChat = z.object({
  /** Null until the user's first message opens the conversation. */
  conversationId: z.number().int().nullable(),
  status: z.enum(CHAT_STATUSES),
  ...ZReceipts,
  /** Support messages after userReadSeq (the user menu's dot). */
  unreadCount: z.number().int(),
  /** Whether support is in its business hours now, and the away message when it is not. */
  supportOpenNow: z.boolean(),
  awayMessage: z.string().nullable(),
});
export type TMySupportChat = z.infer<typeof ZMySupportChat>;

// ---------------------------------------------------------------------------------------------
// Support's side

export const ZChatTag = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.enum(CHAT_TAG_COLORS),
  archived: z.boolean(),
  /** Conversations carrying it. */
  conversationCount: z.number().int(),
});
export type TChatTag = z.infer<typeof ZChatTag>;

export const ZChatPerson = z.object({
  userId: z.number().int(),
  name: z.string(),
});

export const ZAdminConversation = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  assignee: ZChatPerson.nullable(),
  tags: z.array(ZChatTag.pick({ id: true, name: true, color: true })),
  ...ZReceipts,
  /** User messages after supportReadSeq. */
  unreadCount: z.number().int(),
  lastMessageAt: zTimestampOut().nullable(),
  /** The last message's text (or 〔圖片〕), cut to 80 characters. */
  lastMessagePreview: z.string().nullable(),
  lastMessageSender: z.enum(CHAT_SENDERS).nullable(),
  createdAt: zTimestampOut(),
  closedAt: zTimestampOut().nullable(),
});
export type TAdminConversation = z.infer<typeof ZAdminConversation>;

export const ZAdminConversationsQuery = z.object({
  filter: z.enum(CHAT_INBOX_FILTERS).default('ALL'),
  /** Open by default; CLOSED lists the closed ones. */
  status: z.enum(CHAT_STATUSES).default('OPEN'),
  tagId: zParamId().optional(),
  /** Part of the user's name or phone number. */
  q: zLine().max(50).optional(),
  ...pagingQuery(30),
});
export const ZAdminConversationsResponse = pageOf(ZAdminConversation);

/** Beside the conversation: who the user is, their latest orders and the sellers they deal with. */
export const ZAdminConversationDetail = dataOf(
  z.object({
    conversation: ZAdminConversation,
    profile: z.object({
      email: z.string().nullable(),
      lineLinked: z.boolean(),
      disabled: z.boolean(),
      createdAt: zTimestampOut(),
    }),
    orders: z.array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        status: z.string(),
        shopName: z.string(),
        total: z.number().int(),
        currency: z.string(),
        createdAt: zTimestampOut(),
      }),
    ),
    /** Sellers where the user is a customer, and sellers the user is a member of. */
    sellers: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        relation: z.enum(['CUSTOMER', 'MEMBER']),
      }),
    ),
  }),
);

export const ZConversationParams = idParams('conversationId');

export const ZChatUnread = dataOf(
  z.object({
    /** Open conversations with unread user messages, and those of them assigned to the caller. */
    conversations: z.number().int(),
    mine: z.number().int(),
  }),
);

export const ZSetAssigneeRequest = z.strictObject({
  /** An admin who may reply, or null for nobody. */
  userId: zBodyId('請選擇客服人員').nullable(),
});
export const ZSetConversationTagsRequest = z.strictObject({
  tagIds: z.array(zBodyId('標籤不存在')).max(10, '最多 10 個標籤'),
});
export const ZAdminConversationResponse = dataOf(ZAdminConversation);
export const ZChatAssignees = listOf(ZChatPerson);

// Tags

export const ZChatTagsQuery = z.object({
  archived: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
const zTagName = () =>
  zLine()
    .min(1, '請輸入標籤名稱')
    .max(CHAT_TAG_NAME_MAX_LENGTH, `標籤名稱不可超過 ${CHAT_TAG_NAME_MAX_LENGTH} 字`);
export const ZCreateChatTagRequest = z.strictObject({
  name: zTagName(),
  color: z.enum(CHAT_TAG_COLORS, { error: '請選擇顏色' }),
});
export const ZUpdateChatTagRequest = z.strictObject({
  name: zTagName().optional(),
  color: z.enum(CHAT_TAG_COLORS, { error: '請選擇顏色' }).optional(),
  archived: z.boolean().optional(),
});
export const ZChatTagParams = idParams('tagId');
export const ZChatTagResponse = dataOf(ZChatTag);
export const ZChatTagsResponse = listOf(ZChatTag);

// Canned replies

export const ZCannedReply = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updatedAt: zTimestampOut(),
});
export type TCannedReply = z.infer<typeof ZCannedReply>;
export const ZCannedReplyRequest = z.strictObject({
  title: zLine()
    .min(1, '請輸入標題')
    .max(CHAT_CANNED_TITLE_MAX_LENGTH, `標題不可超過 ${CHAT_CANNED_TITLE_MAX_LENGTH} 字`),
  body: zMultilineText(
    z
      .string()
      .min(1, '請輸入回覆內容')
      .max(CHAT_MESSAGE_MAX_LENGTH, `回覆內容不可超過 ${CHAT_MESSAGE_MAX_LENGTH} 字`),
  ),
});
export const ZCannedReplyParams = idParams('cannedReplyId');
export const ZCannedReplyResponse = dataOf(ZCannedReply);
export const ZCannedRepliesResponse = listOf(ZCannedReply);

// Business hours and the away message

export const ZChatReplySettings = z.object({
  /** IANA time zone the hours are in (Asia/Taipei). */
  timeZone: z.string(),
  /** Ranges per weekday, 0 = Sunday; an empty day is closed. */
  hours: ZWeeklyHours,
  awayEnabled: z.boolean(),
  awayMessage: z.string(),
  updatedAt: zTimestampOut().nullable(),
});
export type TChatReplySettings = z.infer<typeof ZChatReplySettings>;
export const ZChatReplySettingsRequest = z.strictObject({
  timeZone: zLine().min(1).max(64),
  hours: ZWeeklyHours,
  awayEnabled: z.boolean(),
  awayMessage: zMultilineText(
    z
      .string()
      .min(1, '請輸入非營業時間的自動回覆')
      .max(CHAT_AWAY_MESSAGE_MAX_LENGTH, `自動回覆不可超過 ${CHAT_AWAY_MESSAGE_MAX_LENGTH} 字`),
  ),
});
export const ZChatReplySettingsResponse = dataOf(ZChatReplySettings);

export const ZChatImageParams = idParams('imageId');
export const ZChatImageQuery = z.object({
  exp: zQueryInt(0, 4_102_444_800, 0),
  sig: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '簽章不正確'),
});
