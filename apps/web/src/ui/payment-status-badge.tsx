import { PAYMENT_STATUS_LABELS, type TPaymentable } from '@haoyue/contracts';
import { StateBadge } from './state-badge';

type PaymentStatus = NonNullable<TPaymentable['payments']>[number]['status'];

/** Badge colour per payment attempt state (the order page, the booking drawer). */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  PENDING: 'gray',
  CONFIRMING: 'orange',
  SUCCEEDED: 'teal',
  PARTIALLY_REFUNDED: 'grape',
  REFUNDED: 'grape',
  FAILED: 'red',
  EXPIRED: 'gray',
};

/** A payment attempt's state as a coloured badge. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <StateBadge state={status} colors={PAYMENT_STATUS_COLORS} labels={PAYMENT_STATUS_LABELS} />
  );
}
