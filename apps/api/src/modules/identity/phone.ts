import { canonicalPhoneNumber } from '@haoyue/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { invalid } from '../../lib/errors';

export type ValidPhone = { e164: string; countryCode: string; isTaiwan: boolean };

/**
 * Normalises and validates a phone number: dial code + number with a Taiwan trunk 0 removed,
 * then libphonenumber-js says whether it is a real mobile-capable number.
 */
export function validatePhoneNumber(input: string, field = 'phoneNumber'): ValidPhone {
  const canonical = canonicalPhoneNumber(input);
  const parsed = canonical ? parsePhoneNumberFromString(canonical) : undefined;
  const type = parsed?.getType();
  if (
    !parsed ||
    !parsed.isValid() ||
    (type && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
  ) {
    throw invalid(field, '手機號碼格式不正確');
  }
  const countryCode = parsed.country ?? '';
  return { e164: parsed.number, countryCode, isTaiwan: countryCode === 'TW' };
}
