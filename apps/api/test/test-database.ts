import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';
import { migrationsFolder, runMigrations } from '../src/db/migrate';

/**
 * Migrating a database is most of what a test app costs (PGlite: ~2 s of initdb and ~1 s of
 * migrations; PostgreSQL: ~0.8 s), paid hundreds of times a run. So the suite migrates once per
 * set of migrations and copies the result: PGlite loads a dump of a migrated data directory,
 * PostgreSQL creates each database from a migrated template. Both are keyed by a hash of the
 * migration files, so a new or edited migration makes a new snapshot; nothing stale is reused.
 */

/** Hash of every migration file (and the PGlite version, whose data directory format it is). */
function migrationsKey(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  for (const file of files(folder)) {
    hash.update(path.relative(folder, file)).update('\0').update(fs.readFileSync(file));
  }
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageDir = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const pglite = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pglite.version);
  return hash.digest('hex').slice(0, 16);
}

let pgliteSnapshot: Promise<Blob> | undefined;

/**
 * The migrated PGlite data directory as a tar: from the temp directory if an earlier test file
 * (any worker) wrote it, else migrated here and written there (atomically, by rename).
 */
function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const file = path.join(os.tmpdir(), `haoyue-pglite-${migrationsKey()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    try {
      await runMigrations(database);
      const dump = await database.pglite!.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  return pgliteSnapshot;
}

/** A lock number for creating one template (PostgreSQL advisory locks take a bigint). */
const TEMPLATE_LOCK_ID = 72_410_002;

/** Name of a migrated template database on the server, creating it if this run is first. */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `haoyue_tpl_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      if (await exists()) return name;
      // Built under another name and renamed when complete: a crash leaves no half template.
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 2 });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  } finally {
    await admin.end();
  }
}

/**
 * A migrated throw-away database: in-memory PGlite, or (TEST_DB=postgres) a fresh database
 * created on the server named by DATABASE_URL and dropped afterwards.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({
      pgliteDataDir: 'memory://',
      pgliteLoadDataDir: await migratedPgliteSnapshot(),
    });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const template = await migratedTemplate(adminUrl);
  const name = `haoyue_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
