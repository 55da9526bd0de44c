// The editor checks a draft with the contract's own schema (ZConsentFormInput, decision 019);
// this file only says where an error the API pins on a field is shown.

/** Errors of the editor (zh-TW) keyed as the API names the fields: `title`, `items.2.label`… */
export type DraftErrors = Partial<Record<string, string>>;

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
