import { z } from 'zod';
import {
  CHECK_ANY_OBJECT,
  dataOf,
  idParams,
  zLine,
  zMultilineText,
  zTimestampOut,
} from '../common';
import {
  BANK_ACCOUNT_PATTERN,
  BANK_CODE_PATTERN,
  LINE_PAY_CHANNEL_ID_PATTERN,
  LINE_PAY_CHANNEL_SECRET_PATTERN,
  LINE_PAY_ENVIRONMENTS,
  ONLINE_PAYMENT_METHODS,
  PAYMENT_SETTING_LIMITS as L,
} from '../payment-constants';

// ---------------------------------------------------------------------------------------------
// A shop's payment settings: methods accepted online, transfer account, refund policy

/** The account customers transfer a prepayment to (shown with a copy button). */
export const ZBankTransferAccount = z.strictObject({
  bankCode: z.string().regex(BANK_CODE_PATTERN, '銀行代碼為 3 位數字'),
  bankName: zLine().min(1, '請輸入銀行名稱').max(L.bankName, `銀行名稱最多 ${L.bankName} 個字`),
  branch: zLine().max(L.bankBranch, `分行名稱最多 ${L.bankBranch} 個字`).default(''),
  accountNumber: z.string().regex(BANK_ACCOUNT_PATTERN, '帳號為 10 到 16 位數字'),
  accountHolder: zLine()
    .min(1, '請輸入戶名')
    .max(L.accountHolder, `戶名最多 ${L.accountHolder} 個字`),
  /** Shown under the account (e.g. 轉帳後請回報帳號末五碼). */
  note: zMultilineText(z.string().max(L.note, `備註最多 ${L.note} 個字`)).default(''),
});
export type TBankTransferAccount = z.output<typeof ZBankTransferAccount>;
/** The same account as answered (no input cleaning, so it serialises as stored). */
export const ZBankTransferAccountOut = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  branch: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  note: z.string(),
});

/**
 * Refunds when a customer cancels: the whole prepayment until `fullRefundHoursBefore` hours
 * before the start; later, `lateRefundPercent` of it (0 = the shop keeps it). A shop's own
 * cancellation always refunds in full.
 */
export const ZRefundPolicy = z.strictObject({
  fullRefundHoursBefore: z
    .number()
    .int()
    .min(0)
    .max(L.refundFullHoursBefore, `需介於 0 到 ${L.refundFullHoursBefore} 小時`),
  lateRefundPercent: z.number().int().min(0, '需介於 0 到 100').max(100, '需介於 0 到 100'),
});
export type TRefundPolicy = z.infer<typeof ZRefundPolicy>;

export const ZShopPaymentSettingsInput = z
  .strictObject({
    /** Methods customers may pay online with; LINE Pay needs the seller's channel set. */
    methods: z
      .array(z.enum(ONLINE_PAYMENT_METHODS))
      .max(ONLINE_PAYMENT_METHODS.length)
      .refine((m) => new Set(m).size === m.length, '付款方式重複'),
    /** Required when BANK_TRANSFER is accepted. */
    bankTransfer: ZBankTransferAccount.nullable(),
    refundPolicy: ZRefundPolicy,
    /** Customers may pay the rest of a confirmed order online (orders:pay); omitted: unchanged. */
    allowOnlineBalance: z.boolean().optional(),
  })
  .superRefine((s, ctx) => {
    if (Array.isArray(s.methods) && s.methods.includes('BANK_TRANSFER') && !s.bankTransfer) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankTransfer'],
        message: '接受銀行轉帳時請填寫匯款帳戶',
      });
    }
  }, CHECK_ANY_OBJECT);
export type TShopPaymentSettingsInput = z.input<typeof ZShopPaymentSettingsInput>;

export const ZShopPaymentSettings = z.object({
  shopId: z.number().int(),
  methods: z.array(z.enum(ONLINE_PAYMENT_METHODS)),
  bankTransfer: ZBankTransferAccountOut.nullable(),
  refundPolicy: z.object({
    fullRefundHoursBefore: z.number().int(),
    lateRefundPercent: z.number().int(),
  }),
  /** Customers may pay the rest of a confirmed order online (LINE Pay, stored value). */
  allowOnlineBalance: z.boolean(),
  /** Whether the seller's LINE Pay channel is set (LINE_PAY is offered only then). */
  linePayReady: z.boolean(),
  updatedAt: zTimestampOut().nullable(),
});
export type TShopPaymentSettings = z.infer<typeof ZShopPaymentSettings>;
export const ZShopPaymentSettingsResponse = dataOf(ZShopPaymentSettings);
export const ZShopPaymentSettingsParams = idParams('sellerId', 'shopId');

// ---------------------------------------------------------------------------------------------
// The seller's LINE Pay channel

export const ZLinePaySettingsParams = idParams('sellerId');

export const ZLinePaySettingsInput = z.strictObject({
  channelId: z.string().regex(LINE_PAY_CHANNEL_ID_PATTERN, 'Channel ID 為 10 位數字'),
  /** Omitted to keep the stored secret (it is never sent back). */
  channelSecret: z
    .string()
    .regex(LINE_PAY_CHANNEL_SECRET_PATTERN, 'Channel Secret 為 32 個英數字')
    .optional(),
  environment: z.enum(LINE_PAY_ENVIRONMENTS),
});
export type TLinePaySettingsInput = z.input<typeof ZLinePaySettingsInput>;

/** What the dashboard sees of the channel: never the secret. */
export const ZLinePaySettings = z.object({
  configured: z.boolean(),
  channelId: z.string().nullable(),
  environment: z.enum(LINE_PAY_ENVIRONMENTS).nullable(),
  /** The last 4 characters of the stored secret, to tell which one it is. */
  secretHint: z.string().nullable(),
  /** When a test call last succeeded with these credentials. */
  verifiedAt: zTimestampOut().nullable(),
  updatedAt: zTimestampOut().nullable(),
});
export type TLinePaySettings = z.infer<typeof ZLinePaySettings>;
export const ZLinePaySettingsResponse = dataOf(ZLinePaySettings);

/** A signed call to LINE Pay with the stored channel: accepted or refused, and why. */
export const ZLinePayTestResponse = dataOf(
  z.object({
    ok: z.boolean(),
    /** LINE Pay's return code, or null when LINE Pay did not answer. */
    returnCode: z.string().nullable(),
    message: z.string(),
  }),
);
