import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  type MantineSpacing,
  Stack,
  Text,
} from '@mantine/core';
import { formatOrderNumber } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAreaPaths } from '../../../lib/area-paths';

/**
 * One of the member's items (a voucher, a coupon): a card named for screen readers, its name and
 * a badge (sessions left, the discount) on top, then what else it says.
 */
export function ItemCard({
  kind,
  name,
  badge,
  gap,
  state,
  children,
}: {
  /** `voucher` or `coupon`: the card is `<kind>-card`, its name `<kind>-name` (test ids). */
  kind: string;
  name: string;
  badge: { text: ReactNode; color: string; testId: string };
  gap: MantineSpacing;
  /** The item's state, as `data-state`. */
  state?: string;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={name}
      data-testid={`${kind}-card`}
      data-state={state}
    >
      <Stack gap={gap}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} data-testid={`${kind}-name`}>
            {name}
          </Text>
          <Badge
            variant="light"
            color={badge.color}
            style={{ flexShrink: 0 }}
            data-testid={badge.testId}
          >
            {badge.text}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** `・訂單 #…` after a movement, linking to the order it belongs to (when it has one). */
export function OrderLink({
  order,
  size,
}: {
  order: { orderKey: string | null; orderNumber: string | null };
  size: 'xs' | 'sm';
}) {
  const areaPaths = useAreaPaths();
  if (!order.orderKey || !order.orderNumber) return null;
  return (
    <>
      {'・'}
      <Anchor component={Link} to={areaPaths.order(order.orderKey)} size={size} underline="always">
        訂單 {formatOrderNumber(order.orderNumber)}
      </Anchor>
    </>
  );
}

/** 探索店家: from an empty list of the member's to the shop search. */
export function SearchShopsButton({ testId }: { testId?: string }) {
  return (
    <Button component={Link} to={paths.search.getHref()} variant="light" data-testid={testId}>
      探索店家
    </Button>
  );
}
