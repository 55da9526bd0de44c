/**
 * Free times: a shop's schedule (cached per instance), who may book what there, the start times
 * it has free and the plan of a booking on them. The booking engine books on these; the public
 * start-times calls are served here.
 */
export { actsAsShop, type OrderActor, recordedRole, type SellerActor } from './actor';
export {
  bookableShopOf,
  chooseBooking,
  chooseServices,
  eligibleOperators,
  extraAdvanceDaysOf,
  loadBookableShop,
  loadServices,
  type ServiceRow,
  type ShopRow,
} from './bookable';
export type { AvailabilityContext } from './context';
export { slotClosed, slotUnavailable } from './errors';
export {
  type Availability,
  availabilityFrom,
  type AvailabilityQuery,
  type Busy,
  busyWindow,
  findAvailability,
  readBusyOfOperators,
  whyUnavailable,
} from './find-availability';
export { findNextFreeTimes } from './find-next-free-times';
export { findStartTimes, presentDays, type StartTimesQuery } from './find-start-times';
export { checkOnGrid, planBooking, tryOrder } from './plan-booking';
export { loadSchedules, ScheduleCache, type ShopSchedule, withSchedule } from './shop-schedule';
export { availabilityRoutes } from './routes';
