// Phone numbers in the calendar: the API stores E.164 (`+886912345678`); the shop types what it
// hears (`0912 345 678`) and reads it back the way Taiwan writes it (`0912-345-678`).

/** A Taiwan mobile written nationally: 09 and eight more digits. */
const TW_NATIONAL_MOBILE = /^09\d{8}$/;

/**
 * The E.164 number for what the shop typed: `+…` kept (digits only), a Taiwan mobile `09…`
 * given +886; null for anything else (a name, a fragment).
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/[\s()-]/g, '');
  if (/^\+\d{8,15}$/.test(digits)) {
    return digits.startsWith('+8860') ? `+886${digits.slice(5)}` : digits;
  }
  if (TW_NATIONAL_MOBILE.test(digits)) return `+886${digits.slice(1)}`;
  return null;
}

/** How the customer search should ask for what was typed: by exact phone, or by keyword. */
export function customerQuery(input: string): { phoneNumber: string } | { keyword: string } | null {
  const text = input.trim();
  if (!text) return null;
  const phone = toE164(text);
  if (phone) return { phoneNumber: phone };
  // A fragment of digits matches the stored +886… number without its trunk 0.
  const digits = text.replace(/[\s()-]/g, '');
  if (/^\+?\d+$/.test(digits)) return { keyword: digits.replace(/^\+/, '').replace(/^0+/, '') };
  return { keyword: text };
}
