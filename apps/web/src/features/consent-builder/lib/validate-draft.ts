import { CONSENT_LIMITS as L, isSingleLine, SINGLE_LINE_MESSAGE } from '@haoyue/contracts';
import { type FormDraft, isChoiceKind } from './form-draft';

/** Errors of the editor (zh-TW) keyed as the API names the fields: `title`, `items.2.label`… */
export type DraftErrors = Partial<Record<string, string>>;

/** The length the API measures: multi-line text loses its trailing spaces and `\r`. */
const multilineLength = (text: string) => text.replace(/\r\n?/g, '\n').trim().length;

/** A single-line text's fault, or null: required, length, no line break. */
function lineFault(text: string, max: number, empty: string, tooLong: string): string | null {
  const value = text.trim();
  if (value === '') return empty;
  if (!isSingleLine(value)) return SINGLE_LINE_MESSAGE;
  return value.length > max ? tooLong : null;
}

/**
 * The editor's own check before saving: the rules of `ZConsentFormInput` with its messages, each
 * under the field it concerns, so the seller fixes everything before the API is asked.
 */
export function validateDraft(draft: FormDraft): DraftErrors {
  const errors: DraftErrors = {};
  const put = (key: string, message: string | null) => {
    if (message && !errors[key]) errors[key] = message;
  };

  put('title', lineFault(draft.title, L.title, '請輸入同意書名稱', `名稱最多 ${L.title} 個字`));
  if (multilineLength(draft.introduction) > L.introduction) {
    put('introduction', `前言最多 ${L.introduction} 個字`);
  }
  if (draft.due === 'ONCE' && draft.validityDays !== '') {
    const days = draft.validityDays;
    if (!Number.isInteger(days) || days < 1 || days > L.validityDays) {
      put('validityDays', `有效天數需介於 1 到 ${L.validityDays} 天`);
    }
  }
  if (draft.serviceIds.length > L.services) {
    put('serviceIds', `最多可套用 ${L.services} 個服務`);
  }

  if (draft.items.length === 0) put('items', '請至少新增一個項目');
  if (draft.items.length > L.items) put('items', `項目最多 ${L.items} 個`);
  draft.items.forEach((item, i) => {
    const at = `items.${i}`;
    put(`${at}.label`, lineFault(item.label, L.label, '請輸入題目', `題目最多 ${L.label} 個字`));
    if (multilineLength(item.description) > L.description) {
      put(`${at}.description`, `說明最多 ${L.description} 個字`);
    }
    if (isChoiceKind(item.kind)) {
      const options = item.options.map((o) => o.trim());
      options.forEach((option, j) => {
        put(
          `${at}.options.${j}`,
          lineFault(option, L.option, '選項不可空白', `選項最多 ${L.option} 個字`),
        );
      });
      if (options.length < 2) put(`${at}.options`, '選擇題至少需要兩個選項');
      else if (options.length > L.options) put(`${at}.options`, `選項最多 ${L.options} 個`);
      else if (new Set(options.filter(Boolean)).size !== options.filter(Boolean).length) {
        put(`${at}.options`, '選項不可重複');
      }
    }
    if (item.kind === 'AGREEMENT') {
      const length = multilineLength(item.terms);
      if (length === 0) put(`${at}.terms`, '請輸入條款內容');
      else if (length > L.terms) put(`${at}.terms`, `條款內容最多 ${L.terms} 個字`);
    }
  });
  return errors;
}

/**
 * Where the editor shows an error the API pinned on a field: the field's own key when the editor
 * has that field, else the nearest one it has (an option's error under its item's options).
 */
export function errorKeyOf(field: string): string {
  const item = /^items\.(\d+)\.([a-z]+)(?:\.(\d+))?/i.exec(field);
  if (item) {
    const [, index, name, option] = item;
    if (name === 'options' && option !== undefined) return `items.${index}.options.${option}`;
    if (['label', 'description', 'options', 'terms'].includes(name!)) {
      return `items.${index}.${name}`;
    }
    return 'items';
  }
  const top = field.split('.')[0]!;
  return ['title', 'introduction', 'due', 'validityDays', 'serviceIds', 'items'].includes(top)
    ? top
    : '';
}
