import { Stack, Text, Title } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, type TPaymentable } from '@haoyue/contracts';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { ListRow } from '../../../ui/list-row';
import { PaymentStatusBadge } from '../../../ui/payment-status-badge';

type Payment = NonNullable<TPaymentable['payments']>[number];

/**
 * Attempts that took no money (abandoned at LINE Pay, cancelled there, timed out) are not the
 * customer's payments: the history lists what was paid, is being confirmed, or was refunded.
 */
const SHOWN = new Set<Payment['status']>([
  'CONFIRMING',
  'SUCCEEDED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
]);

/** The payments of the order worth showing, oldest first. */
export function shownPayments(payments: readonly Payment[] | undefined): Payment[] {
  return (payments ?? []).filter((p) => SHOWN.has(p.status));
}

/** 付款紀錄: each payment's method, amount, state and time, and what was refunded of it. */
export function PaymentHistory({ payments, timeZone }: { payments: Payment[]; timeZone: string }) {
  if (payments.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="order-payments">
      <Title order={3} size="h5">
        付款紀錄
      </Title>
      {payments.map((payment) => (
        <ListRow
          key={payment.id}
          data-testid="order-payment-row"
          data-method={payment.method}
          data-status={payment.status}
          end={<PaymentStatusBadge status={payment.status} />}
        >
          <Text size="sm" fw={600}>
            {PAYMENT_METHOD_LABELS[payment.method]} {formatPrice(payment.amount, payment.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTimeLabel(payment.createdAt, timeZone)}
          </Text>
          {payment.refundedAmount > 0 && (
            <Text size="sm" c="teal.9" data-testid="order-payment-refund">
              已退款 {formatPrice(payment.refundedAmount, payment.currency)}
              {payment.method === 'DEPOSITORY' ? '（退回儲值金）' : '（退回原付款方式）'}
            </Text>
          )}
        </ListRow>
      ))}
    </Stack>
  );
}
