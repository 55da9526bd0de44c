// The LIFF rules the product spec states (sections 4, 5, 8 and 9), as pure functions: checked
// before a call leaves for the SDK, so a bad argument fails with the SDK's own code and message
// (and a zh-TW text for the customer) the same way in and outside the LINE app.

/** Messages per sendMessages / shareTargetPicker call (spec 9). */
export const MESSAGES_MIN = 1;
export const MESSAGES_MAX = 5;

/** Share picker polling and time-out (spec 9). */
export const SHARE_PICKER_POLL_MS = 500;
export const SHARE_PICKER_TIMEOUT_MS = 10 * 60 * 1000;

/** The SDK's error codes (spec 8); HTTP statuses map to their own codes, anything else UNKNOWN. */
export const LIFF_ERROR_CODES = [
  'UNKNOWN',
  'UNAUTHORIZED',
  'INVALID_ARGUMENT',
  'INIT_FAILED',
  'FORBIDDEN',
  'INVALID_CONFIG',
  'INVALID_ID_TOKEN',
  'CREATE_SUBWINDOW_FAILED',
  'EXCEPTION_IN_SUBWINDOW',
] as const;
export type LiffErrorCode =
  (typeof LIFF_ERROR_CODES)[number] | '400' | '401' | '403' | '404' | '429' | '500';

/** An SDK-shaped error: `code` and the SDK's English `message`, plus what the customer reads. */
export class LiffRuleError extends Error {
  readonly code: LiffErrorCode;
  constructor(code: LiffErrorCode, message: string) {
    super(message);
    this.name = 'LiffError';
    this.code = code;
  }
}

/** The code of an HTTP status the SDK reports (400, 401, 403, 404, 429, 500), else UNKNOWN. */
export function liffCodeOfStatus(status: number): LiffErrorCode {
  return ([400, 401, 403, 404, 429, 500] as const).find((s) => s === status)
    ? (String(status) as LiffErrorCode)
    : 'UNKNOWN';
}

/** A message object as the SDK takes it: any object with a `type`. */
export interface LiffMessage {
  type: string;
  [key: string]: unknown;
}

function isMessage(value: unknown): value is LiffMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    (value as { type: string }).type !== ''
  );
}

/** sendMessages: an array of 1 to 5 objects each with a type (spec 5). */
export function checkMessages(messages: unknown): LiffRuleError | null {
  if (
    !Array.isArray(messages) ||
    messages.length < MESSAGES_MIN ||
    messages.length > MESSAGES_MAX ||
    !messages.every(isMessage)
  ) {
    return new LiffRuleError('INVALID_ARGUMENT', 'Number of messages should be in range 1 to 5.');
  }
  return null;
}

/** shareTargetPicker: a non-empty array of messages, not above the maximum (spec 5). */
export function checkShareMessages(messages: unknown): LiffRuleError | null {
  if (!Array.isArray(messages) || messages.length === 0 || !messages.every(isMessage)) {
    return new LiffRuleError('INVALID_ARGUMENT', 'no proper argument');
  }
  if (messages.length > MESSAGES_MAX) {
    return new LiffRuleError('INVALID_ARGUMENT', 'exceed the limit of num of messages');
  }
  return null;
}

/** openWindow: a non-empty URL without control or odd characters, newlines or two `#` (spec 5). */
export function checkOpenWindow(params: {
  url?: unknown;
  external?: unknown;
}): LiffRuleError | null {
  const { url, external } = params;
  const invalid = new LiffRuleError('INVALID_ARGUMENT', 'invalid URL.');
  if (typeof url !== 'string' || url === '') return invalid;
  if (external !== undefined && typeof external !== 'boolean') return invalid;
  // Control characters (newlines included), spaces and characters a URL never carries raw.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f<>"{}|\\^`]/.test(url)) return invalid;
  if ((url.match(/#/g) ?? []).length > 1) return invalid;
  try {
    new URL(url);
  } catch {
    return invalid;
  }
  return null;
}

/** Where LIFF says the app was opened from (`liff.getContext().type`). */
export const LIFF_CONTEXT_TYPES = [
  'utou',
  'room',
  'group',
  'square_chat',
  'external',
  'none',
] as const;
export type LiffContextType = (typeof LIFF_CONTEXT_TYPES)[number];

/**
 * The chats sendMessages can post into: a one-on-one chat (the official account's, from its rich
 * menu), a multi-person chat or a group, opened in the LIFF browser. Not an external browser or
 * LINE's in-app browser (`external`), not without a chat (`none`), and not OpenChat
 * (`square_chat`), where LINE does not support LIFF apps.
 */
const SEND_MESSAGE_CONTEXTS: readonly string[] = ['utou', 'room', 'group'];

/** Whether sendMessages can be offered: inside the LINE app, opened from a chat it can post to. */
export function canSendMessagesIn(
  inClient: boolean,
  contextType: string | null | undefined,
): boolean {
  return inClient && typeof contextType === 'string' && SEND_MESSAGE_CONTEXTS.includes(contextType);
}

/** LINE's limits on what a message carries (Messaging API message objects). */
export const TEXT_MESSAGE_MAX = 5000;
export const FLEX_ALT_TEXT_MAX = 1500;
export const URI_ACTION_MAX = 1000;
/** The origin of LIFF URLs and permanent links (`https://liff.line.me/{liffId}`). */
export const LIFF_URL_ORIGIN = 'https://liff.line.me/';

/**
 * A LIFF permanent link (LINE's formula: LIFF URL + (page URL − endpoint URL)). The LIFF app's
 * endpoint is the seller's area, `/line/{sellerId}`, so `areaPath` (a path under it, as the area's
 * links are) keeps only what follows: `/line/7/lumiere` → `https://liff.line.me/{liffId}/lumiere`.
 * Fails as the SDK does for a missing LIFF id or a page outside the endpoint, and for a link a
 * message's URI action could not carry.
 */
export function liffPermanentLink(liffId: string, sellerId: number, areaPath: string): string {
  if (!liffId) throw new LiffRuleError('INVALID_CONFIG', 'liffId is required');
  const endpoint = `/line/${sellerId}`;
  const rest = areaPath.startsWith(endpoint) ? areaPath.slice(endpoint.length) : null;
  if (rest === null || (rest !== '' && !/^[/?#]/.test(rest))) {
    throw new LiffRuleError('INVALID_CONFIG', 'Current page is not under entrypoint.');
  }
  const link = `${LIFF_URL_ORIGIN}${encodeURIComponent(liffId)}${rest === '/' ? '' : rest}`;
  const invalid = checkOpenWindow({ url: link });
  if (invalid) throw invalid;
  if (link.length > URI_ACTION_MAX) throw new LiffRuleError('INVALID_ARGUMENT', 'invalid URL.');
  return link;
}

/** A permission's state (spec 4). */
export type PermissionState = 'granted' | 'prompt' | 'unavailable';
/** The permissions a LIFF app can hold (scopes, spec 7). */
export const LIFF_PERMISSIONS = ['profile', 'chat_message.write', 'openid', 'email'] as const;
export type LiffPermission = (typeof LIFF_PERMISSIONS)[number];

/** A permission query's answer as a state; anything unexpected counts as unavailable. */
export function permissionState(answer: unknown): PermissionState {
  const state = (answer as { state?: unknown } | null)?.state;
  return state === 'granted' || state === 'prompt' ? state : 'unavailable';
}

/** Whether a permission name is one the app can ask (else "The permission is not in LIFF app scope."). */
export function checkPermission(name: string): LiffRuleError | null {
  return (LIFF_PERMISSIONS as readonly string[]).includes(name)
    ? null
    : new LiffRuleError('INVALID_ARGUMENT', 'The permission is not in LIFF app scope.');
}

/**
 * isLinked (spec 3, 8): null until the linked customer's load settles, then true if it loaded and
 * false if it failed.
 */
export type LinkState = boolean | null;
export function linkStateOf(load: { status: 'pending' | 'success' | 'error' }): LinkState {
  if (load.status === 'success') return true;
  if (load.status === 'error') return false;
  return null;
}

/** Linking needs every required profile field filled and a LINE user id (spec 4, 5). */
export function canLink(
  profile: Record<string, unknown>,
  required: readonly string[],
  lineUserId: string | null | undefined,
): boolean {
  if (!lineUserId) return false;
  return required.every((field) => {
    const value = profile[field];
    return value !== null && value !== undefined && String(value).trim() !== '';
  });
}

/** The share picker's outcome (spec 3, 4): success, cancel, error or time-out. */
export type ShareOutcome =
  | { status: 'SUCCESS' }
  | { status: 'CANCEL' }
  | { status: 'ERROR'; resultDescription: string }
  | { status: 'TIMEOUT' };

/**
 * The SDK's answer to shareTargetPicker as an outcome: `{status:'success'}` is a success; `void`
 * (the user closed the picker, or an old client that does not report) is a cancel.
 */
export function shareOutcomeOf(answer: unknown): ShareOutcome {
  const status = (answer as { status?: unknown } | null | undefined)?.status;
  if (typeof status === 'string' && status.toLowerCase() === 'success')
    return { status: 'SUCCESS' };
  return { status: 'CANCEL' };
}

/**
 * A request to LINE that never got an answer (offline, DNS, a dropped connection): the SDK lets
 * fetch's TypeError through as it is. Chromium, Firefox and Safari word it differently.
 */
function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/.test(
      error.message,
    )
  );
}

/** What the customer reads for an SDK error code or message, in Traditional Chinese. */
const MESSAGE_TEXTS: Record<string, string> = {
  'liffId is required': '這個商家尚未設定 LINE 應用程式，請聯絡商家。',
  'Need access_token for api call, Please login first': '請先登入 LINE。',
  'The permission is not in LIFF app scope.': '這個 LINE 應用程式沒有這項權限。',
  'All permissions have already been approved.': '已同意所有權限。',
  "user didn't allow the agreement": '您尚未同意授權，無法繼續。',
  'Could not get Context from server.': '無法取得 LINE 的環境資訊，請重新開啟。',
  'Current page is not under entrypoint.': '這個頁面不在 LINE 應用程式的網址下。',
  'LINE URL scheme are not supported in the current environment.': '目前的環境不支援 LINE 連結。',
  'Invalid LIFF ID.': '這個商家的 LINE 應用程式 ID 無效，請聯絡商家。',
  'Failed to verify access_token': 'LINE 登入已失效，請重新登入。',
  'Failed to connect': '無法連線到 LINE，請稍後再試。',
  'Some error happened in the server': 'LINE 伺服器發生錯誤，請稍後再試。',
  'Timeout: not finished within 10min': '超過 10 分鐘未完成，請再試一次。',
  'Number of messages should be in range 1 to 5.': '一次只能傳送 1 到 5 則訊息。',
  'no proper argument': '沒有可分享的內容。',
  'exceed the limit of num of messages': '一次最多分享 5 則訊息。',
  'invalid URL.': '網址無效。',
};
const CODE_TEXTS: Record<string, string> = {
  UNAUTHORIZED: '請先登入 LINE。',
  INVALID_ARGUMENT: '傳給 LINE 的內容不正確。',
  INIT_FAILED: 'LINE 應用程式啟動失敗，請重新開啟。',
  FORBIDDEN: '沒有權限使用這項 LINE 功能。',
  INVALID_CONFIG: '這個商家的 LINE 設定有誤，請聯絡商家。',
  INVALID_ID_TOKEN: 'LINE 登入資訊無效，請重新登入。',
  CREATE_SUBWINDOW_FAILED: '無法開啟 LINE 視窗，請再試一次。',
  EXCEPTION_IN_SUBWINDOW: 'LINE 視窗發生錯誤，請再試一次。',
  '400': 'LINE 回覆請求內容有誤。',
  '401': 'LINE 登入已失效，請重新登入。',
  '403': '沒有權限使用這項 LINE 功能。',
  '404': '找不到 LINE 的資源。',
  '429': 'LINE 請求太頻繁，請稍後再試。',
  '500': 'LINE 伺服器發生錯誤，請稍後再試。',
};

/** The zh-TW text of an SDK error (a LiffError or anything thrown by the SDK). */
export function liffErrorText(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (isNetworkFailure(error)) return MESSAGE_TEXTS['Failed to connect']!;
  if (typeof message === 'string') {
    if (MESSAGE_TEXTS[message]) return MESSAGE_TEXTS[message];
    if (/can be only called in (parent|child) window/.test(message)) {
      return '這項功能無法在目前的視窗使用。';
    }
  }
  if (typeof code === 'string' && CODE_TEXTS[code]) return CODE_TEXTS[code];
  return 'LINE 發生未知的錯誤，請稍後再試。';
}
