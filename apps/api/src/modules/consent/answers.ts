import {
  CONSENT_LIMITS as L,
  isConsentDateInRange,
  CONSENT_DATE_RANGE_MESSAGE,
  SIGNATURE_DATA_URL_PREFIX,
  SINGLE_LINE_MESSAGE,
  SINGLE_LINE_PATTERN,
  sanitizeMultiline,
  type TConsentAnswer,
  type TConsentAnswers,
  type TConsentFormItem,
} from '@haoyue/contracts';
import { invalid } from '../../lib/errors';

/**
 * Answers a customer sent, checked against the version they answer: what each item kind
 * accepts, the text rules, required items. Pure (no I/O): a signature is only checked to be a
 * PNG data URL of well-formed base64 here; its pixels are read and re-encoded by signature.ts.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const fault = (item: TConsentFormItem, message: string) => invalid(`answers.${item.id}`, message);
const wrongFormat = (item: TConsentFormItem) => fault(item, `「${item.label}」的答案格式不正確`);
const missing = (item: TConsentFormItem) =>
  item.kind === 'AGREEMENT'
    ? fault(item, `請勾選同意「${item.label}」`)
    : fault(item, `「${item.label}」為必填`);

/** Whether a `YYYY-MM-DD` text names a day of the calendar (no 2 月 30 日). */
export function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether a text is a signature as the pad sends it: a PNG data URL of well-formed base64. */
export function isSignatureDataUrl(text: string): boolean {
  if (!text.startsWith(SIGNATURE_DATA_URL_PREFIX)) return false;
  const body = text.slice(SIGNATURE_DATA_URL_PREFIX.length);
  return body.length > 0 && body.length % 4 === 0 && BASE64.test(body);
}

/**
 * One item's answer as stored, or undefined when the customer left it empty; throws a 400
 * naming the item when the answer does not fit it.
 */
function checkOne(item: TConsentFormItem, value: unknown): TConsentAnswer | undefined {
  if (value === null || value === undefined) return undefined;
  switch (item.kind) {
    case 'SHORT_TEXT': {
      if (typeof value !== 'string') throw wrongFormat(item);
      const text = value.trim();
      if (!SINGLE_LINE_PATTERN.test(text))
        throw fault(item, `「${item.label}」${SINGLE_LINE_MESSAGE}`);
      if (text.length > L.shortText) throw fault(item, `「${item.label}」最多 ${L.shortText} 個字`);
      return text || undefined;
    }
    case 'LONG_TEXT': {
      if (typeof value !== 'string') throw wrongFormat(item);
      const text = sanitizeMultiline(value).trim();
      if (text.length > L.longText) throw fault(item, `「${item.label}」最多 ${L.longText} 個字`);
      return text || undefined;
    }
    case 'SINGLE_CHOICE': {
      if (typeof value !== 'string') throw wrongFormat(item);
      if (value === '') return undefined;
      if (!item.options.includes(value)) throw fault(item, `「${item.label}」請從選項中選擇`);
      return value;
    }
    case 'MULTIPLE_CHOICE': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
        throw wrongFormat(item);
      }
      if (value.some((v) => !item.options.includes(v))) {
        throw fault(item, `「${item.label}」請從選項中選擇`);
      }
      if (new Set(value).size !== value.length) throw fault(item, `「${item.label}」的選項重複`);
      // Kept in the form's order, so the same choices are the same answer however sent.
      const chosen = item.options.filter((option) => value.includes(option));
      return chosen.length > 0 ? chosen : undefined;
    }
    case 'DATE': {
      if (typeof value !== 'string') throw wrongFormat(item);
      if (value === '') return undefined;
      if (!isRealDate(value)) throw fault(item, `「${item.label}」的日期不正確`);
      if (!isConsentDateInRange(value))
        throw fault(item, `「${item.label}」${CONSENT_DATE_RANGE_MESSAGE}`);
      return value;
    }
    case 'YES_NO': {
      if (typeof value !== 'boolean') throw wrongFormat(item);
      return value;
    }
    case 'AGREEMENT': {
      if (typeof value !== 'boolean') throw wrongFormat(item);
      // Not ticked is no agreement: the same as leaving the item empty.
      return value ? true : undefined;
    }
    case 'SIGNATURE': {
      if (typeof value !== 'string') throw wrongFormat(item);
      if (value === '') return undefined;
      if (!isSignatureDataUrl(value)) throw fault(item, `「${item.label}」需為手寫簽名的 PNG 圖檔`);
      return value;
    }
  }
}

/**
 * The answers to keep for a version's items: each checked and normalised (text trimmed and
 * sanitised, choices in the form's order), empty optional answers left out, nothing for items
 * the version does not have. Throws 400 E_VALIDATION on `answers.<itemId>` with a zh-TW
 * message naming the item: an unknown item, a required item left empty, an answer of the wrong
 * shape or outside what the item offers.
 */
export function checkAnswers(
  items: readonly TConsentFormItem[],
  answers: Readonly<Record<string, unknown>>,
): TConsentAnswers {
  const known = new Set(items.map((item) => item.id));
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) throw invalid(`answers.${id}`, '答案包含這份同意書沒有的項目');
  }
  const kept: TConsentAnswers = {};
  for (const item of items) {
    const value = checkOne(item, Object.hasOwn(answers, item.id) ? answers[item.id] : undefined);
    if (value === undefined) {
      if (item.required) throw missing(item);
      continue;
    }
    kept[item.id] = value;
  }
  return kept;
}

/** Whether two stored answers are the same (values are text, booleans or lists of text). */
export function sameAnswer(a: TConsentAnswer | undefined, b: TConsentAnswer | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The items (in the version's order) whose answer differs between two answer sets. */
export function changedItemIds(
  items: readonly TConsentFormItem[],
  before: TConsentAnswers,
  after: TConsentAnswers,
): string[] {
  return items.map((item) => item.id).filter((id) => !sameAnswer(before[id], after[id]));
}
