/**
 * Types of contract schemas, read through zod's `_output` marker so a type import is enough and
 * no zod code reaches the bundle.
 */

/** The parsed type of a contract schema. */
export type Infer<S extends { _output: unknown }> = S['_output'];

/** The `data` of a `{ data }` response schema. */
export type DataOf<S extends { _output: { data: unknown } }> = S['_output']['data'];
