/**
 * Booking constants and text rules without zod, so the web can import them without pulling the
 * schema library into a page (booking.ts builds schemas at load and re-exports all of this).
 */
import { valuesOf } from './labelled-values';

/**
 * Plain text keeping only line breaks: tags and control characters go, `\r\n` becomes `\n`,
 * runs of more than two blank lines shrink, and the ends are trimmed.
 */
export function sanitizeMultiline(input: string): string {
  return (
    input
      .replace(/\r\n?/g, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/[<>]/g, '')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u2028\u2029\ufeff]/g, '')
      .replace(/[ \u00a0]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export const PROFILE_FIELDS = [
  'displayName',
  'phoneNumber',
  'contactEmail',
  'gender',
  'birthDate',
] as const;
export type TProfileField = (typeof PROFILE_FIELDS)[number];

export const MAX_AVAILABILITY_DAYS = 31;
export const MAX_SERVICES_PER_BOOKING = 10;

export const ORDER_STATUS_LABELS = {
  AWAITING_PREPAYMENT: '待付訂金',
  CONFIRMED: '已確認',
  COMPLETED: '已完成',
  NO_SHOW: '未到',
  CANCELLED: '已取消',
};
export const ORDER_STATUSES = valuesOf(ORDER_STATUS_LABELS);
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const NOTE_MAX_LENGTH = 500;

export const CANCEL_REASON_MAX_LENGTH = 200;
