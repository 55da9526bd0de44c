import { describe, expect, it } from 'vitest';
import { maskPhoneNumber, shownPhoneNumber } from './mask-phone';

describe('maskPhoneNumber', () => {
  it('stars the middle group of a Taiwan mobile', () => {
    expect(maskPhoneNumber('+886912345678')).toBe('0912-***-678');
  });
  it('keeps the first four and last three digits of other numbers', () => {
    expect(maskPhoneNumber('+85291234567')).toBe('+852 9*** *567');
    expect(maskPhoneNumber('+886223456789')).toBe('(02) 23**-*789');
  });
  it('leaves no number as none', () => {
    expect(maskPhoneNumber(null)).toBeNull();
    expect(shownPhoneNumber(null, true)).toBeNull();
  });
  it('shows the whole number to a caller who may see it', () => {
    expect(shownPhoneNumber('+886912345678', true)).toBe('0912-345-678');
    expect(shownPhoneNumber('+886912345678', false)).toBe('0912-***-678');
  });
});
