import type { schemaResolver } from '@mantine/form';

/** A Standard Schema (zod 4's schemas are), as Mantine's `schemaResolver` takes it. */
export type StandardSchema = Parameters<typeof schemaResolver>[0];

/** What is wrong, by field path (`password`, `rows.2.name`); a blank message means fine. */
export type FieldFaults = Partial<Record<string, string | null | undefined | false>>;

/** Marks a schema made by {@link checks}: it reads the form's values, not the request body. */
export const CHECKS_VENDOR = 'haoyue-checks';

/**
 * A Standard Schema of hand-written checks, for the forms of the public pages, which may not
 * import a contract's zod schema (docs/decisions/019): `check` answers each field's message,
 * built from the contracts' zod-free rule constants (`EMAIL_PATTERN`, `EMAIL_MESSAGE`) or, for a
 * rule the API does not have, written here in the web once. `useContractForm` takes it in place
 * of a schema and puts each message under its field, as it does a schema's. Unlike a contract
 * schema, which checks the request body the values make, checks read the form's own values
 * (they are written for the form: a name still unset, a draft answer), so `check` is typed by
 * the form's values.
 */
export function checks<T>(check: (value: T) => FieldFaults): StandardSchema {
  return {
    '~standard': {
      version: 1,
      vendor: CHECKS_VENDOR,
      validate: (value) => {
        const issues = Object.entries(check(value as T)).flatMap(([path, message]) =>
          message ? [{ message, path: path.split('.') }] : [],
        );
        return issues.length > 0 ? { issues } : { value };
      },
    },
  };
}

/** A form with no rule of its own: what it holds goes to the API, which says what is wrong. */
export const NO_CHECKS = checks(() => ({}));
