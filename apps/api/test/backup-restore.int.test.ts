import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { createTestDatabase } from './test-database';

const run = promisify(execFile);

/**
 * The backup procedure of docs/operations.md, run for real: the demo data (bookings, payments,
 * stored value, vouchers, products, coupons) dumped with `pg_dump -Fc` and restored with
 * `pg_restore` into a fresh database holds every order, payment and ledger balance unchanged,
 * every table row for row, and the app opens it with nothing left to migrate. PostgreSQL only:
 * PGlite's backup is a copy of its data directory.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('backup and restore', () => {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-backup-'));
  const restoredName = `haoyue_restore_${process.pid}_${Date.now().toString(36)}`;
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let sourceUrl = '';
  const restoredUrl = (() => {
    const url = new URL(adminUrl || 'postgres://localhost/x');
    url.pathname = `/${restoredName}`;
    return url.toString();
  })();

  beforeAll(async () => {
    source = await createTestDatabase();
    await seedDatabase(source.database.db, { demo: true });
    const { rows } = await source.database.pool!.query<{ name: string }>(
      'select current_database() as name',
    );
    const url = new URL(adminUrl);
    url.pathname = `/${rows[0]!.name}`;
    sourceUrl = url.toString();
  }, 120_000);

  afterAll(async () => {
    await source?.drop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${restoredName} with (force)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores the demo data with every order, payment and balance unchanged', async () => {
    const before = await fingerprint(sourceUrl);
    expect(before.money.orders.count).toBeGreaterThan(0);
    expect(before.money.payments.count).toBeGreaterThan(0);
    expect(before.money.depositories.length).toBeGreaterThan(0);
    expect(before.money.vouchers.length).toBeGreaterThan(0);

    // The documented procedure: a custom-format dump, a new database, a restore without owners.
    const file = path.join(dir, 'haoyue.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, sourceUrl]);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${restoredName}`);
    await admin.end();
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, file]);

    const after = await fingerprint(restoredUrl);
    expect(after.money).toEqual(before.money);
    expect(after.tables).toEqual(before.tables);

    // The app takes the restored database as it is: every migration is already applied.
    const applied = await migrationCount(restoredUrl);
    expect(applied).toBeGreaterThan(0);
    const restored = await openDatabase({ url: restoredUrl, poolSize: 2 });
    try {
      await runMigrations(restored);
    } finally {
      await restored.close();
    }
    expect(await migrationCount(restoredUrl)).toBe(applied);
  }, 180_000);
});

async function migrationCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

/**
 * What must survive a restore: orders, payments and the ledgers' balances (each account's
 * balance beside the sum of its ledger rows), and a digest of every table's rows.
 */
async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (sql: string) => (await client.query(sql)).rows;
    const [orders] = await one(
      `select count(*)::int as count, coalesce(sum(total_price), 0)::bigint::text as total,
              md5(coalesce(string_agg(id || ':' || status || ':' || total_price || ':' || starts_at, ',' order by id), '')) as digest
         from orders`,
    );
    const [payments] = await one(
      `select count(*)::int as count, coalesce(sum(amount), 0)::bigint::text as total,
              md5(coalesce(string_agg(id || ':' || status || ':' || amount || ':' || refunded_amount, ',' order by id), '')) as digest
         from payments`,
    );
    const depositories = await one(
      `select d.id, d.balance, coalesce(sum(t.amount), 0)::int as ledger
         from depositories d left join depository_transactions t on t.depository_id = d.id
        group by d.id order by d.id`,
    );
    const vouchers = await one(
      `select v.id, coalesce(sum(t.sessions), 0)::int as ledger
         from vouchers v left join voucher_transactions t on t.voucher_id = v.id
        group by v.id order by v.id`,
    );
    const names = (
      await one(
        `select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
    ).map((r) => r.table_name as string);
    const tables: Record<string, { rows: number; digest: string }> = {};
    for (const name of names) {
      const [row] = await one(
        `select count(*)::int as rows,
                md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
           from "${name}" t`,
      );
      tables[name] = row as { rows: number; digest: string };
    }
    return { money: { orders, payments, depositories, vouchers }, tables };
  } finally {
    await client.end();
  }
}
