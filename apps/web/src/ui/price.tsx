import { Text, type TextProps } from '@mantine/core';
import type { TCurrency } from '@haoyue/contracts';
import { formatPrice } from '../lib/money';

/** Props of {@link Price}. */
export interface PriceProps extends TextProps {
  /** Integer minor units (cents), as the API sends prices. */
  amount: number;
  currency: TCurrency;
  'data-testid'?: string;
}

/** A price in the shop's currency, e.g. `NT$800`. */
export function Price({ amount, currency, ...rest }: PriceProps) {
  return (
    <Text component="span" fw={700} c="coral.8" style={{ whiteSpace: 'nowrap' }} {...rest}>
      {formatPrice(amount, currency)}
    </Text>
  );
}
