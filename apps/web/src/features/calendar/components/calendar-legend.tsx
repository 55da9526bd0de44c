import { Group, Text } from '@mantine/core';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../lib/shop-orders/order-status';
import classes from './calendar.module.css';
import { statusStyle } from './status-style';

/** What each block colour means. */
export function CalendarLegend() {
  return (
    <Group gap="sm" aria-label="狀態顏色說明">
      {ORDER_STATUSES.map((status) => (
        <Group key={status} gap={4} wrap="nowrap">
          <span className={classes.legendDot} style={statusStyle(status)} />
          <Text size="xs" c="dimmed">
            {ORDER_STATUS_LABELS[status]}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
