import { SEARCH_TEXT_UPDATE } from '../../apps/api/src/modules/catalogue/search-text';
import pg from 'pg';

/** What the bench's data generators share: their environment, transaction and output. */

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

/**
 * Runs `fill` in one transaction on a connection of its own, rolled back when it throws.
 * Nothing in it needs to survive a crash (the bench recreates its data anyway), so commits do
 * not wait for the disk; `seed` fixes random(): the same rows (and so the same query plans) on
 * every run.
 */
export async function inSeededTransaction<T>(
  pool: pg.Pool,
  seed: number,
  fill: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local synchronous_commit = off');
    await client.query('select setseed($1)', [seed]);
    const result = await fill(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Runs a generator's `main`: prints what it resolves with as the one JSON line
 * (`{"<name>": {...}}`) scripts/bench reads on stdout, or the error, exiting with 1.
 */
export function runGenerator(name: string, main: () => Promise<object>): void {
  main().then(
    (summary) => process.stdout.write(`${JSON.stringify({ [name]: summary })}\n`),
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exit(1);
    },
  );
}

/**
 * What the database's triggers derive from the shops, written for all of them at once: under
 * session_replication_role = replica (the generators' bulk writes) the triggers do not fire, and
 * without it these statements rewrite what they wrote. `step` runs and times a statement.
 */
export async function writeDerivedTables(step: (name: string, text: string) => Promise<void>) {
  // The same statement as refreshShopSearchText, for all shops.
  await step('search_text', SEARCH_TEXT_UPDATE);
  // The keyword index the trigger of migration 0020 writes per shop.
  await step('search_grams', 'delete from shop_search_grams');
  await step(
    'search_grams',
    `insert into shop_search_grams (gram, line, featured_key, shop_id)
     select g.gram, g.line, coalesce(s.featured_rank, 2147483647), s.id
     from shops s, search_grams(s.search_text) g where s.review_status = 'APPROVED'`,
  );
  // The windows' counts migration 0039's triggers keep.
  await step('search_gram_counts', 'delete from shop_search_gram_counts');
  await step(
    'search_gram_counts',
    `insert into shop_search_gram_counts (gram, shops)
     select gram, count(*) from shop_search_grams group by gram`,
  );
  // The public JSON cards migration 0038's triggers write per statement.
  await step('shop_cards', 'select refresh_shop_cards(array(select id from shops))');
}

/** Drops and creates the database (FORCE ends sessions left over from an interrupted run). */
export async function recreateDatabase(adminUrl: string, dbName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const ident = pg.escapeIdentifier(dbName);
    await admin.query(`drop database if exists ${ident} with (force)`);
    await admin.query(`create database ${ident}`);
  } finally {
    await admin.end();
  }
}
