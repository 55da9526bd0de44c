import { CONSENT_LIMITS, ZConsentFormInput } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type FormDraft, inputOf, newItem } from './form-draft';
import { errorKeyOf, validateDraft } from './validate-draft';

/** A draft the API accepts: one of every kind, filled in. */
function validDraft(): FormDraft {
  return {
    ...emptyDraft(),
    title: '美睫施作同意書',
    items: [
      { ...newItem('SHORT_TEXT', 'a'), label: '過敏藥物' },
      { ...newItem('LONG_TEXT', 'b'), label: '病史' },
      { ...newItem('SINGLE_CHOICE', 'c'), label: '膚質', options: ['油性', '乾性'] },
      { ...newItem('MULTIPLE_CHOICE', 'd'), label: '不適', options: ['眼睛癢', '紅腫', '無'] },
      { ...newItem('DATE', 'e'), label: '上次施作' },
      { ...newItem('YES_NO', 'f'), label: '配戴隱形眼鏡' },
      { ...newItem('AGREEMENT', 'g'), label: '同意條款', terms: '施作可能造成不適。' },
      { ...newItem('SIGNATURE', 'h'), label: '簽名' },
    ],
  };
}

describe('validateDraft (the editor mirrors ZConsentFormInput)', () => {
  it('passes a complete draft, which the contract accepts too', () => {
    const draft = validDraft();
    expect(validateDraft(draft)).toEqual({});
    expect(ZConsentFormInput.safeParse(inputOf(draft)).success).toBe(true);
  });

  it('names each fault under its field, with the contract’s message', () => {
    const draft = validDraft();
    draft.title = '  ';
    draft.items[0]!.label = '';
    draft.items[2]!.options = ['油性', ''];
    draft.items[3]!.options = ['紅腫', '紅腫'];
    draft.items[6]!.terms = '\n ';
    const errors = validateDraft(draft);
    expect(errors).toEqual({
      title: '請輸入同意書名稱',
      'items.0.label': '請輸入題目',
      'items.2.options.1': '選項不可空白',
      'items.3.options': '選項不可重複',
      'items.6.terms': '請輸入條款內容',
    });
    // The contract refuses the same draft.
    expect(ZConsentFormInput.safeParse(inputOf(draft)).success).toBe(false);
  });

  it('needs at least one item, and two options on a choice', () => {
    expect(validateDraft({ ...validDraft(), items: [] }).items).toBe('請至少新增一個項目');
    const one = {
      ...validDraft(),
      items: [{ ...newItem('SINGLE_CHOICE', 'a'), label: 'x', options: ['甲'] }],
    };
    expect(validateDraft(one)['items.0.options']).toBe('選擇題至少需要兩個選項');
  });

  it('checks lengths at the contract’s limits', () => {
    const draft = validDraft();
    draft.title = '字'.repeat(CONSENT_LIMITS.title);
    expect(validateDraft(draft).title).toBeUndefined();
    draft.title = '字'.repeat(CONSENT_LIMITS.title + 1);
    expect(validateDraft(draft).title).toBe(`名稱最多 ${CONSENT_LIMITS.title} 個字`);
  });

  it('checks the validity days of a form due once only', () => {
    const draft = { ...validDraft(), validityDays: 0 };
    expect(validateDraft(draft).validityDays).toBe('有效天數需介於 1 到 3650 天');
    expect(validateDraft({ ...draft, validityDays: 3651 }).validityDays).toBeDefined();
    expect(validateDraft({ ...draft, validityDays: 365 }).validityDays).toBeUndefined();
    expect(validateDraft({ ...draft, due: 'EVERY_VISIT' }).validityDays).toBeUndefined();
  });
});

describe('errorKeyOf (where an API error is shown)', () => {
  it('keeps the fields the editor has', () => {
    expect(errorKeyOf('title')).toBe('title');
    expect(errorKeyOf('items.3.label')).toBe('items.3.label');
    expect(errorKeyOf('items.3.options.1')).toBe('items.3.options.1');
    expect(errorKeyOf('serviceIds.2')).toBe('serviceIds');
  });

  it('puts an item’s other faults on the items, and unknown fields nowhere (a notice)', () => {
    expect(errorKeyOf('items.3.id')).toBe('items');
    expect(errorKeyOf('items')).toBe('items');
    expect(errorKeyOf('somethingElse')).toBe('');
  });
});
