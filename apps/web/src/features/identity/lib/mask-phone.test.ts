import { describe, expect, it } from 'vitest';
import { maskPhoneNumber } from './mask-phone';

describe('maskPhoneNumber', () => {
  it('shows Taiwan numbers nationally with the middle hidden', () => {
    expect(maskPhoneNumber('+886912345678')).toBe('0912***678');
  });

  it('keeps the dial code of other countries', () => {
    expect(maskPhoneNumber('+85291234567')).toBe('+852*****567');
  });

  it('leaves very short numbers alone', () => {
    expect(maskPhoneNumber('+12345')).toBe('+12345');
  });
});
