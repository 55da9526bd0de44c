import { Badge } from '@mantine/core';
import type { TCustomerTag } from '@haoyue/contracts';

/** A customer tag as a badge in its colour (VIP tags with a star). */
export function TagBadge({ tag }: { tag: TCustomerTag }) {
  return (
    <Badge color={tag.color} variant="light" radius="sm" data-testid="customer-tag">
      {tag.vipExtraDays ? `★ ${tag.name}` : tag.name}
    </Badge>
  );
}
