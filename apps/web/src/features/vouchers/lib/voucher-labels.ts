import type { TCurrency, TVoucherTransaction } from '@haoyue/contracts';
import { VOUCHER_TRANSACTION_LABELS } from '@haoyue/contracts';
import { formatDateLabel, localDateIn } from '../../../lib/date-labels';
import { CURRENCY_MINOR_DIGITS } from '../../../lib/money';

/** Sessions left of the total: `剩 3／10 次`. */
export const sessionsLabel = (left: number, total: number) => `剩 ${left}／${total} 次`;

/** A template's validity: `購買後 365 天內有效` or `無使用期限`. */
export const validityLabel = (days: number | null) =>
  days === null ? '無使用期限' : `購買後 ${days} 天內有效`;

/** A voucher's expiry in the shop's zone: `2027年11月23日（二）到期` or `無使用期限`. */
export function expiryLabel(expiresAt: string | null, timeZone: string): string {
  if (!expiresAt) return '無使用期限';
  return `${formatDateLabel(localDateIn(expiresAt, timeZone), true)}到期`;
}

/** A movement as a line: `使用 -1 次（剩 9 次）`. */
export function transactionLabel(t: TVoucherTransaction): string {
  const sign = t.sessions > 0 ? '+' : '';
  return `${VOUCHER_TRANSACTION_LABELS[t.kind]} ${sign}${t.sessions} 次（剩 ${t.sessionsAfter} 次）`;
}

/** Minor units of an amount typed in the currency's major unit (500 TWD → 50000). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** (CURRENCY_MINOR_DIGITS[currency as TCurrency] ?? 2));
}

/** The major-unit amount of minor units, for an input field (50000 TWD → 500). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** (CURRENCY_MINOR_DIGITS[currency as TCurrency] ?? 2);
}

/** A fresh key for one opening of a dialog that moves sessions or money. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
