import type { TSellerConsentForm } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftReducer,
  emptyDraft,
  type FormDraft,
  inputOf,
  type ItemDraft,
  newItem,
} from './form-draft';

const saved: TSellerConsentForm = {
  id: 7,
  title: '美睫施作同意書',
  introduction: '施作前請詳閱。\n謝謝配合。',
  items: [
    {
      id: 'allergy',
      kind: 'SINGLE_CHOICE',
      label: '是否有過敏',
      description: '',
      required: true,
      options: ['有', '沒有'],
      terms: '',
    },
    {
      id: 'sign',
      kind: 'SIGNATURE',
      label: '簽名',
      description: '',
      required: true,
      options: [],
      terms: '',
    },
  ],
  version: 2,
  due: 'ONCE',
  validityDays: 365,
  services: [{ id: 11, name: '嫁接睫毛', shopName: '大安店' }],
  responseCount: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const withItems = (...items: ItemDraft[]): FormDraft => ({ ...emptyDraft(), items });
const ids = (draft: FormDraft) => draft.items.map((i) => i.id);

describe('the editor draft', () => {
  it('opens a saved form with its item ids kept and services as the select values', () => {
    const draft = draftOf(saved);
    expect(ids(draft)).toEqual(['allergy', 'sign']);
    expect(draft.serviceIds).toEqual(['11']);
    expect(draft.validityDays).toBe(365);
    expect(draftOf({ ...saved, validityDays: null }).validityDays).toBe('');
  });

  it('starts choice items with two empty options, others with none', () => {
    expect(newItem('MULTIPLE_CHOICE', 'a').options).toEqual(['', '']);
    expect(newItem('AGREEMENT', 'b').options).toEqual([]);
    expect(newItem('DATE', 'c').required).toBe(true);
  });

  it('adds, updates and removes items', () => {
    let draft = draftReducer(emptyDraft(), { type: 'addItem', item: newItem('SHORT_TEXT', 'a') });
    draft = draftReducer(draft, { type: 'addItem', item: newItem('YES_NO', 'b') });
    draft = draftReducer(draft, { type: 'updateItem', index: 1, change: { label: '懷孕中？' } });
    expect(draft.items[1]!.label).toBe('懷孕中？');
    draft = draftReducer(draft, { type: 'removeItem', index: 0 });
    expect(ids(draft)).toEqual(['b']);
  });

  it('moves an item up and down, and ignores moves past either end', () => {
    const draft = withItems(newItem('DATE', 'a'), newItem('DATE', 'b'), newItem('DATE', 'c'));
    expect(ids(draftReducer(draft, { type: 'moveItem', from: 2, to: 1 }))).toEqual(['a', 'c', 'b']);
    expect(ids(draftReducer(draft, { type: 'moveItem', from: 0, to: 1 }))).toEqual(['b', 'a', 'c']);
    expect(draftReducer(draft, { type: 'moveItem', from: 0, to: -1 })).toBe(draft);
    expect(draftReducer(draft, { type: 'moveItem', from: 2, to: 3 })).toBe(draft);
  });

  it('edits a choice item’s options', () => {
    let draft = withItems(newItem('SINGLE_CHOICE', 'a'));
    draft = draftReducer(draft, { type: 'updateOption', index: 0, option: 1, value: '否' });
    draft = draftReducer(draft, { type: 'addOption', index: 0 });
    expect(draft.items[0]!.options).toEqual(['', '否', '']);
    draft = draftReducer(draft, { type: 'removeOption', index: 0, option: 0 });
    expect(draft.items[0]!.options).toEqual(['否', '']);
    expect(draftReducer(draft, { type: 'updateOption', index: 0, option: 5, value: 'x' })).toEqual(
      draft,
    );
  });

  it('leaves the draft alone for an item that is not there', () => {
    const draft = withItems(newItem('DATE', 'a'));
    expect(draftReducer(draft, { type: 'updateItem', index: 3, change: { label: 'x' } })).toBe(
      draft,
    );
    expect(draftReducer(draft, { type: 'removeItem', index: 3 })).toBe(draft);
  });

  it('makes the API body: trimmed, options only on choices, terms only on agreements', () => {
    const agreement = { ...newItem('AGREEMENT', 'c'), label: ' 同意 ', terms: ' 條款 \n' };
    const text = { ...newItem('SHORT_TEXT', 'd'), label: '藥物', options: ['stale'], terms: 'x' };
    const choice = { ...newItem('SINGLE_CHOICE', 'e'), label: '膚質', options: [' 油 ', '乾'] };
    const body = inputOf({
      ...emptyDraft(),
      title: '  表單 ',
      serviceIds: ['3', '4'],
      validityDays: 30,
      items: [agreement, text, choice],
    });
    expect(body.title).toBe('表單');
    expect(body.serviceIds).toEqual([3, 4]);
    expect(body.validityDays).toBe(30);
    expect(body.items).toEqual([
      {
        id: 'c',
        kind: 'AGREEMENT',
        label: '同意',
        description: '',
        required: true,
        options: [],
        terms: '條款',
      },
      {
        id: 'd',
        kind: 'SHORT_TEXT',
        label: '藥物',
        description: '',
        required: true,
        options: [],
        terms: '',
      },
      {
        id: 'e',
        kind: 'SINGLE_CHOICE',
        label: '膚質',
        description: '',
        required: true,
        options: ['油', '乾'],
        terms: '',
      },
    ]);
  });

  it('sends no validity for a form due every visit, and none when left empty', () => {
    expect(inputOf({ ...emptyDraft(), due: 'EVERY_VISIT', validityDays: 365 }).validityDays).toBe(
      null,
    );
    expect(inputOf({ ...emptyDraft(), validityDays: '' }).validityDays).toBe(null);
  });
});
