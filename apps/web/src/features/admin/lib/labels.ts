import { formatPhoneNumber } from '@haoyue/contracts';
import { formatDateTimeLabel } from '../../../lib/date-labels';

/** The platform's time zone: admin pages show Taiwan times. */
export const ADMIN_TIME_ZONE = 'Asia/Taipei';

/** An instant as the admin pages show it: `2026年11月23日（一）下午 2:30`. */
export function adminTime(at: string | null | undefined): string {
  return at ? formatDateTimeLabel(at, ADMIN_TIME_ZONE) : '—';
}

/** A person's name, or a placeholder when they never gave one. */
export function personName(p: { displayName: string | null; nickname?: string | null }): string {
  return p.displayName || p.nickname || '（未填姓名）';
}

/** A stored phone number for reading, or a dash. */
export function phoneLabel(phone: string | null | undefined): string {
  return phone ? formatPhoneNumber(phone) : '—';
}

export const SIGN_IN_PROVIDER_LABELS: Record<string, string> = {
  basic: '密碼',
  sms: '簡訊驗證碼',
  cip: '來電驗證',
  line: 'LINE',
};
