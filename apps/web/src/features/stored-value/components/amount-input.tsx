import type { NumberInputProps } from '@mantine/core';
import type { TCurrency } from '@haoyue/contracts';
import { MoneyInput } from '../../../ui/seller-dashboard/form-parts';

/** An amount of stored value typed in whole units of the currency (NT$10,000), never negative. */
export function AmountInput({
  currency,
  testId,
  ...props
}: NumberInputProps & { currency: string; testId: string }) {
  return (
    <MoneyInput
      currency={currency as TCurrency}
      allowDecimal={false}
      {...props}
      data-testid={testId}
    />
  );
}
