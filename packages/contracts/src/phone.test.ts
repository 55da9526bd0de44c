import { describe, expect, it } from 'vitest';
import {
  callInNumber,
  canonicalPhoneNumber,
  formatPhoneMask,
  formatPhoneNumber,
  joinPhoneNumber,
} from './phone';

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

  it.each([
    ['+886912345678', '0912-345-678'],
    ['+886 0955-123-457', '0955-123-457'],
    ['+886223456789', '(02) 2345-6789'],
    ['+88642345678', '(04) 234-5678'],
    ['+88637123456', '(037) 12-3456'],
    ['+886836 23456', '(0836) 2-3456'],
    ['+85291234567', '+852 9123 4567'],
    ['+85366123456', '+853 6612 3456'],
    ['+6591234567', '+65 9123 4567'],
    ['+60123456789', '+60 12-345 6789'],
    ['+601112345678', '+60 11-1234 5678'],
    ['+60323456789', '+60 3-2345 6789'],
    ['+8613912345678', '+86 139 1234 5678'],
    ['+14155550123', '+1 415 555 0123'],
    ['0912345678', '0912345678'],
    ['', ''],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown);
  });

  it('shows nothing for a customer without a phone', () => {
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber(undefined)).toBe('');
  });
});
