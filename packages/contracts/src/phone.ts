/**
 * Phone rules shared by the API and the web. A number is stored as dial code + national number
 * (E.164), with a Taiwan number's leading 0 removed: `+886` + `0912345678` → `+886912345678`.
 * Full validation (libphonenumber-js) happens on the server; this only shapes the input.
 */

export const TAIWAN_DIAL_CODE = '+886';

/** Joins a dial code and a national number as typed into the canonical `+<digits>` form. */
export function joinPhoneNumber(dialCode: string, national: string): string {
  const code = `+${dialCode.replace(/\D/g, '')}`;
  let digits = national.replace(/\D/g, '');
  if (code === TAIWAN_DIAL_CODE || digits.startsWith('0')) digits = digits.replace(/^0+/, '');
  return `${code}${digits}`;
}

/**
 * Canonical form of a phone number sent as one string (`+886 0912-345-678`, `+886912345678`):
 * digits only after the plus, a Taiwan number's trunk 0 removed. Null if it has no leading plus.
 */
export function canonicalPhoneNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed.startsWith('+')) return null;
  const digits = trimmed.slice(1).replace(/\D/g, '');
  if (digits.startsWith('8860')) return `+886${digits.slice(4).replace(/^0+/, '')}`;
  return `+${digits}`;
}

/** Formats a national number for the generic phone field mask `(###) ### - ####`. */
export function formatPhoneMask(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} - ${d.slice(6)}`;
}

/**
 * The phone-call step's dial number: `02` followed by the server's dialNumber without its first
 * two characters, as a `tel:` link and displayed `(xx) xxxx-xxxx`.
 */
export function callInNumber(dialNumber: string): { href: string; display: string } {
  const local = `02${dialNumber.slice(2)}`;
  const d = local.replace(/\D/g, '');
  return { href: `tel:${d}`, display: `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6, 10)}` };
}
