import type { Db } from '../../db/client';
import type { ScheduleCache } from './shop-schedule';

/** What finding free times needs from the app. */
export type AvailabilityContext = {
  db: Db;
  /** The current time; tests fix it. */
  clock: () => Date;
  /** Shop schedules this instance has read (checked against the database on every use). */
  schedules: ScheduleCache;
};
