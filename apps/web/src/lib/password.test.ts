import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './password';

describe('validateNewPassword', () => {
  it('accepts eight characters or more, typed twice the same', () => {
    expect(validateNewPassword('abcd1234', 'abcd1234')).toEqual({});
  });

  it('asks for both fields', () => {
    expect(validateNewPassword('', '')).toEqual({
      password: '請輸入新密碼',
      confirmation: '請再輸入一次新密碼',
    });
  });

  it('refuses short and mismatched passwords in zh-TW', () => {
    expect(validateNewPassword('short', 'short').password).toBe('密碼至少 8 個字元');
    expect(validateNewPassword('abcd1234', 'abcd12345').confirmation).toBe('兩次輸入的密碼不一致');
  });
});
