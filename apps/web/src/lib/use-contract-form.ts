import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { ApiError } from './api-error';
import { CHECKS_VENDOR, type StandardSchema } from './form-checks';

export type { StandardSchema };

// zod's own type messages are English ("Invalid input: expected number, received NaN"); a
// contract writes zh-TW messages for its rules, so an English one means "not a value at all".
const HAS_CHINESE = /[\u4e00-\u9fff]/;
const FALLBACK_MESSAGE = '請輸入有效的值';

/**
 * A number input's value for a body: Mantine's NumberInput gives '' while empty, which must
 * fail the schema's number check (NaN does; `Number('')` would pass as 0).
 */
export const typedNumber = (value: number | string): number =>
  value === '' ? Number.NaN : Number(value);

/**
 * What a form may hold: any object of fields, an interface too. Mantine's useForm asks this
 * (`Record<string, any>`); `Record<string, unknown>` would refuse interfaces.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint Mantine's useForm has
export type FormValues = Record<string, any>;

/** Options of {@link useContractForm}. */
export interface ContractFormOptions<Values extends FormValues, Body> {
  /** The fields as the form holds them (amounts in major units, switches, strings). */
  initialValues: Values;
  /**
   * What checks the body: in a lazily loaded dashboard chunk, the call's request schema from
   * @haoyue/contracts, the one place a field's rule and its zh-TW message are written; on a
   * public page, which may not import zod, `checks(…)` of lib/form-checks built from the
   * contracts' zod-free rule constants (decision 019).
   */
  schema: StandardSchema;
  /**
   * The request body the form's values make (major → minor units, off switches → null); the
   * values themselves when left out.
   */
  toBody?: (values: Values) => Body;
  /** Where a body field's message goes when the form names it otherwise (`payAmount` → `pay`). */
  fieldOf?: Partial<Record<string, keyof Values & string>>;
  /** Runs on every change (to hide a 已儲存 note, for example). */
  onValuesChange?: (values: Values) => void;
}

/** A field's path as the form's getInputProps takes it. */
type FieldPath<Values extends FormValues> = Parameters<
  UseFormReturnType<Values>['getInputProps']
>[0];

/** The form, and the body its current values make (to send once it validated). */
export type ContractForm<Values extends FormValues, Body> = UseFormReturnType<Values> & {
  body: () => Body;
  /**
   * Shows under its field an error the API pinned on one (a URL slug taken meanwhile), on the
   * form's field name (`fieldOf`, then `fieldKey`); true when it did. Others are the caller's.
   */
  showFieldError: (error: unknown, fieldKey?: (field: string) => string) => boolean;
  /** The errors the current values have, without showing them (for live hints). */
  errorsNow: () => Record<string, ReactNode>;
  /**
   * A field's input props (value, change, error) with the test id every form field carries and,
   * for a text field the contract schema limits, its `maxLength` (a field whose input may be
   * longer than the body's value, or shorter, sets its own after these props).
   */
  field: (
    path: FieldPath<Values>,
    testId: string,
  ) => ReturnType<UseFormReturnType<Values>['getInputProps']> & {
    'data-testid': string;
    maxLength?: number;
  };
};

/** What a zod 4 schema shows of itself, read without importing zod (public pages may not). */
interface SchemaInternals {
  _zod?: {
    def: {
      type: string;
      shape?: Record<string, SchemaInternals>;
      innerType?: SchemaInternals;
      in?: SchemaInternals;
      out?: SchemaInternals;
    };
  };
  maxLength?: number | null;
}

/** The longest text a schema takes, through optional, nullable, default and pipes. */
function textMaxLength(schema: SchemaInternals | undefined): number | undefined {
  const def = schema?._zod?.def;
  if (!def) return undefined;
  if (def.type === 'string') return schema?.maxLength ?? undefined;
  if (def.type === 'pipe') return textMaxLength(def.in) ?? textMaxLength(def.out);
  return textMaxLength(def.innerType);
}

/**
 * The longest text a contract schema takes in a body field, the one place that limit is written;
 * undefined for a field it does not limit so, and for hand-written checks.
 */
export function contractMaxLength(schema: StandardSchema, bodyField: string): number | undefined {
  return textMaxLength((schema as SchemaInternals)._zod?.def.shape?.[bodyField]);
}

/** The API's refusal to show above the buttons: one it did not pin on a field. */
export function formLevelError(error: unknown): ApiError | null {
  return error instanceof ApiError && !error.field ? error : null;
}

/**
 * The one form hook of the web: Mantine's useForm, validated through `schemaResolver` on the body
 * the values make — by the contract's request schema (dashboard) or the contracts' zod-free rules
 * (public pages) — with each message put on the field it is about. Rules and messages are never
 * written again in the web.
 */
export function useContractForm<Values extends FormValues, Body = Values>({
  initialValues,
  schema,
  toBody = (values) => values as unknown as Body,
  fieldOf = {},
  onValuesChange,
}: ContractFormOptions<Values, Body>): ContractForm<Values, Body> {
  const onValues = schema['~standard'].vendor === CHECKS_VENDOR;
  const onBody: StandardSchema = {
    '~standard': {
      version: 1,
      vendor: 'haoyue-contract-form',
      validate: (values) => {
        // A contract schema checks the body the values make; hand-written checks, the values.
        const checked = onValues ? values : toBody(values as Values);
        const result = schema['~standard'].validate(checked);
        if (result instanceof Promise) throw new Error('contract schemas validate synchronously');
        if (!result.issues) return { value: values };
        return {
          issues: result.issues.map((issue) => {
            const [head, ...rest] = (issue.path ?? []).map((p) =>
              typeof p === 'object' ? p.key : p,
            );
            const field = head === undefined ? undefined : (fieldOf[String(head)] ?? head);
            return {
              message: HAS_CHINESE.test(issue.message) ? issue.message : FALLBACK_MESSAGE,
              path: field === undefined ? undefined : [field, ...rest],
            };
          }),
        };
      },
    },
  };
  const resolve = schemaResolver(onBody, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: resolve,
    onValuesChange,
  });
  const showFieldError = (error: unknown, fieldKey = (field: string) => field) => {
    if (!(error instanceof ApiError) || !error.field) return false;
    const [head = '', ...rest] = error.field.split('.');
    form.setFieldError(fieldKey([fieldOf[head] ?? head, ...rest].join('.')), error.message);
    return true;
  };
  // A change clears its field's errors, nested ones included (a week's `weeklyShifts.2.0.end`).
  const setValue = form.setFieldValue;
  const setFieldValue: typeof form.setFieldValue = (path, value, options) => {
    setValue(path, value, options);
    const nested = Object.keys(form.errors).filter((key) => key.startsWith(`${String(path)}.`));
    if (nested.length > 0) {
      form.setErrors((errors) =>
        Object.fromEntries(Object.entries(errors).filter(([key]) => !nested.includes(key))),
      );
    }
  };
  // A form field's name in the body: the one `fieldOf` points at it, else its own.
  const bodyFieldOf = (path: string) =>
    Object.entries(fieldOf).find(([, formField]) => formField === path)?.[0] ?? path;
  return Object.assign(form, {
    body: () => toBody(form.getValues()),
    showFieldError,
    setFieldValue,
    errorsNow: () => resolve(form.getValues()),
    field: (path: FieldPath<Values>, testId: string) => {
      const maxLength = contractMaxLength(schema, bodyFieldOf(String(path)));
      return {
        ...form.getInputProps(path),
        'data-testid': testId,
        ...(maxLength === undefined ? {} : { maxLength }),
      };
    },
  });
}
