import { describe, expect, it } from 'vitest';
import {
  zBodyId,
  zLine,
  zParamId,
  zQueryInt,
  zQueryNumber,
  zTimestamp,
  zTimestampOut,
} from './common';
import { findTextFault, isLocalDateInRange, textFault } from './input-rules';

describe('text rule', () => {
  it.each(['a\u0000b', '\u0007', '\u001b[31m', 'a\u007fb', '\u0085', 'a\ud800', '\udc00b'])(
    'refuses control characters and lone surrogates: %j',
    (bad) => {
      expect(textFault(bad)).not.toBeNull();
    },
  );

  it.each(['第一行\n第二行', 'a\tb', 'a\r\nb', '😀👍🏽', '\u202e', ''])(
    'takes tab, line breaks and any other text: %j',
    (good) => {
      expect(textFault(good)).toBeNull();
    },
  );

  it('finds the first bad text anywhere in a value, a bad key at its parent', () => {
    expect(findTextFault({ a: 'ok', b: [1, 'x', { c: 'y\u0000' }] })).toEqual({
      path: ['b', 2, 'c'],
      message: '不可包含控制字元',
    });
    expect(findTextFault({ nested: { 'k\u0000': 1 } })?.path).toEqual(['nested']);
    expect(findTextFault({ a: ['fine', { b: null }] })).toBeNull();
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findTextFault(deep)?.path).toHaveLength(20_000);
  });

  it('keeps single-line fields on one line, forgiving a trailing newline', () => {
    expect(zLine().safeParse('小\n美').success).toBe(false);
    expect(zLine().safeParse('a\tb').success).toBe(false);
    expect(zLine().safeParse('a\u2028b').success).toBe(false);
    expect(zLine().parse(' 小美\n')).toBe('小美');
  });
});

describe('instants and dates', () => {
  it('accepts 2000–2100 only', () => {
    const ok = ['2000-01-01T00:00:00Z', '2100-12-31T23:59:59Z', '2026-12-01T08:00:00+08:00'];
    for (const text of ok) expect(zTimestamp().safeParse(text).success, text).toBe(true);
    const bad = ['1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z', '9999-12-31T23:59:59Z'];
    for (const text of bad) expect(zTimestamp().safeParse(text).success, text).toBe(false);
    expect(zTimestamp().safeParse('2000-01-01T07:59:59+08:00').success).toBe(false);
    // Answers are validated too: an instant derived from accepted input may lie just outside.
    expect(zTimestampOut().safeParse('2101-01-01T01:30:00.000Z').success).toBe(true);
    expect(isLocalDateInRange('2100-12-31')).toBe(true);
    expect(isLocalDateInRange('9999-12-31')).toBe(false);
    expect(isLocalDateInRange('1999-12-31')).toBe(false);
  });
});

describe('ids and numbers', () => {
  it('parses path and query ids from plain digits only', () => {
    expect(zParamId().parse('42')).toBe(42);
    expect(zParamId().parse('2147483647')).toBe(2147483647);
    for (const bad of [' 1', '1 ', '01', '+1', '-1', '0', '1.0', '1e3', '0x10', '2147483648', '']) {
      expect(zParamId().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes body ids as JSON integers only', () => {
    expect(zBodyId().parse(42)).toBe(42);
    for (const bad of ['1', 1.5, 0, -1, 2147483648, Infinity, null]) {
      expect(zBodyId().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('parses query numbers strictly, with defaults', () => {
    const page = zQueryInt(1, 100, 20);
    expect(page.parse(undefined)).toBe(20);
    expect(page.parse('7')).toBe(7);
    for (const bad of [' 7', '07', '7.0', 'abc', '', '1e1']) {
      expect(page.safeParse(bad).success, bad).toBe(false);
    }
    const lng = zQueryNumber(-180, 180);
    for (const good of ['121.5654', '-0.5', '0', '1e-7'])
      expect(lng.safeParse(good).success).toBe(true);
    for (const bad of [' 1', '', 'NaN', '1e309', '200', '.5']) {
      expect(lng.safeParse(bad).success, bad).toBe(false);
    }
  });
});
