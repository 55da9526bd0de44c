import type { TOrderStatus } from '@haoyue/contracts';
import type { CSSProperties } from 'react';
import { ORDER_STATUS_COLORS } from '../../../lib/shop-orders/order-status';

/** The CSS variables a booking block or chip reads its colours from. */
export function statusStyle(status: TOrderStatus): CSSProperties {
  const color = ORDER_STATUS_COLORS[status];
  return {
    '--block-bg': `var(--mantine-color-${color}-1)`,
    '--block-accent': `var(--mantine-color-${color}-6)`,
  } as CSSProperties;
}
