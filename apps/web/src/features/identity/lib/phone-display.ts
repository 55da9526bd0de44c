import { formatPhoneMask } from '@haoyue/contracts';
import type { CheckedPhone } from './login-machine';

/** The number as the visitor entered it: `+886 (091) 234 - 5678`. */
export function enteredPhoneLabel(phone: CheckedPhone): string {
  return `${phone.country.dialCode} ${formatPhoneMask(phone.national)}`;
}
