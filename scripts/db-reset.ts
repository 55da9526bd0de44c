/**
 * `npm run db:reset`: throws away the configured database (PGlite directory, or every table
 * on DATABASE_URL) and re-creates it: migrations, reference data and demo data.
 * Refuses to run with NODE_ENV=production.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { seedDatabase } from '../apps/api/src/db/seed';
import { SecretBox } from '../apps/api/src/lib/secret-box';

const config = loadConfig();
if (config.env === 'production') {
  console.error('db:reset refuses to run with NODE_ENV=production');
  process.exit(1);
}

if (config.database.url) {
  const client = new pg.Client({ connectionString: config.database.url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; ' +
      'drop schema if exists pgboss cascade; create schema public',
  );
  await client.end();
  console.log('dropped every table on DATABASE_URL');
} else if (!config.database.pgliteDataDir.startsWith('memory://')) {
  fs.rmSync(path.resolve(config.database.pgliteDataDir), { recursive: true, force: true });
  console.log(`removed ${config.database.pgliteDataDir}`);
}

const database = await openDatabase({
  url: config.database.url,
  poolSize: 2,
  pgliteDataDir: config.database.pgliteDataDir,
});
await runMigrations(database);
await seedDatabase(database.db, {
  demo: config.seedDemoData,
  secrets: new SecretBox(config.payments.secretKey),
});
await database.close();
console.log(
  `database re-created (${database.kind})${config.seedDemoData ? ' with demo data' : ''}`,
);
