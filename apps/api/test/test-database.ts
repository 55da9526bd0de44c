import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, pgliteDatabase } from '../src/db/client';
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
  // PGlite's version (its data directory's format) and pg-boss's (its schema, migrated with ours).
  for (const name of ['@electric-sql/pglite', 'pg-boss']) {
    const entry = createRequire(import.meta.url).resolve(name);
    const packageDir = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
    const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    hash.update(`${name}@${pkg.version}`);
  }
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

/**
 * Idle PGlite instances of this worker, back in their migrated state, for the next test file
 * (each file gets a Database of its own over the instance: nothing cached per `Db` carries over).
 * Starting PGlite from the snapshot costs 1–5 s (WebAssembly start-up, the file system, the
 * server's own start; most under load), paid by about a hundred test files: more than half of the
 * PGlite project's time. Putting an instance back as it was costs a fraction of that: every table
 * emptied and the migrations' own rows written back, every sequence set back, the session's
 * settings discarded. An instance whose schema a test changed (a fingerprint of the catalogue) or
 * that a test closed is not reused.
 */
const idlePglite: PGlite[] = [];
const MAX_IDLE = 2;

type Pristine = {
  /** Fingerprint of the schema (tables, columns, functions, triggers, constraints, indexes). */
  schema: string;
  /** Every table of the public schema, qualified and quoted. */
  tables: string[];
  /** The rows the migrations wrote (table → rows as JSON), restored after emptying. */
  rows: [table: string, columns: string, json: string][];
  /** Each sequence's state: `select setval(…)` statements. */
  sequences: string;
};
/**
 * The migrated state, the same for every instance (all start from one snapshot): read once per
 * worker, from its first instance before any test has used it.
 */
let pristineState: Promise<Pristine> | undefined;

const SCHEMA_FINGERPRINT = `select md5(concat_ws('|',
  (select string_agg(concat(c.oid, c.relname, c.relkind), ',' order by c.oid) from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'),
  (select string_agg(concat(a.attrelid, a.attname, a.atttypid, a.attnotnull, a.attisdropped), ','
       order by a.attrelid, a.attnum)
     from pg_attribute a join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and a.attnum > 0),
  (select string_agg(concat(d.adrelid, d.adnum, md5(pg_get_expr(d.adbin, d.adrelid))), ','
       order by d.adrelid, d.adnum) from pg_attrdef d),
  (select string_agg(concat(p.oid, md5(p.prosrc)), ',' order by p.oid) from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'),
  (select string_agg(concat(t.oid, t.tgname, t.tgenabled), ',' order by t.oid) from pg_trigger t),
  (select string_agg(concat(k.oid, k.conname), ',' order by k.oid) from pg_constraint k
     join pg_namespace n on n.oid = k.connamespace where n.nspname = 'public')
)) as fingerprint`;

/** The one row a statement returns (each here aggregates). */
async function pgliteRow<T>(database: Database, statement: string): Promise<T> {
  const [row] = (await database.pglite!.query<T>(statement)).rows;
  if (!row) throw new Error(`no row from ${statement}`);
  return row;
}

/** What a freshly migrated instance holds, to put a used one back to it. */
async function recordPristine(database: Database): Promise<Pristine> {
  const { fingerprint } = await pgliteRow<{ fingerprint: string }>(database, SCHEMA_FINGERPRINT);
  const { rows: listed } = await database.pglite!.query<{ name: string }>(
    // Ours and the work queue's (pg-boss); a partition's rows are read and written through its
    // parent, and emptied with it.
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'pgboss') and c.relkind in ('r', 'p') and not c.relispartition
     order by 1`,
  );
  const tables = listed.map((r) => r.name);
  const rows: Pristine['rows'] = [];
  for (const table of tables) {
    const { json } = await pgliteRow<{ json: string | null }>(
      database,
      `select json_agg(t)::text as json from ${table} t`,
    );
    if (!json) continue;
    // Generated columns cannot be written; every other column is, identities included.
    const { columns } = await pgliteRow<{ columns: string }>(
      database,
      `select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_attribute
       where attrelid = '${table}'::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
    );
    rows.push([table, columns, json]);
  }
  const { sequences } = await pgliteRow<{ sequences: string | null }>(
    database,
    `select string_agg(format('select setval(%L, %s, %s);', format('%I.%I', schemaname, sequencename),
       coalesce(last_value, start_value), (last_value is not null)::text), ' ') as sequences
     from pg_sequences where schemaname = 'public'`,
  );
  return { schema: fingerprint, tables, rows, sequences: sequences ?? '' };
}

/** Puts a test file's instance back as it was migrated and keeps it for the next, or closes it. */
async function giveBack(database: Database, pristine: Pristine): Promise<void> {
  const pglite = database.pglite!;
  if (pglite.closed) return;
  if (idlePglite.length >= MAX_IDLE) {
    await database.close();
    return;
  }
  try {
    // One statement each: several in one call run as one transaction, which DISCARD refuses.
    if (pglite.isInTransaction()) await pglite.exec('rollback');
    await pglite.exec('discard all');
    const { fingerprint } = await pgliteRow<{ fingerprint: string }>(database, SCHEMA_FINGERPRINT);
    if (fingerprint !== pristine.schema) throw new Error('the schema changed');
    await pglite.transaction(async (tx) => {
      await tx.exec(`truncate ${pristine.tables.join(', ')} restart identity cascade`);
      for (const [table, columns, json] of pristine.rows) {
        await tx.query(
          `insert into ${table} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
          [json],
        );
      }
      if (pristine.sequences) await tx.exec(pristine.sequences);
    });
    idlePglite.push(pglite);
  } catch {
    await database.close();
  }
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
    const idle = idlePglite.pop();
    const database = idle
      ? pgliteDatabase(idle)
      : await openDatabase({
          pgliteDataDir: 'memory://',
          pgliteLoadDataDir: await migratedPgliteSnapshot(),
        });
    // The first instance is fresh: nothing has used it yet.
    const pristine = await (pristineState ??= recordPristine(database));
    return { database, drop: () => giveBack(database, pristine) };
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
