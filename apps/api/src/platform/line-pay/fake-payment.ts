// Below both the fake (line-pay-fake.ts) and its payment page (fake-pay-page.ts), which share it.

/** One payment as the fake keeps it. */
export interface FakeLinePayment {
  transactionId: string;
  channelId: string;
  orderId: string;
  amount: number;
  currency: string;
  confirmUrl: string;
  cancelUrl: string;
  state: 'REQUESTED' | 'AUTHORIZED' | 'CANCELLED' | 'CONFIRMED';
  requestedAt: Date;
  confirmedAt?: Date;
  refunds: { refundTransactionId: string; amount: number; at: Date }[];
  /** How many confirm calls answered 0000 (a double confirm must never happen). */
  confirmations: number;
}
