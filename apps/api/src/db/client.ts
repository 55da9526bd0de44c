import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The node-postgres pool, when on PostgreSQL (for session-level work such as advisory locks). */
  pool?: pg.Pool;
  /** The PGlite instance, when embedded (tests dump its data directory). */
  pglite?: PGlite;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  url?: string | undefined;
  poolSize?: number;
  /** Directory for PGlite's files, or `memory://` for a throw-away database. */
  pgliteDataDir?: string;
  /** A dumped PGlite data directory (`dumpDataDir`) to start from instead of an empty one. */
  pgliteLoadDataDir?: Blob;
};

// int8 (count(*), sums) arrives as a string by default; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Our statements read a page of rows through an index; a parallel plan's workers cost more
      // to start (~100 ms measured on a 100,000-shop search, decision 020) than any of them runs,
      // and under load the cores are busy with other requests anyway.
      options: '-c max_parallel_workers_per_gather=0',
    });
    pool.on('error', () => {
      // An idle client died (server restart); the pool replaces it on next use.
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir),
    extensions: { btree_gist, cube },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  return pgliteDatabase(client);
}

/**
 * The Database over an open PGlite instance: a Drizzle instance of its own each call (caches kept
 * per `Db`, like the chat's reply settings, start empty), closing the instance on close.
 */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
