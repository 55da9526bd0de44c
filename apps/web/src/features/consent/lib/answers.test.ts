import type { TConsentFormItem } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  initialAnswers,
  isRealDate,
  itemOfErrorField,
  toApiAnswers,
  validateAnswers,
} from './answers';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

function item(
  id: string,
  kind: TConsentFormItem['kind'],
  extra: Partial<TConsentFormItem> = {},
): TConsentFormItem {
  return {
    id,
    kind,
    label: extra.label ?? id,
    description: '',
    required: true,
    options: [],
    terms: '',
    ...extra,
  };
}

const ITEMS: TConsentFormItem[] = [
  item('name', 'SHORT_TEXT', { label: '姓名' }),
  item('notes', 'LONG_TEXT', { label: '備註', required: false }),
  item('visit', 'SINGLE_CHOICE', { label: '來店次數', options: ['第一次', '回訪'] }),
  item('allergy', 'MULTIPLE_CHOICE', { label: '過敏史', options: ['乳膠', '睫毛膠', '無'] }),
  item('birth', 'DATE', { label: '生日' }),
  item('pregnant', 'YES_NO', { label: '是否懷孕' }),
  item('agree', 'AGREEMENT', { label: '施作風險', terms: '可能紅腫' }),
  item('sign', 'SIGNATURE', { label: '簽名' }),
];

const FILLED = {
  name: ' 王小美 ',
  notes: '第一行\r\n第二行  ',
  visit: '第一次',
  allergy: ['睫毛膠', '乳膠'],
  birth: '2020-05-01',
  pregnant: false,
  agree: true,
  sign: SIGNATURE,
};

describe('consent answers', () => {
  it('a fresh form is empty, and fails on every required item naming it', () => {
    const empty = initialAnswers(ITEMS);
    expect(empty).toEqual({
      name: '',
      notes: '',
      visit: null,
      allergy: [],
      birth: '',
      pregnant: null,
      agree: false,
      sign: null,
    });
    const errors = validateAnswers(ITEMS, empty);
    expect(Object.keys(errors).sort()).toEqual(
      ['agree', 'allergy', 'birth', 'name', 'pregnant', 'sign', 'visit'].sort(),
    );
    expect(errors.name).toBe('「姓名」為必填');
    expect(errors.birth).toBe('「生日」為必填');
    expect(errors.pregnant).toBe('「是否懷孕」為必填');
    expect(errors.sign).toBe('「簽名」為必填');
    expect(errors.agree).toBe('請勾選同意「施作風險」');
  });

  it('a filled form passes; a NO is an answer; blank text is no answer', () => {
    expect(validateAnswers(ITEMS, FILLED)).toEqual({});
    expect(checkAnswer(ITEMS[0]!, '   ')).toBe('「姓名」為必填');
    expect(checkAnswer(ITEMS[1]!, '   ')).toBeNull(); // optional
  });

  it('mirrors the API: choices offered, real dates, one-line short text, lengths, PNG signature', () => {
    const [name, notes, visit, allergy, birth, , , sign] = ITEMS as [
      TConsentFormItem,
      ...TConsentFormItem[],
    ];
    expect(checkAnswer(visit!, '其他')).toBe('「來店次數」請從選項中選擇');
    expect(checkAnswer(allergy!, ['乳膠', '花粉'])).toBe('「過敏史」請從選項中選擇');
    expect(checkAnswer(birth!, '2026-02-30')).toBe('「生日」的日期不正確');
    expect(checkAnswer(birth!, '1990-05-01')).toBeNull();
    expect(checkAnswer(birth!, '1899-12-31')).toBe(
      '「生日」日期需介於 1900-01-01 至 2100-12-31 之間',
    );
    expect(checkAnswer(name, 'a\nb')).toBe('「姓名」不可包含換行或控制字元');
    expect(checkAnswer(name, 'x'.repeat(201))).toBe('「姓名」最多 200 個字');
    expect(checkAnswer(notes!, 'x'.repeat(2001))).toBe('「備註」最多 2000 個字');
    expect(checkAnswer(notes!, '第一行\n第二行')).toBeNull();
    expect(checkAnswer(sign!, 'data:image/jpeg;base64,AAAA')).toBe(
      '「簽名」需為手寫簽名的 PNG 圖檔',
    );
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
  });

  it('an agreement counts only when ticked; an optional one may stay unticked', () => {
    const required = ITEMS[6]!;
    expect(checkAnswer(required, false)).toBe('請勾選同意「施作風險」');
    expect(checkAnswer(required, true)).toBeNull();
    expect(checkAnswer({ ...required, required: false }, false)).toBeNull();
  });

  it('sends cleaned answers: trimmed, line breaks kept, choices in order, empties null', () => {
    expect(toApiAnswers(ITEMS, FILLED)).toEqual({
      name: '王小美',
      notes: '第一行\n第二行',
      visit: '第一次',
      allergy: ['乳膠', '睫毛膠'],
      birth: '2020-05-01',
      pregnant: false,
      agree: true,
      sign: SIGNATURE,
    });
    const sparse = toApiAnswers(ITEMS, { ...initialAnswers(ITEMS), stray: 'x' });
    expect(sparse).toEqual({
      name: null,
      notes: null,
      visit: null,
      allergy: null,
      birth: null,
      pregnant: null,
      agree: false,
      sign: null,
    });
  });

  it('restores saved answers only where they fit the item', () => {
    const restored = initialAnswers(ITEMS, {
      ...FILLED,
      visit: '已刪除的選項',
      pregnant: 'yes',
      sign: 'https://example.com/x.png',
      gone: 'an item no longer on the form',
    });
    expect(restored.name).toBe(' 王小美 ');
    expect(restored.visit).toBeNull();
    expect(restored.pregnant).toBeNull();
    expect(restored.sign).toBeNull();
    expect('gone' in restored).toBe(false);
  });

  it('reads the item out of an API error field', () => {
    expect(itemOfErrorField('answers.sign')).toBe('sign');
    expect(itemOfErrorField('answers.allergy.1')).toBe('allergy');
    expect(itemOfErrorField('answers')).toBeNull();
    expect(itemOfErrorField(null)).toBeNull();
  });
});
