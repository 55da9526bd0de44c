import {
  CONSENT_CHOICE_KINDS,
  type TConsentFormDue,
  type TConsentFormInput,
  type TConsentItemKind,
  type TSellerConsentForm,
} from '@haoyue/contracts';

// The consent-form editor's state: what the seller is typing, kept apart from the body the API
// takes (numbers as typed, services as the multi-select's strings, options of every item).

/** One item as the editor holds it. */
export interface ItemDraft {
  /** Kept from the saved form; a new item gets a fresh one (see `newItemId`). */
  id: string;
  kind: TConsentItemKind;
  label: string;
  description: string;
  required: boolean;
  /** Choice kinds only; the others keep an empty list. */
  options: string[];
  /** AGREEMENT only. */
  terms: string;
}

/** The whole form as the editor holds it. */
export interface FormDraft {
  title: string;
  introduction: string;
  due: TConsentFormDue;
  /** Empty while not set (no expiry). */
  validityDays: number | '';
  /** The multi-select's values: service ids as strings. */
  serviceIds: string[];
  items: ItemDraft[];
}

/** Whether items of `kind` offer options to choose from. */
export const isChoiceKind = (kind: TConsentItemKind) => CONSENT_CHOICE_KINDS.includes(kind);

/** A new form: due once per customer, no expiry, no item yet. */
export function emptyDraft(): FormDraft {
  return {
    title: '',
    introduction: '',
    due: 'ONCE',
    validityDays: '',
    serviceIds: [],
    items: [],
  };
}

/** The editor's state for a saved form (its current version). */
export function draftOf(form: TSellerConsentForm): FormDraft {
  return {
    title: form.title,
    introduction: form.introduction,
    due: form.due,
    validityDays: form.validityDays ?? '',
    serviceIds: form.services.map((s) => String(s.id)),
    items: form.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      label: item.label,
      description: item.description,
      required: item.required,
      options: [...item.options],
      terms: item.terms,
    })),
  };
}

/**
 * A new item of `kind`: required (a consent form's questions mostly are), two empty options for
 * a choice, the rest empty.
 */
export function newItem(kind: TConsentItemKind, id: string): ItemDraft {
  return {
    id,
    kind,
    label: '',
    description: '',
    required: true,
    options: isChoiceKind(kind) ? ['', ''] : [],
    terms: '',
  };
}

/** What the editor does to its draft. */
export type DraftAction =
  | { type: 'set'; change: Partial<Omit<FormDraft, 'items'>> }
  | { type: 'addItem'; item: ItemDraft }
  | { type: 'updateItem'; index: number; change: Partial<Omit<ItemDraft, 'id' | 'kind'>> }
  | { type: 'removeItem'; index: number }
  | { type: 'moveItem'; from: number; to: number }
  | { type: 'addOption'; index: number }
  | { type: 'updateOption'; index: number; option: number; value: string }
  | { type: 'removeOption'; index: number; option: number }
  | { type: 'reset'; draft: FormDraft };

function withItem(draft: FormDraft, index: number, change: (item: ItemDraft) => ItemDraft) {
  const item = draft.items[index];
  if (!item) return draft;
  const items = [...draft.items];
  items[index] = change(item);
  return { ...draft, items };
}

/** The editor's reducer: every change of the draft, pure. Out-of-range indexes change nothing. */
export function draftReducer(draft: FormDraft, action: DraftAction): FormDraft {
  switch (action.type) {
    case 'set':
      return { ...draft, ...action.change };
    case 'addItem':
      return { ...draft, items: [...draft.items, action.item] };
    case 'updateItem':
      return withItem(draft, action.index, (item) => ({ ...item, ...action.change }));
    case 'removeItem':
      if (!draft.items[action.index]) return draft;
      return { ...draft, items: draft.items.filter((_, i) => i !== action.index) };
    case 'moveItem': {
      const { from, to } = action;
      const count = draft.items.length;
      if (from === to || from < 0 || to < 0 || from >= count || to >= count) return draft;
      const items = [...draft.items];
      const [moved] = items.splice(from, 1);
      items.splice(to, 0, moved!);
      return { ...draft, items };
    }
    case 'addOption':
      return withItem(draft, action.index, (item) => ({ ...item, options: [...item.options, ''] }));
    case 'updateOption':
      return withItem(draft, action.index, (item) =>
        action.option < 0 || action.option >= item.options.length
          ? item
          : {
              ...item,
              options: item.options.map((o, i) => (i === action.option ? action.value : o)),
            },
      );
    case 'removeOption':
      return withItem(draft, action.index, (item) => ({
        ...item,
        options: item.options.filter((_, i) => i !== action.option),
      }));
    case 'reset':
      return action.draft;
  }
}

/**
 * The body the API takes from a draft: text trimmed, options only on choices and terms only on
 * an agreement, the validity only for a form due once (an every-visit form has no expiry).
 */
export function inputOf(draft: FormDraft): TConsentFormInput {
  return {
    title: draft.title.trim(),
    introduction: draft.introduction.trim(),
    due: draft.due,
    validityDays: draft.due === 'ONCE' && draft.validityDays !== '' ? draft.validityDays : null,
    serviceIds: draft.serviceIds.map(Number),
    items: draft.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      label: item.label.trim(),
      description: item.description.trim(),
      required: item.required,
      options: isChoiceKind(item.kind) ? item.options.map((o) => o.trim()) : [],
      terms: item.kind === 'AGREEMENT' ? item.terms.trim() : '',
    })),
  };
}
