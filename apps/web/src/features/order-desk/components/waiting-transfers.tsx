import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { useWaitingTransfers } from '../api/transfer-reports';
import { formatShopDateTime, shopClock } from '../../../lib/shop-orders/shop-time';

/** Props of {@link WaitingTransfers}. */
export interface WaitingTransfersProps {
  sellerId: number;
  shopId: number;
  timeZone: string;
  /** The calendar at an order (its day, the order open). */
  orderHref: (orderId: number, date: string) => string;
}

/**
 * 待確認轉帳 on the dashboard home: the bank transfers customers reported that the shop has yet
 * to confirm, oldest first, each a tap away from its booking. Nothing when none wait.
 */
export function WaitingTransfers({ sellerId, shopId, timeZone, orderHref }: WaitingTransfersProps) {
  const waiting = useWaitingTransfers(sellerId, shopId);
  if (waiting.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="待確認轉帳">
        {waiting.error.message}
      </Alert>
    );
  }
  const reports = waiting.data?.data ?? [];
  if (reports.length === 0) return null;
  const total = waiting.data!.meta.total;
  return (
    <Card withBorder padding="md" data-testid="home-waiting-transfers">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          待確認轉帳
        </Title>
        <Badge variant="light" color="orange" data-testid="home-waiting-transfers-count">
          {total}
        </Badge>
      </Group>
      <Stack gap="xs">
        {reports.map((r) => (
          <Card
            key={r.id}
            component={Link}
            to={orderHref(r.order.id, shopClock(r.order.startTime, timeZone).date)}
            padding="xs"
            radius="sm"
            bg="gray.0"
            style={{ textDecoration: 'none', color: 'inherit' }}
            data-testid="home-waiting-transfer"
            data-order-id={r.order.id}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {r.order.customerName || '顧客'}・{formatShopDateTime(r.order.startTime, timeZone)}
              </Text>
              <Text size="sm" style={{ flexShrink: 0 }}>
                {formatPrice(r.amount, r.currency)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              帳號末五碼 {r.lastFiveDigits}・轉帳時間{' '}
              {formatShopDateTime(r.transferredAt, timeZone)}
            </Text>
          </Card>
        ))}
        {total > reports.length && (
          <Text size="xs" c="dimmed">
            還有 {total - reports.length} 筆，確認後會陸續顯示
          </Text>
        )}
      </Stack>
    </Card>
  );
}
