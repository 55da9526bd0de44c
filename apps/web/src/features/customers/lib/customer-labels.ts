import type { GENDERS, TCustomerVisitStats } from '@haoyue/contracts';
import { formatDateLabel, localDateIn } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';

/** The latest visit as a date (`2026年11月1日（日）`), or 尚未到店 before the first. */
export function lastVisitLabel(stats: TCustomerVisitStats, timeZone: string): string {
  if (!stats.lastVisitAt) return '尚未到店';
  return formatDateLabel(localDateIn(stats.lastVisitAt, timeZone), true);
}

/** What the customer has spent in completed visits (`NT$1,500`; `NT$0` before any). */
export function totalSpentLabel(stats: TCustomerVisitStats, fallbackCurrency = 'TWD'): string {
  return formatPrice(stats.totalSpent, stats.currency ?? fallbackCurrency);
}

/** A VIP window as the tag shows it: `VIP 可提前 30 天預約`. */
export function vipWindowLabel(days: number | null): string | null {
  return days ? `VIP 可提前 ${days} 天預約` : null;
}

/** A customer's name as lists show it. */
export function customerName(displayName: string | null): string {
  return displayName?.trim() || '（未留姓名）';
}

/** A gender as the record shows it. */
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  MALE: '男',
  FEMALE: '女',
  OTHER: '其他',
};
