import { ADMIN_ROLE_LABELS } from '@haoyue/contracts';
import { adminTime } from './labels';

/** What an audit row's action did, in words (unknown actions show as written). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.disable': '停用帳號',
  'user.enable': '恢復帳號',
  'user.sign_out': '登出所有裝置',
  'user.grant_admin': '設定管理權限',
  'user.revoke_admin': '移除管理權限',
  'shop.approve': '核准店家上架',
  'shop.reject': '退回店家申請',
  'shop.suspend': '停用店家',
  'shop.reinstate': '恢復店家',
  'shop.extend_licence': '延長店家授權',
  'shop.refund_system_order': '退款系統訂單',
  'industry.create': '新增產業',
  'industry.update': '修改產業',
  'industry.hide': '隱藏產業',
  'industry.show': '顯示產業',
  'industry.reorder': '調整產業順序',
  'line_channel.disable': '停用 LINE 頻道',
  'line_channel.enable': '恢復 LINE 頻道',
  'line_pay_application.approve': '核准 LINE Pay 申請',
  'line_pay_application.reject': '退回 LINE Pay 申請',
  'google_reserve.approve': '核准 Google 預約',
  'google_reserve.reject': '退回 Google 預約',
  'push_message.draft': '儲存推播草稿',
  'push_message.update': '修改推播草稿',
  'push_message.send': '發送推播',
  'push_message.schedule': '排程推播',
  'push_message.cancel': '取消推播',
  'chat_conversation.assign': '指派客服對話',
  'chat_conversation.close': '結束客服對話',
  'chat_conversation.reopen': '重新開啟客服對話',
  'chat_conversation.set_tags': '設定對話標籤',
  'chat_settings.update': '修改回覆設定',
  'chat_canned_reply.create': '新增快速回覆',
  'chat_canned_reply.update': '修改快速回覆',
  'chat_canned_reply.delete': '刪除快速回覆',
  'chat_tag.create': '新增對話標籤',
  'chat_tag.update': '修改對話標籤',
  'work_item.retry': '重試背景工作',
};

/** The changed fields' names, in words (others show as written). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  disabledAt: '停用時間',
  disabledReason: '停用原因',
  revokedTokens: '登出的登入數',
  adminRole: '管理角色',
  reviewStatus: '審核狀態',
  displayName: '名稱',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One before/after value for reading: times in Taiwan, roles by name, nothing as （無）. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '（無）';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') {
    if (field === 'adminRole' && value in ADMIN_ROLE_LABELS) {
      return ADMIN_ROLE_LABELS[value as keyof typeof ADMIN_ROLE_LABELS];
    }
    return ISO_INSTANT.test(value) ? adminTime(value) : value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The fields an audit row changed, each with its value before and after. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { field: string; label: string; before: string; after: string; hasBefore: boolean }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    label: AUDIT_FIELD_LABELS[field] ?? field,
    before: auditValue(field, before?.[field]),
    after: auditValue(field, after?.[field]),
    hasBefore: before !== null && field in before,
  }));
}
