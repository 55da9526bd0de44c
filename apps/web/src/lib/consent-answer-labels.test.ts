import { describe, expect, it } from 'vitest';
import {
  EMPTY_ANSWER,
  formatAnswerText,
  formatDateAnswer,
  formatRevisionChange,
  formatWhen,
  isEmptyAnswer,
} from './consent-answer-labels';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('consent answer labels', () => {
  it('reads each kind of answer in zh-TW', () => {
    expect(formatAnswerText('SHORT_TEXT', '王小美')).toBe('王小美');
    expect(formatAnswerText('MULTIPLE_CHOICE', ['睫毛膠', '乳膠'])).toBe('睫毛膠、乳膠');
    expect(formatAnswerText('SINGLE_CHOICE', '第一次')).toBe('第一次');
    expect(formatAnswerText('YES_NO', true)).toBe('是');
    expect(formatAnswerText('YES_NO', false)).toBe('否');
    expect(formatAnswerText('AGREEMENT', true)).toBe('已同意');
    expect(formatAnswerText('AGREEMENT', false)).toBe('未同意');
    expect(formatAnswerText('SIGNATURE', PNG)).toBe('已簽名');
    expect(formatAnswerText('DATE', '1990-05-01')).toBe('1990年5月1日（二）');
  });

  it('says an empty answer as such, but not a NO', () => {
    for (const empty of [null, undefined, '', '   ', []]) {
      expect(isEmptyAnswer(empty)).toBe(true);
      expect(formatAnswerText('SHORT_TEXT', empty)).toBe(EMPTY_ANSWER);
    }
    expect(isEmptyAnswer(false)).toBe(false);
    expect(formatAnswerText('YES_NO', false)).toBe('否');
  });

  it('leaves a date that is not a real date as it is', () => {
    expect(formatDateAnswer('2026-02-30')).toBe('2026-02-30');
    expect(formatDateAnswer('tomorrow')).toBe('tomorrow');
  });

  it('says a change as before → after, a signature as 重新簽名', () => {
    expect(
      formatRevisionChange('YES_NO', { label: '是否懷孕', before: false, after: true }),
    ).toEqual({ label: '是否懷孕', text: '否 → 是' });
    expect(
      formatRevisionChange('SHORT_TEXT', { label: '過敏', before: null, after: '花粉' }).text,
    ).toBe(`${EMPTY_ANSWER} → 花粉`);
    expect(
      formatRevisionChange('SIGNATURE', { label: '簽名', before: PNG, after: `${PNG}AA` }).text,
    ).toBe('重新簽名');
    // Even without the item's kind (an item gone from the version), no data URL is printed.
    expect(formatRevisionChange(undefined, { label: '簽名', before: PNG, after: PNG }).text).toBe(
      '重新簽名',
    );
  });

  it('says when on the given clock', () => {
    expect(formatWhen('2026-11-23T06:30:00.000Z', 'Asia/Taipei')).toBe(
      '2026年11月23日（一）下⁠午\u00a02:30',
    );
  });
});
