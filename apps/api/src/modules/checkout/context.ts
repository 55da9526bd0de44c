import type { BookingContext } from '../booking';
import type { PaymentsContext } from '../payment-settings';

/** Paying orders online touches the order (booking), the money (payments) and messages. */
export type CheckoutContext = BookingContext & PaymentsContext;
