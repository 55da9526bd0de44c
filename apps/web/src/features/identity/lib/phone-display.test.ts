import { describe, expect, it } from 'vitest';
import { enteredPhoneLabel } from './phone-display';

describe('enteredPhoneLabel', () => {
  it('shows the entered number as every page shows a phone', () => {
    const country = { name: '台灣', dialCode: '+886', isoCode: 'TW' };
    expect(
      enteredPhoneLabel({ country, national: '0912345678', phoneNumber: '+886912345678' }),
    ).toBe('0912-345-678');
    const hk = { name: '香港', dialCode: '+852', isoCode: 'HK' };
    expect(
      enteredPhoneLabel({ country: hk, national: '61234567', phoneNumber: '+85261234567' }),
    ).toBe('+852 6123 4567');
  });
});
