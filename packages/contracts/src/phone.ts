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

/** Taiwan area codes longer than one digit after the trunk 0 (苗栗 037, 南投 049, 金門 082, 馬祖 0836, 台東 089). */
const TW_LONG_AREA_CODES = ['836', '37', '49', '82', '89'];

/** Dial codes of the markets served and their neighbours, longest first when matched. */
const DIAL_CODES = [
  '886',
  '852',
  '853',
  '65',
  '60',
  '86',
  '81',
  '82',
  '66',
  '84',
  '63',
  '62',
  '61',
  '44',
  '1',
];

/** Groups `digits` by `sizes` (the last group takes the rest), joined by `sep`. */
function groupDigits(digits: string, sizes: number[], sep: string): string {
  const out: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) out[out.length - 1] += digits.slice(at);
  return out.join(sep);
}

/**
 * The one way a stored phone number (E.164) is shown: a Taiwan mobile as `0912-345-678`, a Taiwan
 * landline as `(02) 2345-6789`, other countries in international form (`+852 9123 4567`,
 * `+65 9123 4567`, `+60 12-345 6789`, `+86 139 1234 5678`). Whatever is not a `+` number is
 * returned as it came.
 */
export function formatPhoneNumber(stored: string | null | undefined): string {
  if (!stored) return '';
  const canonical = canonicalPhoneNumber(stored);
  if (!canonical) return stored.trim();
  const digits = canonical.slice(1);
  const code = DIAL_CODES.find((c) => digits.startsWith(c));
  if (!code) return `+${groupDigits(digits, [3, 4, 4, 4], ' ')}`;
  const national = digits.slice(code.length);
  if (code === '886') {
    if (/^9\d{8}$/.test(national)) return `0${groupDigits(national, [3, 3, 3], '-')}`;
    const area = TW_LONG_AREA_CODES.find((a) => national.startsWith(a)) ?? national.slice(0, 1);
    const local = national.slice(area.length);
    if (local.length < 5) return `0${national}`;
    return `(0${area}) ${groupDigits(local, [local.length - 4, 4], '-')}`;
  }
  if (['852', '853', '65'].includes(code) && national.length === 8) {
    return `+${code} ${groupDigits(national, [4, 4], ' ')}`;
  }
  if (code === '60') {
    // Mobiles 01x: a two-digit prefix; landlines (03 Kuala Lumpur…): one digit.
    const prefix = national.startsWith('1') ? 2 : 1;
    const rest = national.slice(prefix);
    return `+60 ${national.slice(0, prefix)}-${groupDigits(rest, [rest.length - 4, 4], ' ')}`;
  }
  if (code === '86' && national.length === 11) {
    return `+86 ${groupDigits(national, [3, 4, 4], ' ')}`;
  }
  if (code === '1' && national.length === 10) {
    return `+1 ${groupDigits(national, [3, 3, 4], ' ')}`;
  }
  return `+${code} ${groupDigits(national, [3, 4, 4], ' ')}`;
}
