import {
  CONSENT_LIMITS,
  isConsentDateInRange,
  CONSENT_DATE_RANGE_MESSAGE,
  SIGNATURE_DATA_URL_PREFIX,
  SINGLE_LINE_MESSAGE,
  sanitizeMultiline,
  type TConsentAnswers,
  type TConsentFormItem,
} from '@haoyue/contracts';

// The answers of a form as the page holds them, checked the way the API checks them, with its
// messages (apps/api/src/modules/consent/answers.ts), so the customer hears about a missing
// answer at the item before anything is sent; and turned into what the API takes.

/** One answer while the form is being filled. */
export type DraftAnswer = string | string[] | boolean | null;
/** The answers being filled, by item id. */
export type DraftAnswers = Record<string, DraftAnswer>;
/** What is wrong, by item id (zh-TW, naming the item). */
export type AnswerErrors = Record<string, string>;

/** A real `YYYY-MM-DD` date. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Line breaks, tabs and other control characters a one-line answer may not hold. */
// eslint-disable-next-line no-control-regex -- excluding control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The empty answer of an item's kind (what a fresh form starts with). */
export function emptyAnswer(item: TConsentFormItem): DraftAnswer {
  switch (item.kind) {
    case 'SHORT_TEXT':
    case 'LONG_TEXT':
    case 'DATE':
      return '';
    case 'MULTIPLE_CHOICE':
      return [];
    case 'AGREEMENT':
      return false;
    default:
      return null;
  }
}

/**
 * The answers a form starts with: each item's saved answer when it has the item's shape (a
 * draft, or the response being corrected), else its empty answer. Answers to items the form no
 * longer has are dropped.
 */
export function initialAnswers(
  items: readonly TConsentFormItem[],
  saved: Record<string, unknown> = {},
): DraftAnswers {
  const answers: DraftAnswers = {};
  for (const item of items) {
    const value = saved[item.id];
    answers[item.id] = fitsKind(item, value) ? (value as DraftAnswer) : emptyAnswer(item);
  }
  return answers;
}

/** Whether a stored value has the shape an item's answer takes. */
function fitsKind(item: TConsentFormItem, value: unknown): boolean {
  switch (item.kind) {
    case 'SHORT_TEXT':
    case 'LONG_TEXT':
    case 'DATE':
      return typeof value === 'string';
    case 'SINGLE_CHOICE':
      return typeof value === 'string' && item.options.includes(value);
    case 'MULTIPLE_CHOICE':
      return (
        Array.isArray(value) &&
        value.every((v) => typeof v === 'string' && item.options.includes(v))
      );
    case 'YES_NO':
      return typeof value === 'boolean';
    case 'AGREEMENT':
      return typeof value === 'boolean';
    case 'SIGNATURE':
      return typeof value === 'string' && value.startsWith(SIGNATURE_DATA_URL_PREFIX);
    default:
      return false;
  }
}

/** Text as the API keeps it: a long text sanitised (line breaks only), a short one trimmed. */
function cleanText(item: TConsentFormItem, value: string): string {
  return item.kind === 'LONG_TEXT' ? sanitizeMultiline(value).trim() : value.trim();
}

/** Whether an item is left unanswered. */
function isUnanswered(item: TConsentFormItem, value: DraftAnswer | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return cleanText(item, value) === '';
  if (Array.isArray(value)) return value.length === 0;
  // An agreement counts only when ticked; a NO is an answer.
  return item.kind === 'AGREEMENT' ? value !== true : false;
}

/** 「「過敏史」為必填」. */
export function requiredMessage(label: string): string {
  return `「${label}」為必填`;
}

/** What is wrong with one answer, or null. */
export function checkAnswer(item: TConsentFormItem, value: DraftAnswer | undefined): string | null {
  const name = `「${item.label}」`;
  if (isUnanswered(item, value)) {
    if (!item.required) return null;
    return item.kind === 'AGREEMENT' ? `請勾選同意${name}` : requiredMessage(item.label);
  }
  switch (item.kind) {
    case 'SHORT_TEXT': {
      const text = cleanText(item, value as string);
      if (NOT_ONE_LINE.test(text)) return `${name}${SINGLE_LINE_MESSAGE}`;
      if (text.length > CONSENT_LIMITS.shortText) {
        return `${name}最多 ${CONSENT_LIMITS.shortText} 個字`;
      }
      return null;
    }
    case 'LONG_TEXT':
      return cleanText(item, value as string).length > CONSENT_LIMITS.longText
        ? `${name}最多 ${CONSENT_LIMITS.longText} 個字`
        : null;
    case 'DATE': {
      const date = (value as string).trim();
      if (!isRealDate(date)) return `${name}的日期不正確`;
      return isConsentDateInRange(date) ? null : `${name}${CONSENT_DATE_RANGE_MESSAGE}`;
    }
    case 'SINGLE_CHOICE':
      return item.options.includes(value as string) ? null : `${name}請從選項中選擇`;
    case 'MULTIPLE_CHOICE':
      return (value as string[]).every((v) => item.options.includes(v))
        ? null
        : `${name}請從選項中選擇`;
    case 'SIGNATURE': {
      const sig = value as string;
      if (!sig.startsWith(SIGNATURE_DATA_URL_PREFIX)) return `${name}需為手寫簽名的 PNG 圖檔`;
      return sig.length > CONSENT_LIMITS.signatureChars
        ? `${name}簽名圖檔過大，請清除後重簽`
        : null;
    }
    default:
      return null;
  }
}

/** Every answer checked against its item; empty when all is well. */
export function validateAnswers(
  items: readonly TConsentFormItem[],
  answers: DraftAnswers,
): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const item of items) {
    const message = checkAnswer(item, answers[item.id]);
    if (message) errors[item.id] = message;
  }
  return errors;
}

/**
 * The answers as the API takes them: text cleaned, choices in the form's order, an unanswered
 * optional item null (an unticked agreement false), only the form's items.
 */
export function toApiAnswers(
  items: readonly TConsentFormItem[],
  answers: DraftAnswers,
): TConsentAnswers {
  const out: TConsentAnswers = {};
  for (const item of items) {
    const value = answers[item.id];
    if (item.kind === 'AGREEMENT') {
      out[item.id] = value === true;
    } else if (isUnanswered(item, value)) {
      out[item.id] = null;
    } else if (typeof value === 'string') {
      out[item.id] = item.kind === 'SIGNATURE' ? value : cleanText(item, value);
    } else if (Array.isArray(value)) {
      out[item.id] = item.options.filter((o) => value.includes(o));
    } else {
      out[item.id] = value ?? null;
    }
  }
  return out;
}

/** The item an API validation error names (`answers.<itemId>`), or null. */
export function itemOfErrorField(field: string | null | undefined): string | null {
  const m = /^answers\.([a-z0-9]{1,16})(?:\.|$)/.exec(field ?? '');
  return m ? m[1]! : null;
}
