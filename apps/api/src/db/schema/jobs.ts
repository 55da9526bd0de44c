import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * One row per named background job: its schedule, who holds it now and how its last run went.
 * The job runner (`src/jobs/`) claims a row with one conditional UPDATE, so a scheduled run
 * happens on at most one instance; the row is also what an admin page shows.
 */
export const jobs = pgTable(
  'jobs',
  {
    name: text().primaryKey(),
    /**
     * Time between the start of one successful run and the next; also the cap on back-off.
     * bigint: a monthly job (licence renewals) is past int4's 24.8 days.
     */
    intervalMs: bigint({ mode: 'number' }).notNull(),
    /** When the job is next due (after a failure: the retry time). */
    nextRunAt: instant().notNull(),
    /** The instance running it now; cleared when the run ends. */
    lockedBy: text(),
    /** The lease: past this an instance that died mid-run no longer holds the job. */
    lockedUntil: instant(),
    /** Failed runs since the last success; drives the back-off. */
    consecutiveFailures: integer().notNull().default(0),
    lastStartedAt: instant(),
    lastFinishedAt: instant(),
    /** The last failure's message; cleared by a success. */
    lastError: text(),
    lastDurationMs: integer(),
    /** Runs started, successful or not. */
    runCount: integer().notNull().default(0),
  },
  (t) => [check('jobs_interval_positive', sql`${t.intervalMs} > 0`)],
);
