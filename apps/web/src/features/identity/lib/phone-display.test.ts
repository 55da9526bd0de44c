import { describe, expect, it } from 'vitest';
import { enteredPhoneLabel } from './phone-display';

describe('enteredPhoneLabel', () => {
  it('shows the dial code and the masked national number', () => {
    const country = { name: '台灣', dialCode: '+886', isoCode: 'TW' };
    expect(
      enteredPhoneLabel({ country, national: '0912345678', phoneNumber: '+886912345678' }),
    ).toBe('+886 (091) 234 - 5678');
  });
});
