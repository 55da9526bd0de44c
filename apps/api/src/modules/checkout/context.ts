import type { BookingContext } from '../booking';
import type { PaymentsContext } from '../payments';

/** Paying orders online touches the order (booking), the money (payments) and messages. */
export type CheckoutContext = BookingContext & PaymentsContext;
