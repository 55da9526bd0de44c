import type pg from 'pg';

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
