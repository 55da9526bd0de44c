import { describe, expect, it } from 'vitest';
import { formatMemberNumber } from './format';

describe('formatMemberNumber', () => {
  it('pads the customer id to 8 digits in two groups', () => {
    expect(formatMemberNumber(1)).toBe('0000-0001');
    expect(formatMemberNumber(12345)).toBe('0001-2345');
    expect(formatMemberNumber(87654321)).toBe('8765-4321');
  });
  it('keeps every digit of a longer id', () => {
    expect(formatMemberNumber(1234567890)).toBe('123456-7890');
  });
});
