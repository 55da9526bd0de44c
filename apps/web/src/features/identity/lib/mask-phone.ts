// Apart from phone-display so the header menu does not pull the contracts' phone helpers.

/**
 * A stored E.164 number with its middle hidden, for places others may glance at (the header):
 * Taiwan numbers in their familiar national form `0912***678`, others `+852*****567`.
 */
export function maskPhoneNumber(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const shown = digits.startsWith('886') ? `0${digits.slice(3)}` : `+${digits}`;
  if (shown.length <= 7) return shown;
  return `${shown.slice(0, 4)}${'*'.repeat(shown.length - 7)}${shown.slice(-3)}`;
}
