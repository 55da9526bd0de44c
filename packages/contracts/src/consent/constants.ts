/**
 * Consent forms (同意書): the kinds of item a form holds, when a form is due, and the limits
 * the API and the editor share. zod-free, so the web imports it into its pages.
 */
import { valuesOf } from '../labelled-values';

/** The kinds of question a form may ask. */
export const CONSENT_ITEM_KIND_LABELS = {
  SHORT_TEXT: '簡答',
  LONG_TEXT: '詳答',
  SINGLE_CHOICE: '單選',
  MULTIPLE_CHOICE: '複選',
  DATE: '日期',
  YES_NO: '是／否',
  AGREEMENT: '同意條款',
  SIGNATURE: '手寫簽名',
};
export const CONSENT_ITEM_KINDS = valuesOf(CONSENT_ITEM_KIND_LABELS);
export type TConsentItemKind = (typeof CONSENT_ITEM_KINDS)[number];

/** Kinds whose answer is one or several of the item's `options`. */
export const CONSENT_CHOICE_KINDS: readonly TConsentItemKind[] = [
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
];

/**
 * When a form attached to a service is due. ONCE: one response per customer (renewed after
 * `validityDays` when set: a yearly health form). EVERY_VISIT: one response for each order.
 */
export const CONSENT_FORM_DUE_LABELS = { ONCE: '每位顧客填寫一次', EVERY_VISIT: '每次到店前填寫' };
export const CONSENT_FORM_DUE = valuesOf(CONSENT_FORM_DUE_LABELS);
export type TConsentFormDue = (typeof CONSENT_FORM_DUE)[number];

/** A form's state for one order: filled (a valid response counts) or still missing. */
export const CONSENT_FORM_STATES = ['FILLED', 'MISSING'] as const;
export type TConsentFormState = (typeof CONSENT_FORM_STATES)[number];

export const CONSENT_LIMITS = {
  title: 60,
  introduction: 3000,
  items: 50,
  label: 100,
  description: 500,
  options: 20,
  option: 50,
  terms: 5000,
  shortText: 200,
  longText: 2000,
  validityDays: 3650,
  services: 300,
  /** A signature as sent by the pad: a PNG data URL of at most this many base64 characters. */
  signatureChars: 400_000,
  /** The largest pad a signature may come from; it is stored re-encoded within `signatureStored`. */
  signatureMaxSide: 2400,
  signatureStored: { width: 900, height: 360 },
} as const;

/** An item id: stable across a form's versions, so revisions can say which answer changed. */
export const CONSENT_ITEM_ID_PATTERN = /^[a-z0-9]{1,16}$/;

/** A signature as the pad sends it. */
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * A DATE answer's range: wider than the API's other dates (2000–2100) because consent forms ask
 * for birth dates.
 */
export const CONSENT_DATE_MIN = '1900-01-01';
export const CONSENT_DATE_MAX = '2100-12-31';
export const CONSENT_DATE_RANGE_MESSAGE = `日期需介於 ${CONSENT_DATE_MIN} 至 ${CONSENT_DATE_MAX} 之間`;

/** Whether a `YYYY-MM-DD` answer lies in CONSENT_DATE_MIN..CONSENT_DATE_MAX. */
export function isConsentDateInRange(text: string): boolean {
  return text >= CONSENT_DATE_MIN && text <= CONSENT_DATE_MAX;
}
