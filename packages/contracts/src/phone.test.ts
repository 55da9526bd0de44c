import { describe, expect, it } from 'vitest';
import { callInNumber, canonicalPhoneNumber, formatPhoneMask, joinPhoneNumber } from './phone';

describe('phone rules', () => {
  it('removes a Taiwan number’s leading 0 when joining dial code and number', () => {
    expect(joinPhoneNumber('+886', '0912345678')).toBe('+886912345678');
    expect(joinPhoneNumber('+886', '0912-345-678')).toBe('+886912345678');
    expect(joinPhoneNumber('+886', '912345678')).toBe('+886912345678');
    expect(joinPhoneNumber('+852', '91234567')).toBe('+85291234567');
    expect(joinPhoneNumber('886', '0912 345 678')).toBe('+886912345678');
  });

  it('canonicalises one-string numbers', () => {
    expect(canonicalPhoneNumber('+886 0912-345-678')).toBe('+886912345678');
    expect(canonicalPhoneNumber('+886912345678')).toBe('+886912345678');
    expect(canonicalPhoneNumber('+65 9123 4567')).toBe('+6591234567');
    expect(canonicalPhoneNumber('0912345678')).toBeNull();
  });

  it('masks a number as (###) ### - ####', () => {
    expect(formatPhoneMask('0912345678')).toBe('(091) 234 - 5678');
    expect(formatPhoneMask('091')).toBe('(091');
    expect(formatPhoneMask('09123')).toBe('(091) 23');
    expect(formatPhoneMask('')).toBe('');
  });

  it('builds the call-in dial link from the server dial number', () => {
    expect(callInNumber('0277001234')).toEqual({
      href: 'tel:0277001234',
      display: '(02) 7700-1234',
    });
  });
});
