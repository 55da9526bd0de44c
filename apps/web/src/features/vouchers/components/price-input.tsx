import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount of a voucher's money in its major unit (a price, a refund), never negative. */
export function PriceInput(props: NumberInputProps) {
  return <NumberInput min={0} allowNegative={false} thousandSeparator="," {...props} />;
}
