import type { NotificationContext } from '../notifications';

/** What the booking services need from the app: messages go out through notifications. */
export type BookingContext = NotificationContext & {
  /** The current time; tests fix it. */
  clock: () => Date;
};
