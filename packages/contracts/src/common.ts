import { z } from 'zod';

/** Error body every failing /v1 call returns. */
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
});
export type TPaging = z.infer<typeof ZPaging>;

/** Wraps a payload schema as `{ data }`. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Wraps an item schema as a paged list `{ data: [], meta }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZPaging });
}

/** Integer query parameter, coerced from its string form. */
export const zQueryInt = () => z.coerce.number().int();

/** Positive id in a path or query string. */
export const zId = () => z.coerce.number().int().positive().max(2147483647);

/** `page` / `perPage` query parameters. */
export function pagingQuery(defaultPerPage: number, maxPerPage = 100) {
  return {
    page: z.coerce.number().int().min(1).max(10000).default(1),
    perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  };
}

/**
 * A comma-separated (or repeated) query parameter of allowed values, e.g. `part=city,images`.
 * Unknown values are a validation error rather than silently ignored.
 */
export function zCsvEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(splitCsv, z.array(z.enum(values))).optional();
}

/** Comma-separated (or repeated) list of positive ids, e.g. `cityIds=1,2`. */
export function zCsvIds() {
  return z.preprocess(splitCsv, z.array(zId()).max(100)).optional();
}

function splitCsv(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '');
}

/** ISO-8601 timestamp as sent on the wire. */
export const zTimestamp = () => z.iso.datetime({ offset: true });
