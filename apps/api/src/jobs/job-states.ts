import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/** One job's schedule and last run, as stored. */
export type JobState = typeof jobs.$inferSelect;

/** Every job's state, by name: what an admin page shows (is it running, failing, when next). */
export async function listJobStates(db: Db): Promise<JobState[]> {
  return db.select().from(jobs).orderBy(asc(jobs.name));
}
