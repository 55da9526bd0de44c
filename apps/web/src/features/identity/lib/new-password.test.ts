import { describe, expect, it } from 'vitest';
import { newPasswordFaults } from './new-password';

const faults = (password: string, passwordConfirmation: string) =>
  Object.fromEntries(
    Object.entries(newPasswordFaults({ password, passwordConfirmation })).filter(([, m]) => m),
  );

describe('newPasswordFaults', () => {
  it('accepts eight characters or more, typed twice the same', () => {
    expect(faults('abcd1234', 'abcd1234')).toEqual({});
  });

  it('asks for both fields', () => {
    expect(faults('', '')).toEqual({
      password: '請輸入新密碼',
      passwordConfirmation: '請再輸入一次新密碼',
    });
  });

  it('refuses short and mismatched passwords with the contract’s zh-TW messages', () => {
    expect(faults('short', 'short')).toEqual({ password: '密碼至少 8 個字元' });
    expect(faults('abcd1234', 'abcd12345')).toEqual({
      passwordConfirmation: '兩次輸入的密碼不一致',
    });
  });
});
