import { z } from 'zod';
import { sanitizeMultiline } from './booking-constants';
import {
  INSTANT_RANGE_MESSAGE,
  isInstantInRange,
  SINGLE_LINE_MESSAGE,
  SINGLE_LINE_PATTERN,
} from './input-rules';

/** Error body every failing /v1 call returns. */
/**
 * When an object's cross-field check runs: beside its fields' own issues (a form then shows every
 * mistake at once), but only on an object. A null or non-object body is refused by the object
 * itself, and a check reading its properties would throw (a 500, found by the fuzz test).
 */
export const CHECK_ANY_OBJECT = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

export const ZErrorBody = z.object({
  error: z.object({
    code: z.string().describe('Stable machine code, e.g. E_VALIDATION'),
    message: z.string().describe('Human-readable message (zh-TW where shown to users)'),
    field: z.string().optional().describe('The request field at fault, for validation errors'),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZPaging = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  /**
   * Present on lists that stop counting (the admin's users and audit, at 10,000): false when more
   * than `total` rows match.
   */
  totalExact: z.boolean().optional(),
});
export type TPaging = z.infer<typeof ZPaging>;

/** Wraps a payload schema as `{ data }`. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Wraps an item schema as a whole list `{ data: [] }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return dataOf(z.array(item));
}

/** Wraps an item schema as a paged list `{ data: [], meta }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZPaging });
}

const MAX_ID = 2_147_483_647;
const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const INT_TEXT = /^-?(?:0|[1-9][0-9]{0,15})$/;
const NUMBER_TEXT = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/** The number a query or path text spells in the given form; anything else stays as it is. */
const numberIf = (form: RegExp) => (value: unknown) =>
  typeof value === 'string' && form.test(value) ? Number(value) : value;

/**
 * Integer query parameter between `min` and `max`, `fallback` when absent, written in plain
 * digits (`-` allowed): no space, `+`, leading zero, fraction or exponent
 * (docs/decisions/009-input-rules.md). The default sits inside so the OpenAPI document shows it.
 */
export const zQueryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(numberIf(INT_TEXT), z.number().int().min(min).max(max).default(fallback));

/** Decimal query parameter between `min` and `max` (`121.56`, `-0.5`, `1e-7`); no spaces. */
export const zQueryNumber = (min: number, max: number) =>
  z.preprocess(numberIf(NUMBER_TEXT), z.number().min(min).max(max));

/**
 * Positive id in a path or query string: digits only, no sign, space or leading zero, at most
 * 2147483647. The OpenAPI document shows it as the integer it is.
 */
export const zParamId = () =>
  z.preprocess(
    numberIf(ID_TEXT),
    z.number({ error: '編號格式不正確' }).int().positive().max(MAX_ID),
  );

/**
 * Path (or query) parameters that are all ids, in the order named:
 * `idParams('sellerId', 'customerId')` is `{ sellerId, customerId }`, each a zParamId.
 */
export function idParams<const K extends readonly [string, ...string[]]>(...names: K) {
  const shape = Object.fromEntries(names.map((name) => [name, zParamId()]));
  return z.strictObject(shape as { [N in K[number]]: ReturnType<typeof zParamId> });
}

/**
 * Positive id in a JSON body: a JSON integer (the string `"1"` is refused, not coerced).
 * `message` is what a form shows when none is chosen (請選擇分類).
 */
export const zBodyId = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int()
    .positive()
    .max(MAX_ID);

/** `page` / `perPage` query parameters. */
export function pagingQuery(defaultPerPage: number, maxPerPage = 100) {
  return {
    page: zQueryInt(1, 10000, 1),
    perPage: zQueryInt(1, maxPerPage, defaultPerPage),
  };
}

/**
 * Text on one line (names, slugs, keywords, phone numbers, short notes): no line break, tab or
 * other control character. Trimmed first, so a trailing newline from a paste is forgiven.
 */
export const zLine = () => z.string().trim().regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE);

/**
 * Text over several lines (introductions, descriptions, notes): cleaned by sanitizeMultiline
 * (line breaks kept; tags and control characters gone; trimmed), then checked by `text`.
 */
export const zMultilineText = <T extends z.ZodType>(text: T) =>
  z.preprocess((v) => (typeof v === 'string' ? sanitizeMultiline(v) : v), text);

/** Multi-line text that may be left out: empty after cleaning is null. */
export const zMultilineTextOrNull = <T extends z.ZodType>(text: T) =>
  z.preprocess((v) => (typeof v === 'string' ? sanitizeMultiline(v) || null : v), text);

/** A field the caller may clear: blank text (empty or only spaces) arrives as null for `schema`. */
export const zBlankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema);

/**
 * A comma-separated (or repeated) query parameter of allowed values, e.g. `part=city,images`.
 * Unknown values are a validation error rather than silently ignored.
 */
export function zCsvEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(splitCsv, z.array(z.enum(values))).optional();
}

/** Comma-separated (or repeated) list of positive ids, e.g. `cityIds=1,2`. */
export function zCsvIds() {
  return z.preprocess(splitCsv, z.array(zParamId()).max(100)).optional();
}

function splitCsv(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '');
}

/**
 * ISO-8601 timestamp a client sends, with an offset, between 2000 and 2100 (zoned-time code
 * never meets year 9999). Answers use `zTimestampOut`.
 */
export const zTimestamp = (message?: string) =>
  z.iso
    .datetime({ offset: true, ...(message ? { error: message } : {}) })
    .refine(isInstantInRange, INSTANT_RANGE_MESSAGE);

/**
 * ISO-8601 timestamp in an answer: not range-checked, since answers are validated too and an
 * instant derived from accepted input (a booking ending just after 2100) must not fail one.
 */
export const zTimestampOut = () => z.iso.datetime({ offset: true });
