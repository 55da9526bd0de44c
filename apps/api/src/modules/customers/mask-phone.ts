import { formatPhoneNumber } from '@haoyue/contracts';

/**
 * A stored phone number as a role without customers.unmask sees it: the shown form with every
 * digit but the first four and the last three starred (`0912-345-678` → `0912-***-678`).
 */
export function maskPhoneNumber(stored: string | null): string | null {
  if (!stored) return null;
  const shown = formatPhoneNumber(stored);
  const digitCount = shown.replace(/\D/g, '').length;
  let at = 0;
  return shown.replace(/\d/g, (d) => {
    at += 1;
    return at <= 4 || at > digitCount - 3 ? d : '*';
  });
}

/** A stored phone number in its shown form, masked unless the caller may see it whole. */
export function shownPhoneNumber(stored: string | null, unmasked: boolean): string | null {
  if (!stored) return null;
  return unmasked ? formatPhoneNumber(stored) : maskPhoneNumber(stored);
}
