/**
 * How keyword search folds text so that what people type finds what shops wrote: full-width
 * letters, digits and signs become ASCII (ＡＢＣ１２３ → abc123), the ideographic space a space, and
 * common variant characters their usual Taiwan form (臺北 → 台北). The same mapping is the SQL
 * function `search_fold` (migration 0008), applied to each shop's search text; a test checks the
 * two agree.
 */
const VARIANTS: [from: string, to: string][] = [
  ['臺', '台'],
  ['峯', '峰'],
  ['裏', '裡'],
  ['綫', '線'],
  ['衆', '眾'],
  ['啓', '啟'],
  ['羣', '群'],
  ['牀', '床'],
  ['爲', '為'],
  ['麪', '麵'],
];

const fullWidth = Array.from({ length: 0x5e }, (_, i) => String.fromCodePoint(0xff01 + i));
const ascii = Array.from({ length: 0x5e }, (_, i) => String.fromCodePoint(0x21 + i));

/** translate()'s two arguments: each character of the first becomes the one at its place in the second. */
export const FOLD_FROM = ['\u3000', ...fullWidth, ...VARIANTS.map(([f]) => f)].join('');
export const FOLD_TO = [' ', ...ascii, ...VARIANTS.map(([, t]) => t)].join('');

const folds = new Map(Array.from(FOLD_FROM).map((c, i) => [c, Array.from(FOLD_TO)[i]!]));

/** Folds text as search_fold does: mapped characters, then ASCII lower case. */
export function searchFold(text: string): string {
  let out = '';
  for (const c of text) out += folds.get(c) ?? c;
  return out.replace(/[A-Z]/g, (c) => c.toLowerCase());
}
