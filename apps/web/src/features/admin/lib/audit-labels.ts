import { ADMIN_ROLE_LABELS } from '@haoyue/contracts';
import { adminTime } from './labels';

/** What an audit row's action did, in words (unknown actions show as written). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.disable': '停用帳號',
  'user.enable': '恢復帳號',
  'user.sign_out': '登出所有裝置',
  'user.grant_admin': '設定管理權限',
  'user.revoke_admin': '移除管理權限',
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
