/**
 * The support chat's limits and its live protocol, zod-free so the chat pages import them
 * (docs/decisions/024-support-chat.md). Writes (sending, marking read, uploading) are ordinary
 * `/v1` calls; the WebSocket carries what the server has already stored, and a user's sends.
 */
import { valuesOf } from '../labelled-values';

/** The longest message text, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Messages a user may send per minute (support staff: CHAT_SUPPORT_MESSAGES_PER_MINUTE). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
export const CHAT_SUPPORT_MESSAGES_PER_MINUTE = 120;
/** Images one person may upload to the chat per minute. */
export const CHAT_IMAGES_PER_MINUTE = 5;
/** A chat image: the largest file accepted (it is re-encoded as WebP, kept private). */
export const CHAT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Messages per page of history (scrolling up loads the page before). */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;
/** A user is told of a reply they have not read (LINE, or the menu's dot) at most this often. */
export const CHAT_NOTICE_MINUTES = 10;
/** The away message answers a conversation at most once in this many hours. */
export const CHAT_AWAY_REPEAT_HOURS = 6;
/** A socket ticket is good for this many seconds, once. */
export const CHAT_TICKET_SECONDS = 60;
/** The most tags; a tag name's and a canned reply's lengths. */
export const CHAT_TAG_NAME_MAX_LENGTH = 20;
export const CHAT_CANNED_TITLE_MAX_LENGTH = 40;
export const CHAT_AWAY_MESSAGE_MAX_LENGTH = 500;

/** Tag colours (Mantine palette names the pages paint with). */
export const CHAT_TAG_COLOR_LABELS = {
  gray: '灰',
  red: '紅',
  pink: '粉紅',
  grape: '紫',
  violet: '藍紫',
  indigo: '靛',
  blue: '藍',
  cyan: '青',
  teal: '藍綠',
  green: '綠',
  lime: '萊姆',
  yellow: '黃',
  orange: '橘',
};
export const CHAT_TAG_COLORS = valuesOf(CHAT_TAG_COLOR_LABELS);
export type TChatTagColor = (typeof CHAT_TAG_COLORS)[number];

/** Who wrote a message: the user, a support admin, or the automatic away reply. */
export const CHAT_SENDER_LABELS = { USER: '使用者', SUPPORT: '客服', AUTO: '自動回覆' };
export const CHAT_SENDERS = valuesOf(CHAT_SENDER_LABELS);
export type TChatSender = (typeof CHAT_SENDERS)[number];

export const CHAT_STATUS_LABELS = { OPEN: '進行中', CLOSED: '已結束' };
export const CHAT_STATUSES = valuesOf(CHAT_STATUS_LABELS);
export type TChatStatus = (typeof CHAT_STATUSES)[number];

/** The inbox's filters: all, unread by support, assigned to me, assigned to nobody. */
export const CHAT_INBOX_FILTER_LABELS = {
  ALL: '全部',
  UNREAD: '未讀',
  MINE: '指派給我',
  UNASSIGNED: '未指派',
};
export const CHAT_INBOX_FILTERS = valuesOf(CHAT_INBOX_FILTER_LABELS);
export type TChatInboxFilter = (typeof CHAT_INBOX_FILTERS)[number];

/** Weekdays as the business hours store them: 0 is Sunday (the week starts on Sunday). */
export const CHAT_WEEKDAY_LABELS = [
  '週日',
  '週一',
  '週二',
  '週三',
  '週四',
  '週五',
  '週六',
] as const;

/** The WebSocket's path. Open it with `?ticket=` (from a socket-ticket call) and, for a user, `&after=<seq>`. */
export const CHAT_SOCKET_PATH = '/v1/chat/socket';

/** Close codes the server uses besides 1000/1001. */
export const CHAT_SOCKET_CLOSE = {
  /** The ticket is missing, expired, used or forged: get a new one (sign in again if that fails). */
  BAD_TICKET: 4401,
  /** The account was disabled or signed out, or the admin lost the chat role. */
  FORBIDDEN: 4403,
  /** The server is shutting down: reconnect (another instance answers). */
  RESTARTING: 4503,
} as const;

/** A message as both sides see it (also the `data` of a send and of history pages). */
export interface TChatMessageWire {
  id: number;
  conversationId: number;
  /** The conversation's order: 1, 2, 3… without gaps. */
  seq: number;
  sender: TChatSender;
  /** The support admin's display name on SUPPORT messages; null otherwise. */
  senderName: string | null;
  /** The sender's own id for the message (a resend with it is stored once); null on AUTO. */
  clientId: string | null;
  body: string | null;
  image: { url: string; width: number; height: number } | null;
  createdAt: string;
}

/** What the server sends on the socket, as JSON text frames. */
export type TChatServerEvent =
  /** First frame: who the socket is for. A user's conversation id is null until the first message. */
  | { type: 'hello'; side: 'USER' | 'SUPPORT'; conversationId: number | null }
  /** A stored message, in the conversation's seq order, each once per socket. */
  | { type: 'message'; message: TChatMessageWire }
  /** How far the other side has received and read (seq numbers). */
  | {
      type: 'receipt';
      conversationId: number;
      side: 'USER' | 'SUPPORT';
      deliveredSeq: number;
      readSeq: number;
    }
  /**
   * Support only: a conversation's assignee, tags, status or unread count changed: refetch it.
   * Not sent for a new message (the `message` event says as much).
   */
  | { type: 'conversation'; conversationId: number }
  /** More was missed than a socket replays: refetch the history. */
  | { type: 'reset'; conversationId: number | null }
  /** A user's socket `send`, stored (or found stored: a resend): the message as the call answers it. */
  | { type: 'sent'; clientId: string; message: TChatMessageWire }
  /**
   * A user's socket `send` refused, with the error the HTTP call would answer (`E_VALIDATION`,
   * `E_RATE_LIMITED`, …; `E_UNAUTHORIZED` closes the socket with 4403). Nothing was stored.
   */
  | { type: 'send-failed'; clientId: string; error: { code: string; message: string } };

/**
 * What a client may send on the socket. Support sockets resume a conversation they show. A
 * user's socket may send a message (`send`: the body of `sendMySupportMessage`, answered by
 * `sent` or `send-failed`), the same rules and the same storage as the call, without an HTTP
 * request per message. Support sends through the call (an admin call: the idle rule and audit).
 */
export type TChatClientEvent =
  | { type: 'resume'; conversationId: number; afterSeq: number }
  | { type: 'ping' }
  | { type: 'send'; clientId: string; body?: string | null; imageId?: number | null };
