/** A `tel:` link for a phone number as people write it (`02-2771-0000`): digits and `+` only. */
export function telUrl(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}
