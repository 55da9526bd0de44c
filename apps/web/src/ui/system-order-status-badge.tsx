import { Badge } from '@mantine/core';
import { SYSTEM_ORDER_STATUS_LABELS, type TSystemOrderStatus } from '@haoyue/contracts';

/** Badge colour per system order state (the licence page, the admin's system orders). */
export const SYSTEM_ORDER_STATUS_COLORS: Record<TSystemOrderStatus, string> = {
  PENDING: 'yellow',
  PAID: 'teal',
  FAILED: 'red',
  REFUNDED: 'gray',
};

/** A system order's state (what the platform charged a seller) as a coloured badge. */
export function SystemOrderStatusBadge({ status }: { status: TSystemOrderStatus }) {
  return (
    <Badge color={SYSTEM_ORDER_STATUS_COLORS[status]} variant="light">
      {SYSTEM_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
