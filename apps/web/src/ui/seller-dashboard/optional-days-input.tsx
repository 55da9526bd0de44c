import { Checkbox, type CheckboxProps, NumberInput, type NumberInputProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link OptionalDaysInput}. */
export interface OptionalDaysInputProps {
  /** The checkbox's words, e.g. 設定使用期限. */
  label: string;
  /** The checkbox's input props (`form.getInputProps('expires', { type: 'checkbox' })`). */
  checkbox: CheckboxProps;
  /** The days field's words, e.g. 有效天數. */
  daysLabel: string;
  /** The days field's input props (`form.getInputProps('days')`). */
  days: NumberInputProps;
  description?: ReactNode;
  /** The most days the contract allows. */
  max: number;
  testId?: string;
  daysTestId?: string;
}

/**
 * A number of days that may be left unset: a checkbox turns it on, then the whole days (1 to
 * `max`) are typed under it. A voucher's or a plan's validity, a VIP tag's early booking window.
 */
export function OptionalDaysInput({
  label,
  checkbox,
  daysLabel,
  days,
  description,
  max,
  testId,
  daysTestId,
}: OptionalDaysInputProps) {
  return (
    <>
      <Checkbox label={label} {...checkbox} data-testid={testId} />
      {checkbox.checked && (
        <NumberInput
          label={daysLabel}
          description={description}
          min={1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          suffix=" 天"
          {...days}
          data-testid={daysTestId}
        />
      )}
    </>
  );
}
