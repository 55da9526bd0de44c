import { z } from 'zod';
import { dataOf, idParams, listOf, zBodyId, zLine, zMultilineText, zTimestampOut } from '../common';
import {
  CONSENT_CHOICE_KINDS,
  CONSENT_FORM_DUE,
  CONSENT_FORM_STATES,
  CONSENT_ITEM_ID_PATTERN,
  CONSENT_ITEM_KINDS,
  CONSENT_LIMITS as L,
} from './constants';

/** Multi-line text: line breaks kept, markup and control characters dropped, trimmed. */
const zMultiline = (max: number, tooLong: string) => zMultilineText(z.string().max(max, tooLong));

// ---------------------------------------------------------------------------------------------
// A form's content (one version)

export const ZConsentItemId = z.string().regex(CONSENT_ITEM_ID_PATTERN, '項目代碼格式不正確');

/** One question of a form, as the seller writes it. */
export const ZConsentFormItem = z.strictObject({
  /** Chosen by the editor; stays the same across versions so a change can be traced. */
  id: ZConsentItemId,
  kind: z.enum(CONSENT_ITEM_KINDS),
  label: zLine().min(1, '請輸入題目').max(L.label, `題目最多 ${L.label} 個字`),
  /** Help under the label. */
  description: zMultiline(L.description, `說明最多 ${L.description} 個字`).default(''),
  required: z.boolean(),
  /** The choices of SINGLE_CHOICE / MULTIPLE_CHOICE; empty for the other kinds. */
  options: z
    .array(zLine().min(1, '選項不可空白').max(L.option, `選項最多 ${L.option} 個字`))
    .max(L.options, `選項最多 ${L.options} 個`)
    .default([]),
  /** The terms an AGREEMENT item asks the customer to accept; empty for the other kinds. */
  terms: zMultiline(L.terms, `條款內容最多 ${L.terms} 個字`).default(''),
});
export type TConsentFormItem = z.output<typeof ZConsentFormItem>;

/**
 * An item as answers carry it: the words as stored, without the input rules. Answers are
 * encoded by their schema, which a preprocessing (input) schema cannot do; same type as
 * TConsentFormItem.
 */
export const ZConsentFormItemOut = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_ITEM_KINDS),
  label: z.string(),
  description: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  terms: z.string(),
});

const zItems = () =>
  z
    .array(ZConsentFormItem)
    .min(1, '請至少新增一個項目')
    .max(L.items, `項目最多 ${L.items} 個`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.id)) {
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: '項目代碼重複' });
        }
        seen.add(item.id);
        const choice = CONSENT_CHOICE_KINDS.includes(item.kind);
        if (choice && item.options.length < 2) {
          ctx.addIssue({ code: 'custom', path: [i, 'options'], message: '選擇題至少需要兩個選項' });
        }
        if (choice && new Set(item.options).size !== item.options.length) {
          ctx.addIssue({ code: 'custom', path: [i, 'options'], message: '選項不可重複' });
        }
        if (!choice && item.options.length > 0) {
          ctx.addIssue({ code: 'custom', path: [i, 'options'], message: '只有選擇題可以設定選項' });
        }
        if (item.kind === 'AGREEMENT' && item.terms.length === 0) {
          ctx.addIssue({ code: 'custom', path: [i, 'terms'], message: '請輸入條款內容' });
        }
        if (item.kind !== 'AGREEMENT' && item.terms.length > 0) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'terms'],
            message: '只有同意條款可以設定條款內容',
          });
        }
      });
    });

/** A form as the seller saves it: its content, when it is due and the services it is for. */
export const ZConsentFormInput = z.strictObject({
  title: zLine().min(1, '請輸入同意書名稱').max(L.title, `名稱最多 ${L.title} 個字`),
  introduction: zMultiline(L.introduction, `前言最多 ${L.introduction} 個字`).default(''),
  items: zItems(),
  due: z.enum(CONSENT_FORM_DUE),
  /** Days a response stays valid (ONCE forms renewed yearly: 365); null = no expiry. */
  validityDays: z
    .number()
    .int()
    .min(1, `有效天數需介於 1 到 ${L.validityDays} 天`)
    .max(L.validityDays, `有效天數需介於 1 到 ${L.validityDays} 天`)
    .nullable()
    .default(null),
  serviceIds: z.array(zBodyId()).max(L.services, `最多可套用 ${L.services} 個服務`).default([]),
});
export type TConsentFormInput = z.input<typeof ZConsentFormInput>;

/** What a form version says (title, introduction, items), as the seller and customer see it. */
const VERSION_CONTENT = {
  title: z.string(),
  introduction: z.string(),
  items: z.array(ZConsentFormItemOut),
};

/** A service a form is attached to, with its shop. */
export const ZConsentService = z.object({
  id: z.number().int(),
  name: z.string(),
  shopName: z.string(),
});

/** A form as the seller manages it: its current version and where it applies. */
export const ZSellerConsentForm = z.object({
  id: z.number().int(),
  ...VERSION_CONTENT,
  /** The current version number (1 = never changed after being answered). */
  version: z.number().int(),
  due: z.enum(CONSENT_FORM_DUE),
  validityDays: z.number().int().nullable(),
  services: z.array(ZConsentService),
  /** Responses to any version: an answered form is archived, never erased. */
  responseCount: z.number().int(),
  updatedAt: zTimestampOut(),
});
export type TSellerConsentForm = z.infer<typeof ZSellerConsentForm>;

export const ZConsentFormsParams = idParams('sellerId');
export const ZConsentFormParams = idParams('sellerId', 'formId');
export const ZSellerConsentFormResponse = dataOf(ZSellerConsentForm);
export const ZSellerConsentFormsResponse = listOf(ZSellerConsentForm);

// ---------------------------------------------------------------------------------------------
// A form as a customer fills it

/** The version a customer fills now: answering it sends `versionId` back. */
export const ZConsentForm = z.object({
  id: z.number().int(),
  versionId: z.number().int(),
  version: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  ...VERSION_CONTENT,
});
export type TConsentForm = z.infer<typeof ZConsentForm>;
export const ZConsentFormResponse = dataOf(ZConsentForm);

/**
 * Answers by item id. Each value's shape depends on the item: text (SHORT_TEXT, LONG_TEXT,
 * DATE as YYYY-MM-DD, SINGLE_CHOICE, SIGNATURE as a PNG data URL), a list (MULTIPLE_CHOICE),
 * true/false (YES_NO, AGREEMENT); null or absent when an optional item is left empty. The API
 * checks each against the version answered.
 */
export const ZConsentAnswers = z
  .record(
    ZConsentItemId,
    z.union([
      z.string().max(L.signatureChars),
      z.array(z.string().max(L.option)).max(L.options),
      z.boolean(),
      z.null(),
    ]),
  )
  .refine((answers) => Object.keys(answers).length <= L.items, '答案數量超過項目數');
export type TConsentAnswers = z.output<typeof ZConsentAnswers>;
export type TConsentAnswer = TConsentAnswers[string];

/** Who answered, for which order, against which version. */
export const ZCreateConsentResponseInput = z.strictObject({
  orderId: zBodyId(),
  consentFormId: zBodyId(),
  /** The version shown to the customer; another one answers 409 E_CONSENT_FORM_CHANGED. */
  versionId: zBodyId(),
  answers: ZConsentAnswers,
});
export type TCreateConsentResponseInput = z.input<typeof ZCreateConsentResponseInput>;

export const ZUpdateConsentResponseInput = z.strictObject({ answers: ZConsentAnswers });

/** The order a response was filled for. */
export const ZConsentOrderRef = z.object({
  id: z.number().int(),
  orderKey: z.string(),
  orderNumber: z.string(),
  shopName: z.string(),
  /** The visit's start (its first booking). */
  startTime: zTimestampOut(),
});

/** One correction: who made it, when, and the answers as they were before. */
export const ZConsentRevision = z.object({
  at: zTimestampOut(),
  byName: z.string(),
  /** Items whose answer changed, with their label in the version answered. */
  changed: z.array(
    z.object({ itemId: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() }),
  ),
});

/** A filled form: the exact version the customer saw, their answers and every correction. */
export const ZConsentResponse = z.object({
  id: z.number().int(),
  consentFormId: z.number().int(),
  version: z.number().int(),
  sellerName: z.string(),
  ...VERSION_CONTENT,
  answers: ZConsentAnswers,
  customer: z.object({ id: z.number().int(), name: z.string() }),
  order: ZConsentOrderRef.nullable(),
  createdAt: zTimestampOut(),
  updatedAt: zTimestampOut(),
  /** Still correctable: the visit has not started and the order is not cancelled. */
  editable: z.boolean(),
  /** Until when a ONCE form's response counts; null = no expiry or an EVERY_VISIT form. */
  validUntil: zTimestampOut().nullable(),
  revisions: z.array(ZConsentRevision),
});
export type TConsentResponse = z.infer<typeof ZConsentResponse>;
export const ZConsentResponseResponse = dataOf(ZConsentResponse);

/** A response in a list. */
export const ZConsentResponseSummary = ZConsentResponse.pick({
  id: true,
  consentFormId: true,
  version: true,
  title: true,
  order: true,
  createdAt: true,
  updatedAt: true,
  editable: true,
  validUntil: true,
});
export type TConsentResponseSummary = z.infer<typeof ZConsentResponseSummary>;
export const ZConsentResponseSummariesResponse = listOf(ZConsentResponseSummary);

/** A form the order needs, and whether a response already covers it. */
export const ZConsentFormStatus = z.object({
  consentFormId: z.number().int(),
  title: z.string(),
  due: z.enum(CONSENT_FORM_DUE),
  state: z.enum(CONSENT_FORM_STATES),
  /** The response that covers it (FILLED). */
  responseId: z.number().int().nullable(),
  filledAt: zTimestampOut().nullable(),
});
export type TConsentFormStatus = z.infer<typeof ZConsentFormStatus>;

export const ZConsentCheckInput = z.strictObject({ orderId: zBodyId() });
export const ZConsentCheckResponse = dataOf(
  z.object({ orderId: z.number().int(), forms: z.array(ZConsentFormStatus) }),
);

/** A form still missing for one of the customer's upcoming orders. */
export const ZConsentFormDue = ZConsentFormStatus.pick({
  consentFormId: true,
  title: true,
  due: true,
}).extend({ order: ZConsentOrderRef });
export type TConsentFormDueItem = z.infer<typeof ZConsentFormDue>;
export const ZConsentFormsDueResponse = listOf(ZConsentFormDue);

/** A customer's forms at the seller: what they filled and what their upcoming orders need. */
export const ZCustomerConsentForms = z.object({
  responses: z.array(ZConsentResponseSummary),
  due: z.array(ZConsentFormDue),
});
export const ZCustomerConsentFormsResponse = dataOf(ZCustomerConsentForms);

// Params

export const ZPublicConsentFormParams = idParams('consentFormId');
export const ZMyConsentParams = idParams('id');
export const ZMyConsentFormParams = idParams('id', 'consentFormId');
export const ZMyConsentResponseParams = idParams('id', 'responseId');
export const ZSellerOrderConsentParams = idParams('sellerId', 'orderId');
export const ZSellerCustomerConsentParams = idParams('sellerId', 'customerId');
export const ZSellerConsentResponseParams = idParams('sellerId', 'responseId');
/** POST under /v1/me/customers/{id}: the same as the top-level call, the customer checked too. */
export const ZMyCreateConsentResponseInput = ZCreateConsentResponseInput;
