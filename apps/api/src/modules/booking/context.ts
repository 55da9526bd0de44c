import type { NotificationContext } from '../notifications';
import type { ScheduleCache } from './availability/shop-schedule';

/** What the booking services need from the app: messages go out through notifications. */
export type BookingContext = NotificationContext & {
  /** The current time; tests fix it. */
  clock: () => Date;
  /** Shop schedules this instance has read (checked against the database on every use). */
  schedules: ScheduleCache;
  /** Starts sending the LINE Pay refunds a cancellation reserved (else the refund job does). */
  sendRefundsSoon?: () => void;
};
