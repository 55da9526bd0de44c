/** The bench's own PostgreSQL database: where it is, and what it holds. */
import pg from 'pg';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_DATABASE = 'haoyue_bench';

/**
 * The bench database and a maintenance database on the same server to drop/create it from.
 * Refuses names that are clearly not throw-away, such as the app's own database.
 */
export function databaseUrls() {
  const explicit = process.env.BENCH_DATABASE_URL;
  const base = new URL(explicit ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  const bench = new URL(base);
  if (!explicit) bench.pathname = `/${BENCH_DATABASE}`;
  const name = decodeURIComponent(bench.pathname.slice(1));
  const appDb = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null;
  const isAppDb =
    appDb && appDb.host === bench.host && decodeURIComponent(appDb.pathname.slice(1)) === name;
  if (!name || ['postgres', 'template0', 'template1'].includes(name) || isAppDb) {
    throw new Error(`refusing to drop database '${name}': point BENCH_DATABASE_URL elsewhere`);
  }
  const admin = new URL(bench);
  const original = decodeURIComponent(base.pathname.slice(1));
  admin.pathname = `/${!explicit && original && original !== name ? original : 'postgres'}`;
  return { bench: bench.toString(), admin: admin.toString(), name };
}

/** Shop count and server version of the bench database (also proves it is usable). */
export async function inspectDatabase(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select count(*)::int from shops where url_slug like 'bench-shop-%') as shops,
              (select display_name from shops where url_slug = 'bench-shop-1') as first_shop,
              current_setting('server_version') as version`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
