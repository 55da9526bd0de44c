import type { BookingContext } from '../booking';

/** What the booking server needs: the booking engine's own context (same rules, same clock). */
export type GoogleReserveContext = BookingContext;
