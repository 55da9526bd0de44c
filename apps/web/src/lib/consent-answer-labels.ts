import { SIGNATURE_DATA_URL_PREFIX, type TConsentItemKind } from '@haoyue/contracts';
import { formatDateLabel, formatDateTimeLabel } from './date-labels';

// How a consent answer reads as text: the read-only view, the revision history and the seller's
// print all say the same thing the same way.

/** What an empty answer reads as. */
export const EMPTY_ANSWER = '（未填寫）';

/** A `YYYY-MM-DD` answer that is a real calendar date. */
const DATE_ANSWER = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The viewer's time zone (these pages render in the browser), Taipei when unknown. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Taipei';
  } catch {
    return 'Asia/Taipei';
  }
}

/** Whether an answer counts as left empty (null, blank text, no choice). */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A `YYYY-MM-DD` answer as `2026年11月23日（一）`; anything else as it is. */
export function formatDateAnswer(value: string): string {
  const m = DATE_ANSWER.exec(value);
  if (!m) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return value;
  return formatDateLabel(value, true);
}

/** Whether a value is a signature as the pad sends it (a PNG data URL). */
export function isSignatureValue(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(SIGNATURE_DATA_URL_PREFIX);
}

/**
 * An answer as one line of text for its item kind: choices joined with 、, 是／否, a zh-TW date,
 * 已同意／未同意, 已簽名 for a signature, {@link EMPTY_ANSWER} when empty.
 */
export function formatAnswerText(kind: TConsentItemKind | undefined, value: unknown): string {
  if (isEmptyAnswer(value)) return EMPTY_ANSWER;
  switch (kind) {
    case 'YES_NO':
      return value === true ? '是' : value === false ? '否' : String(value);
    case 'AGREEMENT':
      return value === true ? '已同意' : '未同意';
    case 'SIGNATURE':
      return '已簽名';
    case 'DATE':
      return typeof value === 'string' ? formatDateAnswer(value) : String(value);
    case 'MULTIPLE_CHOICE':
      return Array.isArray(value) ? value.join('、') : String(value);
    default:
      if (Array.isArray(value)) return value.join('、');
      if (typeof value === 'boolean') return value ? '是' : '否';
      if (isSignatureValue(value)) return '已簽名';
      return String(value);
  }
}

/** One changed answer of a revision, as the history reads it. */
export interface RevisionChangeText {
  label: string;
  /** `before → after`, or 「重新簽名」 for a signature (never both images). */
  text: string;
}

/** How one change of a revision reads: `label: before → after`; a signature 「重新簽名」. */
export function formatRevisionChange(
  kind: TConsentItemKind | undefined,
  change: { label: string; before: unknown; after: unknown },
): RevisionChangeText {
  const signature =
    kind === 'SIGNATURE' || isSignatureValue(change.before) || isSignatureValue(change.after);
  if (signature) {
    return { label: change.label, text: isEmptyAnswer(change.after) ? '已清除簽名' : '重新簽名' };
  }
  const before = formatAnswerText(kind, change.before);
  const after = formatAnswerText(kind, change.after);
  return { label: change.label, text: `${before} → ${after}` };
}

/** When something happened, in a zone: `2026年11月23日（一）下午 2:30`. */
export function formatWhen(at: string, timeZone = viewerTimeZone()): string {
  return formatDateTimeLabel(at, timeZone);
}
