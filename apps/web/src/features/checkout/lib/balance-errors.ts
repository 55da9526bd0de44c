import { ApiError } from '../../../lib/api-error';

/** Friendlier zh-TW words for the codes orders:pay answers (the API's own are zh-TW too). */
const MESSAGES: Record<string, string> = {
  E_INSUFFICIENT_BALANCE: '儲值金餘額不足，請改用其他付款方式',
  E_ITEM_EXPIRED: '儲值金已過期，請改用其他付款方式',
  E_IDEMPOTENCY_KEY_REUSED: '付款請求重複，請重新整理頁面後再試',
  E_UNAUTHORIZED_ACCESS: '請先登入再付款',
};

/** What a failed payment of the rest tells the customer, in zh-TW. */
export function balanceErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return MESSAGES[error.code] ?? error.message;
  return '網路連線異常，請再試一次';
}

/** A fresh idempotency key for one payment attempt (a retry of it reuses the key). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
