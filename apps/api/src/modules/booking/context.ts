import type { AvailabilityContext } from '../availability';
import type { NotificationContext } from '../notifications';

/**
 * What the booking services need from the app: free times through availability, messages
 * through notifications.
 */
export type BookingContext = NotificationContext &
  AvailabilityContext & {
    /** Starts sending the LINE Pay refunds a cancellation reserved (else the refund job does). */
    sendRefundsSoon?: () => void;
  };
