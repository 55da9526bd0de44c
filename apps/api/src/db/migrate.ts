import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { migrateWorkQueue } from '../jobs/work-queue';

/**
 * Where the SQL migrations live: next to this file in the source tree, or copied beside the
 * bundle (dist/migrations) by the API build.
 */
export function migrationsFolder(): string {
  const candidates = [
    path.join(import.meta.dirname, 'migrations'),
    path.join(import.meta.dirname, 'db/migrations'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations not found in ${candidates.join(' or ')}`);
  return found;
}

const MIGRATION_LOCK_ID = 72_410_001;

/** Applies every pending migration; safe to call at each start. */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.pool) {
    // Several instances may start together: one migrates while the others wait on the lock.
    const client = await database.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzle(client), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  }
  // The work queue's tables (pg-boss's own schema and its own migrations, decision 029).
  await migrateWorkQueue(database);
}
