import type { TVoucherTransaction } from '@haoyue/contracts';
import { VOUCHER_TRANSACTION_LABELS } from '@haoyue/contracts';
import { formatDateLabel, localDateIn } from '../../../lib/date-labels';

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
