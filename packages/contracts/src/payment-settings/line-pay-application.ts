import { z } from 'zod';
import { dataOf, idParams, zBodyId, zLine, zTimestampOut } from '../common';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from '../identity/rules';
import { valuesOf } from '../labelled-values';
import {
  isValidTaxId,
  TAX_ID_CHECKSUM_MESSAGE,
  TAX_ID_FORMAT_MESSAGE,
  TAX_ID_PATTERN,
} from './tax-id';

export * from './tax-id';

/** Where a seller's LINE Pay application stands (審核中 → 已核准 or 已退回, resubmitted). */
export const LINE_PAY_APPLICATION_STATUS_LABELS = {
  SUBMITTED: '審核中',
  APPROVED: '已核准',
  REJECTED: '已退回',
};
export const LINE_PAY_APPLICATION_STATUSES = valuesOf(LINE_PAY_APPLICATION_STATUS_LABELS);
export type TLinePayApplicationStatus = (typeof LINE_PAY_APPLICATION_STATUSES)[number];

/** Bank documents per application, and what one may be (images are re-encoded; PDFs kept). */
export const LINE_PAY_DOCUMENT_LIMIT = 5;
export const LINE_PAY_DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const LINE_PAY_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
/** A contact phone: digits, optionally a leading + and dashes (02-2345-6789, 0912345678). */
export const CONTACT_PHONE_PATTERN = /^\+?\d[\d-]{6,18}\d$/;

/** A unified business number (統一編號) typed in a form: eight digits passing the check rule. */
export const zTaxId = () =>
  z
    .string()
    .trim()
    .regex(TAX_ID_PATTERN, TAX_ID_FORMAT_MESSAGE)
    .refine(isValidTaxId, TAX_ID_CHECKSUM_MESSAGE);

/** What a seller sends: the business, whom LINE Pay may contact, the uploaded bank documents. */
export const ZLinePayApplicationInput = z.strictObject({
  businessName: zLine().min(1, '請輸入公司或商號名稱').max(100, '名稱最多 100 個字'),
  taxId: zTaxId(),
  contactName: zLine().min(1, '請輸入聯絡人姓名').max(50, '姓名最多 50 個字'),
  contactPhone: zLine().regex(CONTACT_PHONE_PATTERN, '請輸入正確的聯絡電話'),
  contactEmail: z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE }).max(200),
  documentIds: z
    .array(zBodyId())
    .min(1, '請上傳至少一份銀行文件（存摺封面等）')
    .max(LINE_PAY_DOCUMENT_LIMIT, `最多 ${LINE_PAY_DOCUMENT_LIMIT} 份文件`),
});
export type TLinePayApplicationInput = z.output<typeof ZLinePayApplicationInput>;

/** An uploaded bank document: its name and size only, never a URL (admins download it). */
export const ZLinePayDocument = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TLinePayDocument = z.infer<typeof ZLinePayDocument>;
export const ZLinePayDocumentResponse = dataOf(ZLinePayDocument);

export const ZLinePayApplication = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  status: z.enum(LINE_PAY_APPLICATION_STATUSES),
  businessName: z.string(),
  taxId: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  documents: z.array(ZLinePayDocument),
  /** Why it was sent back (shown to the seller while REJECTED). */
  rejectReason: z.string().nullable(),
  submittedAt: zTimestampOut(),
  decidedAt: zTimestampOut().nullable(),
});
export type TLinePayApplication = z.infer<typeof ZLinePayApplication>;
export const ZLinePayApplicationResponse = dataOf(ZLinePayApplication.nullable());
export const ZLinePayApplicationParams = idParams('sellerId');
