import { z } from 'zod';
import { dataOf, idParams, pageOf, pagingQuery, zLine, zParamId, zTimestampOut } from '../common';
import { zLocalDate } from '../booking/schemas';
import { ADMIN_PERMISSIONS, ADMIN_ROLES } from './roles';
import { valuesOf } from '../labelled-values';

/** Why an admin did something: asked of every write that changes what a user or seller sees. */
export const ADMIN_REASON_MAX_LENGTH = 200;
export const zAdminReason = () =>
  zLine()
    .min(1, '請填寫原因')
    .max(ADMIN_REASON_MAX_LENGTH, `原因最多 ${ADMIN_REASON_MAX_LENGTH} 字`);
export const ZAdminReasonRequest = z.strictObject({ reason: zAdminReason() });
export type TAdminReasonRequest = z.infer<typeof ZAdminReasonRequest>;

/**
 * The query of a queue admins review (LINE Pay applications, Reserve with Google enrolments):
 * one status or all, a text search (what it matches is the list call's to say), 20 a page.
 */
export function adminReviewQueueQuery<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.strictObject({
    status: z.enum(statuses).optional(),
    q: zLine().max(100).optional(),
    ...pagingQuery(20),
  });
}

const ZAdminPermission = z.enum(
  Object.keys(ADMIN_PERMISSIONS) as [
    keyof typeof ADMIN_PERMISSIONS,
    ...(keyof typeof ADMIN_PERMISSIONS)[],
  ],
);

/** A person by account, as the admin area names one: user id, display name, phone number. */
export const ZAdminPerson = z.object({
  userId: z.number().int(),
  displayName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

/** The signed-in admin: who, the role, and what it may do (the admin area's navigation). */
export const ZAdminMe = ZAdminPerson.extend({
  role: z.enum(ADMIN_ROLES),
  permissions: z.array(ZAdminPermission),
});
export type TAdminMe = z.infer<typeof ZAdminMe>;
export const ZAdminMeResponse = dataOf(ZAdminMe);

/** A platform administrator as the admins list shows one. */
export const ZAdminMember = ZAdminPerson.extend({
  role: z.enum(ADMIN_ROLES),
  grantedAt: zTimestampOut(),
});
export type TAdminMember = z.infer<typeof ZAdminMember>;
export const ZAdminMembersResponse = dataOf(z.array(ZAdminMember));

export const ZUserIdParams = idParams('userId');
/** A role to hold, or null to stop being an admin; with the reason the audit log keeps. */
export const ZSetAdminRoleRequest = z.strictObject({
  role: z.enum(ADMIN_ROLES, { error: '請選擇角色' }).nullable(),
  reason: zAdminReason(),
});
export type TSetAdminRoleRequest = z.infer<typeof ZSetAdminRoleRequest>;
export const ZAdminMemberResponse = dataOf(ZAdminMember.nullable());

/** What an audit row is about. */
export const ADMIN_AUDIT_TARGET_LABELS = {
  user: '使用者',
  seller: '商家',
  shop: '店家',
  industry: '產業',
  push_message: '推播訊息',
  line_channel: 'LINE 串接',
  line_pay_application: 'LINE Pay 申請',
  chat_conversation: '客服對話',
  chat_tag: '客服標籤',
  chat_canned_reply: '客服快捷回覆',
  chat_settings: '客服回覆設定',
  /** A work queue's item: its id is a uuid, kept in the row's before/after (target id 0). */
  work_item: '背景工作項目',
};
export const ADMIN_AUDIT_TARGETS = valuesOf(ADMIN_AUDIT_TARGET_LABELS);
export type TAdminAuditTarget = (typeof ADMIN_AUDIT_TARGETS)[number];

/** Changed fields, before and after: values as JSON (text, numbers, booleans, null). */
const ZChangedFields = z.record(z.string(), z.unknown()).nullable();

/** One audit row: who (null when the configuration or the grant command acted), what, on what. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: zTimestampOut(),
  admin: ZAdminPerson.nullable(),
  /** The admin's role when acting, or SYSTEM. */
  role: z.string(),
  /** `<target>.<verb>`, e.g. `user.disable`, `shop.approve`. */
  action: z.string(),
  targetType: z.enum(ADMIN_AUDIT_TARGETS),
  targetId: z.number().int(),
  reason: z.string().nullable(),
  before: ZChangedFields,
  after: ZChangedFields,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z
  .strictObject({
    adminId: zParamId().optional(),
    targetType: z.enum(ADMIN_AUDIT_TARGETS).optional(),
    targetId: zParamId().optional(),
    /** Days in Asia/Taipei, both included. */
    from: zLocalDate().optional(),
    to: zLocalDate().optional(),
    ...pagingQuery(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: '開始日期不可晚於結束日期',
    path: ['to'],
  });
export type TAuditQuery = z.infer<typeof ZAuditQuery>;
export const ZAuditResponse = pageOf(ZAuditEntry);
