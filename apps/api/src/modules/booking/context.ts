import type { WorkQueue } from '../../jobs/work-queue';
import type { AvailabilityContext } from '../availability';
import type { NotificationContext } from '../notifications';

/**
 * What the booking services need from the app: free times through availability, messages
 * through notifications.
 */
export type BookingContext = NotificationContext &
  AvailabilityContext & {
    /** The work queue the LINE Pay refunds a cancellation reserves are queued on (decision 029). */
    work?: Pick<WorkQueue, 'send'>;
  };
