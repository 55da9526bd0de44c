import { describe, expect, it } from 'vitest';
import { validatePhoneNumber } from './phone';

describe('validatePhoneNumber', () => {
  it('stores dial code + number with the Taiwan trunk 0 removed', () => {
    expect(validatePhoneNumber('+8860912345678')).toEqual({
      e164: '+886912345678',
      countryCode: 'TW',
      isTaiwan: true,
    });
    expect(validatePhoneNumber('+886 912-345-678').e164).toBe('+886912345678');
    expect(validatePhoneNumber('+852 9123 4567')).toMatchObject({
      e164: '+85291234567',
      countryCode: 'HK',
      isTaiwan: false,
    });
    expect(validatePhoneNumber('+6591234567').countryCode).toBe('SG');
  });

  it.each(['0912345678', '+88612', '+886 2 2771 0181', '+886999999999', 'hello'])(
    'rejects %s',
    (input) => {
      expect(() => validatePhoneNumber(input)).toThrow('手機號碼格式不正確');
    },
  );
});
