import { formatPhoneNumber, joinPhoneNumber } from '@haoyue/contracts';
import type { CheckedPhone } from './login-machine';

/** The number the visitor entered, as every page shows a phone: `0912-345-678`, `+852 9123 4567`. */
export function enteredPhoneLabel(phone: CheckedPhone): string {
  return formatPhoneNumber(joinPhoneNumber(phone.country.dialCode, phone.national));
}
