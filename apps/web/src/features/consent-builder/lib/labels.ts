import { CONSENT_FORM_DUE_LABELS, type TSellerConsentForm } from '@haoyue/contracts';

/**
 * How long a response counts (`填寫後 365 天內有效`, `填寫後長期有效`); null for a form due
 * every visit, whose response is for that visit only.
 */
export function validityLabel(
  form: Pick<TSellerConsentForm, 'due' | 'validityDays'>,
): string | null {
  if (form.due === 'EVERY_VISIT') return null;
  return form.validityDays === null ? '填寫後長期有效' : `填寫後 ${form.validityDays} 天內有效`;
}

/** The due label of a form, e.g. 每位顧客填寫一次. */
export const dueLabel = (form: Pick<TSellerConsentForm, 'due'>) =>
  CONSENT_FORM_DUE_LABELS[form.due];

/** The editor's warning when saving makes a new version of an answered form, else null. */
export function newVersionNotice(
  form: Pick<TSellerConsentForm, 'responseCount' | 'version'> | null,
): string | null {
  if (!form || form.responseCount === 0) return null;
  return `已有 ${form.responseCount} 份填寫紀錄，儲存後將建立第 ${form.version + 1} 版，已填寫的內容保留原版本`;
}

/** What deleting a form does, for its confirmation. */
export function deleteNotice(form: Pick<TSellerConsentForm, 'title' | 'responseCount'>): string {
  return form.responseCount > 0
    ? `「${form.title}」已有 ${form.responseCount} 份填寫紀錄，刪除後會封存：顧客不會再看到這份同意書，已填寫的紀錄仍會保留。`
    : `確定要刪除「${form.title}」嗎？尚未有人填寫，刪除後無法復原。填寫過的同意書則會封存，紀錄仍會保留。`;
}
