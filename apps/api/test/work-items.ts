import type { Database } from '../src/db/client';
import { WORK_QUEUE_SCHEMA, workQueueDb } from '../src/jobs/work-queue';

/**
 * Lets the back-off of a kind's waiting items pass, as minutes would: each is due now (pg-boss
 * reads the database's clock, which a test cannot move).
 */
export async function workItemsDueNow(database: Database, name: string): Promise<void> {
  await workQueueDb(database).executeSql(
    `update ${WORK_QUEUE_SCHEMA}.job set start_after = now()
      where name = $1 and state in ('created', 'retry')`,
    [name],
  );
}
