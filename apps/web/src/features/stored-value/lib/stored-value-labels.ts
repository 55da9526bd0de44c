import type { TDepository, TTopUpPlan } from '@haoyue/contracts';
import { ApiError } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/money';

/** 「儲值 NT$10,000 送 NT$1,000」, or 「儲值 NT$3,000」 when nothing is added. */
export function planSummary(plan: Pick<TTopUpPlan, 'payAmount' | 'receiveAmount' | 'currency'>) {
  const pay = `儲值 ${formatPrice(plan.payAmount, plan.currency)}`;
  const bonus = plan.receiveAmount - plan.payAmount;
  return bonus > 0 ? `${pay} 送 ${formatPrice(bonus, plan.currency)}` : pay;
}

/** 「儲值後 365 天內有效」 or 「無使用期限」. */
export function validityLabel(validityDays: number | null): string {
  return validityDays === null ? '無使用期限' : `儲值後 ${validityDays} 天內有效`;
}

/** The expiry line of an account, in the shop's time zone. */
export function expiryLabel(depository: TDepository, timeZone: string): string {
  if (!depository.expiresAt) return '無使用期限';
  const date = new Intl.DateTimeFormat('zh-TW', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(depository.expiresAt));
  return depository.expired ? `已於 ${date} 過期` : `有效至 ${date}`;
}

/** A signed amount: 「+NT$3,300」, 「−NT$800」. */
export function signedAmount(minor: number, currency: string): string {
  return `${minor > 0 ? '+' : '−'}${formatPrice(Math.abs(minor), currency)}`;
}

/** Refusals whose API message needs the page's own words (amounts there are in minor units). */
const ERROR_MESSAGES: Record<string, string> = {
  E_INSUFFICIENT_BALANCE: '餘額不足',
  E_IDEMPOTENCY_KEY_REUSED: '這筆操作已用於另一筆交易，請關閉視窗後重新操作',
};

/** What a failed movement tells the member, in zh-TW (the API's messages are zh-TW already). */
export function movementErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return ERROR_MESSAGES[error.code] ?? error.message;
  return '網路連線異常，請再試一次';
}
