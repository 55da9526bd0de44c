import { Badge, type BadgeProps } from '@mantine/core';
import type { TOrderSource } from '@haoyue/contracts';

/** How an order came in, as the seller reads it (the order's 來源). */
export const ORDER_SOURCE_LABELS: Record<TOrderSource, string> = {
  ONLINE: '線上預約',
  SELLER: '店家建立',
  GOOGLE: 'Google 預約',
};

/**
 * The channel badge of an order that came through Google (Reserve with Google, or the Google
 * user area): the seller's calendar blocks and order details mark it; other orders show none.
 */
export function OrderChannelBadge({
  source,
  size = 'sm',
}: {
  source: TOrderSource;
  size?: BadgeProps['size'];
}) {
  if (source !== 'GOOGLE') return null;
  return (
    <Badge
      component="span"
      size={size}
      variant="light"
      color="blue"
      radius="sm"
      tt="none"
      data-testid="order-channel-badge"
      data-source={source}
      style={{ flexShrink: 0 }}
    >
      {ORDER_SOURCE_LABELS[source]}
    </Badge>
  );
}
