import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../api-error';

/** Field errors of a form (zh-TW), keyed as the API names the fields. */
export type FieldErrors = Partial<Record<string, string>>;

/** The API's refusal to show above the buttons: one it did not pin on a field. */
export function formLevelError(error: unknown): ApiError | null {
  return error instanceof ApiError && !error.field ? error : null;
}

/** A NumberInput's value as a number: NaN while the field is empty, so validation flags it. */
export function numberOrNaN(value: string | number): number {
  return typeof value === 'number' ? value : NaN;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** Options of {@link useFormState}. */
export interface FormStateOptions<V> {
  /** The error a change of `key` clears: the field's own unless told otherwise. */
  errorKeyOf?: (key: keyof V & string) => string;
  /** Runs on every change (to hide a 已儲存 note, for example). */
  onChange?: () => void;
}

// Form state kept for now (shop, service and operator forms): moving it onto @mantine/form is the next step, to do with those forms' e2e.
/**
 * The values and field errors of a dashboard form. A change clears its field's error; `check`
 * runs the form's own validation before anything is sent; `showFieldError` puts an error the API
 * pinned on a field (a URL slug taken meanwhile, for example) under that field.
 */
export function useFormState<V extends object>(
  initial: () => V,
  { errorKeyOf = (key) => key, onChange }: FormStateOptions<V> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [errorKeyOf(key)]: undefined }));
    onChange?.();
  };
  /** Props binding a text input or textarea to a string field. */
  const textProps = (key: StringKeys<V>) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.currentTarget.value as V[typeof key]),
    error: errors[key],
  });
  /** Shows the form's own errors; true when there are none. */
  const check = (validate: (values: V) => FieldErrors) => {
    const found = validate(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  /** Shows under its field an error the API pinned on one (`fieldKey` maps its name). */
  const showFieldError = (error: Error, fieldKey = (field: string) => field) => {
    if (error instanceof ApiError && error.field) {
      setErrors({ [fieldKey(error.field)]: error.message });
    }
  };
  const hasErrors = Object.values(errors).some(Boolean);

  return { values, setValues, errors, setErrors, set, textProps, check, showFieldError, hasErrors };
}
