import { SIMPLIFIED, TRADITIONAL } from './search-fold-chars';

/**
 * How keyword search folds text so that what people type finds what shops wrote: full-width
 * letters, digits and signs become ASCII (ＡＢＣ１２３ → abc123), the ideographic space a space,
 * Latin letters lose their accents (Lumière → lumiere), common variant characters take their
 * usual form (峯 → 峰), ASCII letters their lower case, and traditional characters their simplified
 * form (美髮 and 美发 → 美发, 臺北 → 台北). The same mapping is the SQL function `search_fold`
 * (migration 0020: translate() for the first part, the table search_folds for the last), applied
 * to each shop's search text; a test checks the two agree.
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

/** Accented Latin letters (Latin-1 and the common Latin Extended-A ones) and their bare letter. */
// prettier-ignore
const ACCENTED: [from: string, to: string] = [
  'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčÈÉÊËèéêëĒēĘęĚěÌÍÎÏìíîïĪīÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőÙÚÛÜùúûüŪūŮůŰűÝýÿŚśŠšŹźŻżŽž',
  'AAAAAAaaaaaaAaAaAaCcCcCcEEEEeeeeEeEeEeIIIIiiiiIiNnNnNnOOOOOOooooooOoOoUUUUuuuuUuUuUuYyySsSsZzZzZz',
];

const fullWidth = Array.from({ length: 0x5e }, (_, i) => String.fromCodePoint(0xff01 + i));
const ascii = Array.from({ length: 0x5e }, (_, i) => String.fromCodePoint(0x21 + i));

/** translate()'s two arguments: each character of the first becomes the one at its place in the second. */
export const FOLD_FROM = ['\u3000', ...fullWidth, ...VARIANTS.map(([f]) => f), ACCENTED[0]].join(
  '',
);
export const FOLD_TO = [' ', ...ascii, ...VARIANTS.map(([, t]) => t), ACCENTED[1]].join('');

const folds = new Map(Array.from(FOLD_FROM).map((c, i) => [c, Array.from(FOLD_TO)[i]!]));
const simplified = new Map(Array.from(TRADITIONAL).map((c, i) => [c, Array.from(SIMPLIFIED)[i]!]));

/** Folds text as search_fold does: mapped characters, ASCII lower case, then simplified forms. */
export function searchFold(text: string): string {
  let out = '';
  for (const c of text) {
    const mapped = folds.get(c) ?? c;
    const lower = mapped >= 'A' && mapped <= 'Z' ? mapped.toLowerCase() : mapped;
    out += simplified.get(lower) ?? lower;
  }
  return out;
}
