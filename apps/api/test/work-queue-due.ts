// Test-only: stands in for waiting out the work queue's back-off (days for some kinds).
import { sql } from 'drizzle-orm';
import type { TestContext } from './helper';

/**
 * Makes a kind's items that wait (a retry's back-off, or a later start) due now, as time passing
 * would; only those whose data contains `data` when given. Then `workDue(name)` works them.
 */
export async function dueNow(
  t: Pick<TestContext, 'database'>,
  name: string,
  data?: Record<string, unknown>,
): Promise<void> {
  await t.database.db.execute(sql`
    update pgboss.job set start_after = now()
    where name = ${name} and state in ('created', 'retry')
      and (${data ? JSON.stringify(data) : null}::jsonb is null or data @> ${data ? JSON.stringify(data) : null}::jsonb)`);
}
