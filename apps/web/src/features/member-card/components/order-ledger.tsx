import { Group, Stack, Text, Title } from '@mantine/core';
import { COUNTER_PAYMENT_METHOD_LABELS, formatPrice, type TOrder } from '@haoyue/contracts';
import { signedMoney } from '../lib/item-labels';

/**
 * What the order took from the customer's membership: stored value spent (or refunded), voucher
 * sessions used, products bought with it. Nothing when none.
 */
export function OrderLedger({ order }: { order: TOrder }) {
  const deposits = order.depositoryTransactions ?? [];
  const sessions = order.voucherTransactions ?? [];
  const products = order.productTransactions ?? [];
  if (deposits.length + sessions.length + products.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="order-ledger">
      <Title order={2} size="h4">
        儲值金與套票
      </Title>
      {deposits.map((t) => (
        <Group key={`d${t.id}`} justify="space-between" data-testid="order-depository-transaction">
          <Text size="sm">{t.amount < 0 ? '儲值金扣款' : '儲值金退回'}</Text>
          <Text size="sm" fw={700}>
            {signedMoney(t.amount, t.currency)}
          </Text>
        </Group>
      ))}
      {sessions.map((t) => (
        <Group key={`v${t.id}`} justify="space-between" data-testid="order-voucher-transaction">
          <Text size="sm">套票：{t.voucherName}</Text>
          <Text size="sm" fw={700}>
            {t.sessions < 0 ? `使用 ${-t.sessions} 次` : `退回 ${t.sessions} 次`}（剩{' '}
            {t.sessionsAfter} 次）
          </Text>
        </Group>
      ))}
      {products.map((p) => (
        <Stack key={`p${p.id}`} gap={2} data-testid="order-product-transaction">
          <Group justify="space-between">
            <Text size="sm">購買商品（{COUNTER_PAYMENT_METHOD_LABELS[p.paymentMethod]}）</Text>
            <Text size="sm" fw={700}>
              {formatPrice(p.total, p.currency)}
            </Text>
          </Group>
          {(p.items ?? []).map((i) => (
            <Text key={i.id} size="xs" c="dimmed">
              {i.name} × {i.quantity}・{formatPrice(i.amount, p.currency)}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
