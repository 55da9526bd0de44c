import type { TConsentFormItem } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { changedItemIds, checkAnswers, isRealDate, isSignatureDataUrl } from './answers';

const item = (
  id: string,
  kind: TConsentFormItem['kind'],
  over: Partial<TConsentFormItem> = {},
): TConsentFormItem => ({
  id,
  kind,
  label: `題目${id}`,
  description: '',
  required: false,
  options: [],
  terms: '',
  ...over,
});

const ITEMS: TConsentFormItem[] = [
  item('short', 'SHORT_TEXT', { label: '姓名', required: true }),
  item('long', 'LONG_TEXT', { label: '說明' }),
  item('one', 'SINGLE_CHOICE', { label: '膚質', options: ['乾性', '油性'] }),
  item('many', 'MULTIPLE_CHOICE', { label: '過敏', options: ['膠水', '乳膠', '酒精'] }),
  item('day', 'DATE', { label: '日期' }),
  item('yes', 'YES_NO', { label: '懷孕' }),
  item('agree', 'AGREEMENT', { label: '條款', required: true, terms: '同意' }),
  item('sign', 'SIGNATURE', { label: '簽名' }),
];
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const VALID = { short: '王小美', agree: true };

/** The 400 a set of answers gets: its field and message. */
function refusal(answers: Record<string, unknown>, items = ITEMS) {
  try {
    checkAnswers(items, answers);
  } catch (error) {
    const e = error as { statusCode: number; code: string; field: string; message: string };
    return { status: e.statusCode, code: e.code, field: e.field, message: e.message };
  }
  throw new Error('accepted');
}

describe('checkAnswers', () => {
  it('keeps every kind normalised and leaves empty optional answers out', () => {
    const kept = checkAnswers(ITEMS, {
      short: '  王小美  ',
      long: '第一行\r\n<b>第二行</b>\n\n\n\n第三行  ',
      one: '油性',
      many: ['酒精', '膠水'],
      day: '2026-02-28',
      yes: false,
      agree: true,
      sign: PNG,
    });
    expect(kept).toEqual({
      short: '王小美',
      long: '第一行\n第二行\n\n第三行',
      one: '油性',
      many: ['膠水', '酒精'],
      day: '2026-02-28',
      yes: false,
      agree: true,
      sign: PNG,
    });
    expect(
      checkAnswers(ITEMS, {
        ...VALID,
        long: '   ',
        one: '',
        many: [],
        day: null,
        yes: null,
        sign: '',
      }),
    ).toEqual({ short: '王小美', agree: true });
  });

  it('refuses an item the version does not have', () => {
    expect(refusal({ ...VALID, ghost: 'x' })).toMatchObject({
      status: 400,
      code: 'E_VALIDATION',
      field: 'answers.ghost',
    });
  });

  it('names a required item left empty', () => {
    for (const empty of [undefined, null, '', '   ']) {
      expect(refusal({ ...VALID, short: empty })).toEqual({
        status: 400,
        code: 'E_VALIDATION',
        field: 'answers.short',
        message: '「姓名」為必填',
      });
    }
    const required = ITEMS.map((i) => ({ ...i, required: true }));
    expect(refusal({ ...VALID, many: [] }, required)).toMatchObject({
      field: 'answers.long',
      message: '「說明」為必填',
    });
    expect(refusal({ ...VALID, long: 'x', one: '乾性', many: [] }, required).message).toBe(
      '「過敏」為必填',
    );
    expect(
      refusal({ ...VALID, long: 'x', one: '乾性', many: ['乳膠'], day: '2026-01-01' }, required)
        .message,
    ).toBe('「懷孕」為必填');
  });

  it('asks for the agreement to be ticked when it is required', () => {
    for (const value of [false, undefined, null]) {
      expect(refusal({ short: 'x', agree: value })).toMatchObject({
        field: 'answers.agree',
        message: '請勾選同意「條款」',
      });
    }
    const optional = ITEMS.map((i) => (i.id === 'agree' ? { ...i, required: false } : i));
    expect(checkAnswers(optional, { short: 'x', agree: false })).toEqual({ short: 'x' });
  });

  it('refuses an answer of the wrong shape, naming the item', () => {
    const cases: [string, unknown][] = [
      ['short', 12],
      ['short', ['a']],
      ['long', true],
      ['one', ['乾性']],
      ['many', '膠水'],
      ['many', [1]],
      ['day', 20260101],
      ['yes', 'true'],
      ['yes', 0],
      ['agree', 'yes'],
      ['sign', true],
    ];
    for (const [id, value] of cases) {
      const label = ITEMS.find((i) => i.id === id)!.label;
      expect([id, refusal({ ...VALID, [id]: value })]).toEqual([
        id,
        {
          status: 400,
          code: 'E_VALIDATION',
          field: `answers.${id}`,
          message: `「${label}」的答案格式不正確`,
        },
      ]);
    }
  });

  it('keeps short text on one line and both texts within their limits', () => {
    expect(refusal({ ...VALID, short: '第一行\n第二行' }).message).toBe(
      '「姓名」不可包含換行或控制字元',
    );
    expect(refusal({ ...VALID, short: '字'.repeat(201) }).message).toBe('「姓名」最多 200 個字');
    expect(checkAnswers(ITEMS, { ...VALID, short: ` ${'字'.repeat(200)} ` }).short).toHaveLength(
      200,
    );
    expect(refusal({ ...VALID, long: '字'.repeat(2001) }).message).toBe('「說明」最多 2000 個字');
  });

  it('accepts only offered choices, each once', () => {
    expect(refusal({ ...VALID, one: '中性' })).toMatchObject({
      field: 'answers.one',
      message: '「膚質」請從選項中選擇',
    });
    expect(refusal({ ...VALID, many: ['膠水', '花粉'] }).message).toBe('「過敏」請從選項中選擇');
    expect(refusal({ ...VALID, many: ['膠水', '膠水'] }).message).toBe('「過敏」的選項重複');
  });

  it('accepts real dates within the range only', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', '2026/01/05', 'yesterday']) {
      expect([bad, refusal({ ...VALID, day: bad }).message]).toEqual([bad, '「日期」的日期不正確']);
    }
    expect(refusal({ ...VALID, day: '1899-12-31' }).message).toBe(
      '「日期」日期需介於 1900-01-01 至 2100-12-31 之間',
    );
    // Birth dates: before the API's usual 2000 floor.
    expect(checkAnswers(ITEMS, { ...VALID, day: '1962-07-15' }).day).toBe('1962-07-15');
    expect(checkAnswers(ITEMS, { ...VALID, day: '2028-02-29' }).day).toBe('2028-02-29');
  });

  it('accepts only a PNG data URL of well-formed base64 as a signature', () => {
    for (const bad of [
      'data:image/jpeg;base64,/9j/4AAQ',
      'https://example.com/sign.png',
      'data:image/png;base64,not base64!',
      'data:image/png;base64,abc',
      'data:image/png;base64,',
    ]) {
      expect([bad, refusal({ ...VALID, sign: bad })]).toEqual([
        bad,
        expect.objectContaining({
          field: 'answers.sign',
          message: '「簽名」需為手寫簽名的 PNG 圖檔',
        }),
      ]);
    }
  });
});

describe('helpers', () => {
  it('tells real calendar dates', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('2023-04-31')).toBe(false);
  });

  it('tells a signature data URL', () => {
    expect(isSignatureDataUrl(PNG)).toBe(true);
    expect(isSignatureDataUrl('data:image/png;base64,iVBORw0KGgo')).toBe(false);
  });

  it('lists the items whose answer changed, in the version order', () => {
    expect(
      changedItemIds(
        ITEMS,
        { short: 'a', many: ['膠水'], yes: true, agree: true },
        { short: 'a', many: ['膠水', '酒精'], yes: false, agree: true, day: '2026-01-01' },
      ),
    ).toEqual(['many', 'day', 'yes']);
    expect(changedItemIds(ITEMS, { short: 'a' }, { short: 'a' })).toEqual([]);
  });
});
